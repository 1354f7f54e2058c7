// CSRF (PRODUCT.md §7, DECISIONS.md): GET /sanctum/csrf-cookie sets a script-readable XSRF-TOKEN;
// every POST/PUT/PATCH/DELETE under /api, /{lang}/api and /sanctum without the matching X-XSRF-TOKEN
// header gets 419 — including other teams' mutating endpoints (one app-wide hook).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, CookieJar } from '../helper';
import { send, signUp, withCsrf, xsrf } from './helpers';

test('csrf', async (t) => {
  const app = await build(t);

  await t.test('GET /sanctum/csrf-cookie: 204, XSRF-TOKEN readable by scripts, SameSite=Lax, no-store', async () => {
    const res = await app.inject({ url: '/sanctum/csrf-cookie' });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    assert.ok(cookie?.value);
    assert.equal((cookie as { httpOnly?: boolean }).httpOnly, undefined);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.path, '/');
    assert.equal(res.headers['cache-control'], 'no-store');
    // A fresh token every time.
    const again = await app.inject({ url: '/sanctum/csrf-cookie' });
    assert.notEqual(again.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value, cookie.value);
  });

  await t.test('mutating requests without the token get 419 under every prefix, in the request language', async () => {
    // Each language's message with the requests (method and URL) that must get it.
    const byMessage: Array<[message: string, requests: string[]]> = [
      ['Güvenlik anahtarı eşleşmiyor. Lütfen sayfayı yenileyip tekrar deneyin.', ['POST /api/login', 'POST /tr/api/logout']],
      [
        'CSRF token mismatch. Please reload the page and try again.',
        [
          'POST /en/api/register',
          'DELETE /en/api/realty/favorite?realty_id=1',
          'PATCH /en/api/profile',
          'PUT /en/api/profile/password',
          // Other teams' endpoints are covered too (even unknown paths never reach a handler).
          'POST /en/api/realty/1/phone',
          'POST /en/api/realty/1/view',
        ],
      ],
      ['Неверный CSRF-токен. Обновите страницу и попробуйте снова.', ['POST /ru/api/realty/favorite']],
    ];
    for (const [message, requests] of byMessage) {
      for (const request of requests) {
        const [method, url] = request.split(' ') as ['POST', string];
        const res = await app.inject({ method, url, payload: {} });
        assert.equal(res.statusCode, 419, request);
        assert.deepEqual(res.json(), { message }, request);
      }
    }
  });

  await t.test('cookie without header, header without cookie, mismatch and forged tokens are refused', async () => {
    const jar = await withCsrf(new CookieJar(app));
    const token = jar.get('XSRF-TOKEN') ?? '';
    const payload = { email: 'x@example.com', password: 'whatever-long' };
    const cookieOnly = await jar.inject({ method: 'POST', url: '/api/login', payload });
    assert.equal(cookieOnly.statusCode, 419);
    const headerOnly = await app.inject({ method: 'POST', url: '/api/login', headers: { 'x-xsrf-token': token }, payload });
    assert.equal(headerOnly.statusCode, 419);
    const mismatch = await jar.inject({ method: 'POST', url: '/api/login', headers: { 'x-xsrf-token': `${token}x` }, payload });
    assert.equal(mismatch.statusCode, 419);
    // Same made-up value in cookie and header: not a token the server issued.
    const forged = 'a'.repeat(32) + '.' + 'b'.repeat(43);
    const res = await app.inject({ method: 'POST', url: '/api/login', cookies: { 'XSRF-TOKEN': forged }, headers: { 'x-xsrf-token': forged }, payload });
    assert.equal(res.statusCode, 419);
  });

  await t.test('the header is compared URL-decoded (as browsers send the cookie value)', async () => {
    const jar = await withCsrf(new CookieJar(app));
    const token = jar.get('XSRF-TOKEN') ?? '';
    const res = await jar.inject({ method: 'POST', url: '/en/api/password/forgot', headers: { 'x-xsrf-token': encodeURIComponent(token) }, payload: { email: 'x@example.com' } });
    assert.equal(res.statusCode, 200, res.body);
  });

  await t.test('safe methods and non-API paths are not checked', async () => {
    assert.equal((await app.inject({ url: '/api/user' })).statusCode, 401);
    assert.notEqual((await app.inject({ method: 'HEAD', url: '/api/user' })).statusCode, 419);
    assert.notEqual((await app.inject({ method: 'POST', url: '/en/about', payload: {} })).statusCode, 419);
  });

  await t.test('a signed-in user without the token cannot act (no cross-site request forgery)', async () => {
    const alice = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { realty_session: alice.jar.get('realty_session') ?? '' },
    });
    assert.equal(res.statusCode, 419);
    assert.equal((await alice.jar.inject({ url: '/api/user' })).statusCode, 200, 'still signed in');
    const ok = await alice.jar.inject({ method: 'POST', url: '/api/logout', headers: xsrf(alice.jar) });
    assert.equal(ok.statusCode, 204);
  });

  await t.test('the token is bound to the session: a visitor token planted in a signed-in browser is refused (419)', async () => {
    const attacker = await withCsrf(new CookieJar(app));
    const planted = attacker.get('XSRF-TOKEN') ?? '';
    const victim = await signUp(app);
    const session = victim.jar.get('realty_session') ?? '';
    // The victim's session cookie with `token` as both the XSRF cookie and header.
    const postWith = (token: string, url: string, payload?: object) =>
      app.inject({ method: 'POST', url, cookies: { realty_session: session, 'XSRF-TOKEN': token }, headers: { 'x-xsrf-token': token }, payload });
    const res = await postWith(planted, '/en/api/realty/filter/save', { filter: { dealType: 'sale' } });
    assert.equal(res.statusCode, 419, res.body);
    // Another signed-in user's token does not work for the victim either.
    const mallory = await signUp(app);
    const foreign = mallory.jar.get('XSRF-TOKEN') ?? '';
    const res2 = await postWith(foreign, '/en/api/logout');
    assert.equal(res2.statusCode, 419);
    assert.equal((await victim.jar.inject({ url: '/api/user' })).statusCode, 200, 'still signed in');
  });

  await t.test('rotation: the pre-sign-in token stops working at sign-in, the signed-in one at sign-out', async () => {
    const bob = await signUp(app);
    await send(bob.jar, { method: 'POST', url: '/en/api/logout' });
    const jar = await withCsrf(new CookieJar(app));
    const before = jar.get('XSRF-TOKEN') ?? '';
    const login = await jar.inject({ method: 'POST', url: '/en/api/login', headers: xsrf(jar), remoteAddress: '192.0.2.77', payload: { email: bob.email, password: bob.password } });
    assert.equal(login.statusCode, 200, login.body);
    const during = jar.get('XSRF-TOKEN') ?? '';
    assert.notEqual(during, before, 'a new token at sign-in');
    const stale = await jar.inject({ method: 'POST', url: '/en/api/realty/filter/save', headers: { 'x-xsrf-token': before }, cookies: { 'XSRF-TOKEN': before }, payload: { filter: { dealType: 'sale' } } });
    assert.equal(stale.statusCode, 419, 'the pre-sign-in token is refused after sign-in');
    const fresh = await send(jar, { method: 'POST', url: '/en/api/realty/filter/save', payload: { filter: { dealType: 'sale' } } });
    assert.equal(fresh.statusCode, 201, fresh.body);
    const out = await send(jar, { method: 'POST', url: '/en/api/logout' });
    assert.equal(out.statusCode, 204);
    const after = jar.get('XSRF-TOKEN') ?? '';
    assert.notEqual(after, during, 'a new token at sign-out');
    // The signed-in token no longer works for the visitor, the new one does.
    const old = await app.inject({ method: 'POST', url: '/en/api/password/forgot', cookies: { 'XSRF-TOKEN': during }, headers: { 'x-xsrf-token': during }, payload: { email: 'x@example.com' } });
    assert.equal(old.statusCode, 419);
    const ok = await send(jar, { method: 'POST', url: '/en/api/password/forgot', payload: { email: 'x@example.com' } });
    assert.equal(ok.statusCode, 200, ok.body);
  });
});
