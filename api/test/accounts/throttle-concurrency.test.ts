// Issue 11 item 1: the sign-in limits hold under concurrency. The attempt is reserved atomically before
// the password check, so a burst of parallel requests cannot all pass a limit that only counted finished
// failures: at most 5 checks per account and 30 per address run in a window, whatever the concurrency.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helper';
import { DEFAULT_LOGIN_LIMITS } from '../../src/services/auth-throttle';
import { signUp, withCsrf, xsrf } from './helpers';
import { CookieJar } from '../helper';

test('50 parallel wrong sign-ins: at most 5 per account and 30 per address reach the password check', async (t) => {
  const app = await build(t);
  const victim = await signUp(app);
  const jar = await withCsrf(new CookieJar(app));
  const checks = t.mock.method(app.auth, 'verifyCredentials');
  const attempt = (email: string, password: string, remoteAddress: string) =>
    jar.inject({ method: 'POST', url: '/en/api/login', headers: xsrf(jar), remoteAddress, payload: { email, password } });

  await t.test('one account from 50 addresses', async () => {
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(victim.email, `wrong-password-${i}`, `203.0.113.${i + 1}`)));
    assert.equal(checks.mock.callCount(), DEFAULT_LOGIN_LIMITS.perAccount);
    assert.equal(replies.filter((r) => r.statusCode === 422).length, DEFAULT_LOGIN_LIMITS.perAccount);
    assert.equal(replies.filter((r) => r.statusCode === 429).length, 50 - DEFAULT_LOGIN_LIMITS.perAccount);
    // The right password inside the window is refused too, and not checked.
    const right = await attempt(victim.email, victim.password, '203.0.113.200');
    assert.equal(right.statusCode, 429);
    assert.equal(checks.mock.callCount(), DEFAULT_LOGIN_LIMITS.perAccount);
  });

  await t.test('one address, 50 accounts', async () => {
    checks.mock.resetCalls();
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(`nobody${i}@example.com`, 'wrong-password', '198.51.100.9')));
    assert.equal(checks.mock.callCount(), DEFAULT_LOGIN_LIMITS.perAddress);
    assert.equal(replies.filter((r) => r.statusCode === 429).length, 50 - DEFAULT_LOGIN_LIMITS.perAddress);
  });

  await t.test('a successful sign-in gives the address its reservation back', async () => {
    checks.mock.resetCalls();
    const other = await signUp(app);
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAddress + 5; i++) {
      const res = await attempt(other.email, other.password, '198.51.100.10');
      assert.equal(res.statusCode, 200, `sign-in ${i + 1}: ${res.body}`);
    }
  });
});
