// The shell's readable session hint (realty_auth) follows the real session on HTML page responses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, CookieJar } from '../helper';

test('pages set the hint for a signed-in browser and clear a stale one; visitors get nothing', async (t) => {
  const app = await build(t);
  const visitor = await app.inject({ url: '/en/about' });
  assert.equal(visitor.statusCode, 200);
  assert.ok(!visitor.cookies.some((c) => c.name === 'realty_auth'), 'no hint for visitors');

  const stale = await app.inject({ url: '/en/about', headers: { cookie: 'realty_auth=1; realty_session=nope' } });
  const cleared = stale.cookies.find((c) => c.name === 'realty_auth');
  assert.ok(cleared && (cleared.value === '' || (cleared.maxAge ?? 1) <= 0), 'stale hint cleared');

  const jar = new CookieJar(app);
  await jar.inject({ url: '/sanctum/csrf-cookie' });
  const password = 'Harbour-View-2026';
  const signUp = await jar.inject({
    method: 'POST',
    url: '/en/api/register',
    headers: { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
    payload: { name: 'Ayşe', lastname: 'Yılmaz', phone: '+905321234567', email: `hint-${Date.now()}@example.com`, password, password_confirmation: password },
  });
  assert.equal(signUp.statusCode, 200, signUp.body);
  const page = await jar.inject({ url: '/en/profile' });
  const hint = page.cookies.find((c) => c.name === 'realty_auth');
  assert.equal(hint?.value, '1');
  assert.equal(hint?.httpOnly, undefined);
  const again = await jar.inject({ url: '/en/about' });
  assert.ok(!again.cookies.some((c) => c.name === 'realty_auth'), 'already hinted: no new cookie');
  // API replies are untouched.
  const api = await jar.inject({ url: '/api/health' });
  assert.ok(!api.cookies.some((c) => c.name === 'realty_auth'));
});
