// Brute force: failed sign-ins are limited per account (5 / 15 min) and per client address
// (30 / 15 min), answered 429 with Retry-After; counters live in the database (or Redis with
// REDIS_URL) so a restart does not reset them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import { build } from '../helper';
import { createTestDatabase } from '../db';
import { DEFAULT_LOGIN_LIMITS, LoginThrottle, RedisThrottleStore } from '../../src/services/auth-throttle';
import { signIn, signUp } from './helpers';

test('sign-in throttling per account, per address, kept across restarts', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.close());
  let app = await build(undefined, { database });

  const victim = await signUp(app);

  await t.test('per account: the 6th attempt in the window is 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAccount; i++) {
      const { res } = await signIn(app, victim.email, `wrong-password-${i}`, `203.0.113.${i + 1}`);
      assert.equal(res.statusCode, 422, `attempt ${i + 1}`);
    }
    const { res } = await signIn(app, victim.email, victim.password, '203.0.113.99');
    assert.equal(res.statusCode, 429);
    const retryAfter = Number(res.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= DEFAULT_LOGIN_LIMITS.windowSeconds, `Retry-After ${retryAfter}`);
    assert.match(res.json().message, /Too many sign-in attempts/);
    assert.equal(res.cookies.find((c) => c.name === 'realty_session'), undefined);
    // The same account in another case is the same account.
    const upper = await signIn(app, victim.email.toUpperCase(), victim.password, '203.0.113.98');
    assert.equal(upper.res.statusCode, 429);
  });

  await t.test('the lock survives a restart (counters are in the database)', async () => {
    await app.close();
    app = await build(undefined, { database });
    const { res } = await signIn(app, victim.email, victim.password, '203.0.113.97');
    assert.equal(res.statusCode, 429);
    const { rows } = await database.execute("SELECT count(*)::int AS n FROM auth_throttles WHERE key LIKE 'login:acct:%'");
    assert.ok(Number(rows[0]?.n) >= 1);
    const raw = await database.execute('SELECT key FROM auth_throttles');
    assert.doesNotMatch(JSON.stringify(raw.rows), /@example\.com/, 'no raw e-mail in the keys');
  });

  await t.test('when the window is over, the right password works and clears the account counter', async () => {
    await database.execute("UPDATE auth_throttles SET reset_at = now() - interval '1 second' WHERE key LIKE 'login:acct:%'");
    const { res } = await signIn(app, victim.email, victim.password, '203.0.113.96');
    assert.equal(res.statusCode, 200, res.body);
    const again = await signIn(app, victim.email, 'wrong-again-1', '203.0.113.95');
    assert.equal(again.res.statusCode, 422);
  });

  await t.test('per address: 30 failures on any accounts lock that address, not others', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAddress; i++) {
      const { res } = await signIn(app, `nobody${i}@example.com`, 'wrong-password', ip);
      assert.equal(res.statusCode, 422, `attempt ${i + 1}`);
    }
    const blocked = await signIn(app, victim.email, victim.password, ip);
    assert.equal(blocked.res.statusCode, 429);
    assert.ok(Number(blocked.res.headers['retry-after']) > 0);
    const other = await signIn(app, victim.email, victim.password, '198.51.100.78');
    assert.equal(other.res.statusCode, 200);
  });

  await t.test('429 message in the request language', async () => {
    const { rows } = await database.execute("SELECT key FROM auth_throttles WHERE key = 'login:ip:198.51.100.77'");
    assert.equal(rows.length, 1);
    const res = await app.inject({ url: '/sanctum/csrf-cookie' });
    const token = res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const ru = await app.inject({
      method: 'POST',
      url: '/ru/api/login',
      remoteAddress: '198.51.100.77',
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': token },
      payload: { email: 'a@example.com', password: 'whatever-1' },
    });
    assert.equal(ru.statusCode, 429);
    assert.match(ru.json().message, /Слишком много попыток входа/);
  });

  await app.close();
});

const redisUrl = process.env.TEST_REDIS_URL;
test('sign-in throttling in Redis (TEST_REDIS_URL)', { skip: redisUrl ? false : 'TEST_REDIS_URL not set' }, async (t) => {
  const redis = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
  t.after(() => redis.quit());
  const prefix = `realty:test:${process.pid}:${Date.now()}:`;
  const throttle = new LoginThrottle(new RedisThrottleStore(redis, prefix), { perAccount: 2, perAddress: 3, windowSeconds: 60 });
  assert.equal(await throttle.reserve('r@example.com', '1.1.1.1'), 0);
  assert.equal(await throttle.reserve('r@example.com', '1.1.1.1'), 0);
  const wait = await throttle.reserve('r@example.com', '1.1.1.2');
  assert.ok(wait > 0 && wait <= 60, `wait ${wait}`);
  await throttle.succeeded('r@example.com', '1.1.1.2');
  assert.equal(await throttle.reserve('r@example.com', '1.1.1.2'), 0);
  // A second client (another API instance, or after a restart) sees the same counters.
  const other = new LoginThrottle(new RedisThrottleStore(redis, prefix), { perAccount: 2, perAddress: 3, windowSeconds: 60 });
  assert.equal(await other.reserve('s@example.com', '1.1.1.1'), 0);
  assert.ok((await throttle.reserve('t@example.com', '1.1.1.1')) > 0, 'address 1.1.1.1 has 3 attempts');
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
});
