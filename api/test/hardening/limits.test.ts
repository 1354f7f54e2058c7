// Issue 11 items 5 and 9: the phone-reveal limit and the view count are keyed on the client address (and
// the account when signed in), not on a cookie the client chooses; the registration, forgot-password and
// phone-reveal counters live in the database (or Redis), so a restart does not reset them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, CookieJar } from '../helper';
import { createTestDatabase } from '../db';
import { REQUEST_LIMITS, addressKey } from '../../src/services/auth-throttle';
import { insertListing, send, signUp, withCsrf, xsrf } from '../accounts/helpers';

test('phone reveal and views: a new vid cookie per request is not a new visitor', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const id = await insertListing(app, owner.user.id);
  const jar = await withCsrf(new CookieJar(app));
  const post = (path: string, vid: string, remoteAddress = '198.51.100.41') =>
    app.inject({
      method: 'POST',
      url: `/en/api/realty/${id}/${path}`,
      remoteAddress,
      cookies: { 'XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '', vid },
      headers: { ...xsrf(jar), 'user-agent': `agent-${vid}` },
    });

  let revealed = 0;
  for (let i = 0; i < 30; i++) {
    const res = await post('phone', `v${i}`);
    if (res.statusCode === 200) revealed += 1;
    else {
      assert.equal(res.statusCode, 429, res.body);
      assert.ok(Number(res.headers['retry-after']) > 0);
      assert.match(res.json<{ message: string }>().message, /^Too many requests\. Please try again in \d+ seconds\.$/);
    }
  }
  assert.equal(revealed, REQUEST_LIMITS.phone.max);
  const reveals = await app.database.execute('SELECT phone_reveals, views FROM listings WHERE id = $1', [id]);
  assert.equal(Number(reveals.rows[0]?.phone_reveals), REQUEST_LIMITS.phone.max);
  // Another address has its own allowance.
  assert.equal((await post('phone', 'x', '198.51.100.42')).statusCode, 200);

  for (let i = 0; i < 20; i++) assert.equal((await post('view', `w${i}`)).statusCode, 200);
  const views = await app.database.execute('SELECT views FROM listings WHERE id = $1', [id]);
  assert.equal(Number(views.rows[0]?.views), 1, 'twenty cookies from one address are one view a day');

  // Signed in: one view per account a day, from any address; reveals count per account too.
  const viewer = await signUp(app);
  for (const remoteAddress of ['203.0.113.51', '203.0.113.52', '203.0.113.53']) {
    const res = await send(viewer.jar, { method: 'POST', url: `/en/api/realty/${id}/view`, remoteAddress });
    assert.equal(res.statusCode, 200, res.body);
  }
  const after = await app.database.execute('SELECT views FROM listings WHERE id = $1', [id]);
  assert.equal(Number(after.rows[0]?.views), 2);
  let accountReveals = 0;
  for (let i = 0; i < 14; i++) {
    const res = await send(viewer.jar, { method: 'POST', url: `/en/api/realty/${id}/phone`, remoteAddress: `203.0.113.${100 + i}` });
    if (res.statusCode === 200) accountReveals += 1;
  }
  assert.equal(accountReveals, REQUEST_LIMITS.phone.max, 'new addresses do not give a signed-in account more reveals');
});

test('registration, forgot-password and phone-reveal limits survive a restart', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.close());
  let app = await build(undefined, { database });
  const owner = await signUp(app);
  const id = await insertListing(app, owner.user.id);
  const ip = '198.51.100.90';
  const jarOf = async () => withCsrf(new CookieJar(app));

  let jar = await jarOf();
  for (let i = 0; i < REQUEST_LIMITS.forgot.max; i++) {
    const res = await jar.inject({ method: 'POST', url: '/en/api/password/forgot', remoteAddress: ip, headers: xsrf(jar), payload: { email: `f${i}@example.com` } });
    assert.equal(res.statusCode, 200, res.body);
  }
  for (let i = 0; i < REQUEST_LIMITS.phone.max; i++) {
    const res = await jar.inject({ method: 'POST', url: `/en/api/realty/${id}/phone`, remoteAddress: ip, headers: xsrf(jar) });
    assert.equal(res.statusCode, 200, res.body);
  }
  await app.close();
  app = await build(undefined, { database });
  t.after(() => app.close());
  jar = await jarOf();
  const forgot = await jar.inject({ method: 'POST', url: '/en/api/password/forgot', remoteAddress: ip, headers: xsrf(jar), payload: { email: 'again@example.com' } });
  assert.equal(forgot.statusCode, 429, forgot.body);
  const phone = await jar.inject({ method: 'POST', url: `/en/api/realty/${id}/phone`, remoteAddress: ip, headers: xsrf(jar) });
  assert.equal(phone.statusCode, 429, phone.body);

  // Registration: the counter is a row of auth_throttles (filled here rather than with 100 sign-ups).
  await database.execute(
    "INSERT INTO auth_throttles (key, hits, reset_at) VALUES ($1, $2, now() + interval '1 hour')",
    [`register:ip:${addressKey(ip)}`, REQUEST_LIMITS.register.max],
  );
  const register = await jar.inject({
    method: 'POST',
    url: '/ru/api/register',
    remoteAddress: ip,
    headers: xsrf(jar),
    payload: { name: 'A', lastname: 'B', phone: '05321234111', email: 'limited@example.com', password: 'Kestane-Sokak-42', password_confirmation: 'Kestane-Sokak-42' },
  });
  assert.equal(register.statusCode, 429, register.body);
  assert.match(register.json<{ message: string }>().message, /^Слишком много запросов\. Повторите через \d+ с\.$/);
  assert.equal((await database.execute("SELECT count(*)::int AS n FROM users WHERE email = 'limited@example.com'")).rows[0]?.n, 0);
});

test('IPv6 clients are keyed by their /64', () => {
  // Each key with the addresses that share it: a /64 however it is written; an IPv4-mapped address as plain IPv4.
  const shared: Record<string, string[]> = {
    '2001:db8:1:2::/64': ['2001:db8:1:2:aaaa::1', '2001:0db8:0001:0002:ffff:1:2:3'],
    '2001:db8:0:0::/64': ['2001:db8::1'],
    '192.0.2.1': ['::ffff:192.0.2.1', '192.0.2.1'],
  };
  for (const [key, addresses] of Object.entries(shared)) for (const address of addresses) assert.equal(addressKey(address), key, address);
});
