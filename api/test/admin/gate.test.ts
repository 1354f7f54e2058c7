// The back office's role gate, table-driven: EVERY admin endpoint answers 401 signed out, 403 to a signed-in user
// who is not an administrator, and 2xx (or a 4xx about its input, never 401/403) to an administrator. A new admin
// route must be added to ENDPOINTS; the last subtest fails when /api/openapi.json lists one that is missing here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { build, CookieJar } from '../helper';
import { insertListing, send, signUp, withCsrf, type TestUser } from '../accounts/helpers';
import { setRole } from '../../src/services/admin/roles';
import { signUpAdmin } from './helpers';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path (`{id}` for params) */
  path: string;
  url: (ids: Ids) => string;
  payload?: (ids: Ids) => Record<string, unknown>;
  /** What an administrator gets. */
  ok: number;
}

interface Ids {
  listing: number;
  user: number;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/admin/summary', url: () => '/en/api/admin/summary', ok: 200 },
  { method: 'GET', path: '/api/admin/audit', url: () => '/en/api/admin/audit', ok: 200 },
  { method: 'GET', path: '/api/admin/payments', url: () => '/en/api/admin/payments', ok: 200 },
  // An unknown invoice: the administrator passes the gate and gets the 404 of the route.
  { method: 'POST', path: '/api/admin/payments/{id}/paid', url: () => '/en/api/admin/payments/999999/paid', ok: 404 },
  { method: 'POST', path: '/api/admin/payments/{id}/cancel', url: () => '/en/api/admin/payments/999999/cancel', ok: 404 },
  { method: 'GET', path: '/api/admin/payments/{id}/pdf', url: () => '/en/api/admin/payments/999999/pdf', ok: 404 },
];

async function call(jar: CookieJar, endpoint: Endpoint, ids: Ids) {
  const options = { method: endpoint.method, url: endpoint.url(ids), ...(endpoint.payload ? { payload: endpoint.payload(ids) } : {}) };
  return endpoint.method === 'GET' ? jar.inject(options) : send(jar, options);
}

test('admin role gate', async (t) => {
  const app: FastifyInstance = await build(t);
  const visitor = await withCsrf(new CookieJar(app));
  const user: TestUser = await signUp(app);
  const admin = await signUpAdmin(app);
  const owner = await signUp(app);
  const ids: Ids = { listing: await insertListing(app, owner.user.id), user: owner.user.id };

  for (const endpoint of ENDPOINTS) {
    await t.test(`${endpoint.method} ${endpoint.path}`, async () => {
      let res = await call(visitor, endpoint, ids);
      assert.equal(res.statusCode, 401, `signed out: ${res.body}`);
      assert.deepEqual(res.json(), { message: 'Unauthenticated.' });
      res = await call(user.jar, endpoint, ids);
      assert.equal(res.statusCode, 403, `user: ${res.body}`);
      assert.deepEqual(res.json(), { message: 'This action is unauthorized.' });
      res = await call(admin.jar, endpoint, ids);
      assert.equal(res.statusCode, endpoint.ok, `admin: ${res.body}`);
    });
  }

  await t.test('every admin route of the OpenAPI document is in the table', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const listed = new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`));
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    assert.ok(documented.length >= ENDPOINTS.length);
    assert.deepEqual(documented.filter((e) => !listed.has(e)), []);
  });

  await t.test('the user reply carries the role; revoking takes the back office away at once', async () => {
    assert.equal((await admin.jar.inject({ url: '/api/user' })).json().data.role, 'admin');
    assert.equal((await user.jar.inject({ url: '/api/user' })).json().data.role, 'user');
    await setRole(app.database.db, admin.email, 'user');
    assert.equal((await admin.jar.inject({ url: '/en/api/admin/summary' })).statusCode, 403);
    await setRole(app.database.db, admin.email, 'admin');
    assert.equal((await admin.jar.inject({ url: '/en/api/admin/summary' })).statusCode, 200);
  });
});

test('setRole (the admin command line)', async (t) => {
  const app = await build(t);
  const user = await signUp(app);
  assert.deepEqual(await setRole(app.database.db, 'nobody@example.com', 'admin'), { ok: false, reason: 'unknownEmail' });
  assert.deepEqual(await setRole(app.database.db, 'not an address', 'admin'), { ok: false, reason: 'invalidEmail' });
  const granted = await setRole(app.database.db, `  ${user.email.toUpperCase()} `, 'admin');
  assert.deepEqual(granted, { ok: true, userId: user.user.id, email: user.email, before: 'user', after: 'admin' });
  const revoked = await setRole(app.database.db, user.email, 'user');
  assert.deepEqual(revoked, { ok: true, userId: user.user.id, email: user.email, before: 'admin', after: 'user' });
});
