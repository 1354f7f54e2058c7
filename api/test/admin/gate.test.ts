// The back office's role gate, table-driven: EVERY admin endpoint answers 401 signed out, 403 to a signed-in user
// who is not an administrator, and 2xx (or a 4xx about its input, never 401/403) to an administrator. A new admin
// route must be added to ENDPOINTS; the last subtest fails when /api/openapi.json lists one that is missing here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { build, CookieJar } from '../helper';
import { insertListing, send, signUp, withCsrf, type TestUser } from '../accounts/helpers';
import { changeRole, setRole } from '../../src/plugins/app/admin/roles';
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
  post: number;
}

const POST = {
  category_id: null,
  tag_ids: [],
  cover: null,
  translations: { en: { title: 'Gate test post', body: '<p>Text</p>' } },
};

// In order: an administrator's calls run one after another (approve before reject, verify on a pending number…).
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/admin/summary', url: () => '/en/api/admin/summary', ok: 200 },
  { method: 'GET', path: '/api/admin/audit', url: () => '/en/api/admin/audit', ok: 200 },
  { method: 'GET', path: '/api/admin/jobs', url: () => '/en/api/admin/jobs', ok: 200 },
  { method: 'POST', path: '/api/admin/jobs/{queue}/{id}/retry', url: () => '/en/api/admin/jobs/photos/00000000-0000-4000-8000-000000000000/retry', ok: 404 },
  { method: 'GET', path: '/api/admin/payments', url: () => '/en/api/admin/payments', ok: 200 },
  // An unknown invoice: the administrator passes the gate and gets the 404 of the route.
  { method: 'POST', path: '/api/admin/payments/{id}/paid', url: () => '/en/api/admin/payments/999999/paid', ok: 404 },
  { method: 'POST', path: '/api/admin/payments/{id}/cancel', url: () => '/en/api/admin/payments/999999/cancel', ok: 404 },
  { method: 'GET', path: '/api/admin/payments/{id}/pdf', url: () => '/en/api/admin/payments/999999/pdf', ok: 404 },
  { method: 'GET', path: '/api/admin/moderation', url: () => '/en/api/admin/moderation', ok: 200 },
  { method: 'POST', path: '/api/admin/moderation/{id}/approve', url: (ids) => `/en/api/admin/moderation/${ids.listing}/approve`, ok: 200 },
  { method: 'POST', path: '/api/admin/moderation/{id}/hide', url: (ids) => `/en/api/admin/moderation/${ids.listing}/hide`, ok: 200 },
  { method: 'GET', path: '/api/admin/moderation/user-reports', url: () => '/en/api/admin/moderation/user-reports', ok: 200 },
  // No such report: the administrator passes the gate and gets the 404 of the route.
  { method: 'POST', path: '/api/admin/moderation/user-reports/{id}/resolve', url: () => '/en/api/admin/moderation/user-reports/999999/resolve', ok: 404 },
  {
    method: 'POST',
    path: '/api/admin/moderation/{id}/reject',
    url: (ids) => `/en/api/admin/moderation/${ids.listing}/reject`,
    payload: () => ({ reason: 'Photos of another flat' }),
    ok: 200,
  },
  { method: 'GET', path: '/api/admin/verification', url: () => '/en/api/admin/verification', ok: 200 },
  { method: 'POST', path: '/api/admin/verification/{id}/verify', url: (ids) => `/en/api/admin/verification/${ids.listing}/verify`, ok: 200 },
  // Verified already: nothing waits for a decision (409, past the gate).
  { method: 'POST', path: '/api/admin/verification/{id}/reject', url: (ids) => `/en/api/admin/verification/${ids.listing}/reject`, ok: 409 },
  { method: 'GET', path: '/api/admin/users', url: () => '/en/api/admin/users?q=example', ok: 200 },
  { method: 'GET', path: '/api/admin/users/{id}', url: (ids) => `/en/api/admin/users/${ids.user}`, ok: 200 },
  { method: 'POST', path: '/api/admin/users/{id}/block', url: (ids) => `/en/api/admin/users/${ids.user}/block`, ok: 200 },
  { method: 'POST', path: '/api/admin/users/{id}/unblock', url: (ids) => `/en/api/admin/users/${ids.user}/unblock`, ok: 200 },
  { method: 'GET', path: '/api/admin/journal', url: () => '/en/api/admin/journal', ok: 200 },
  { method: 'GET', path: '/api/admin/journal/taxonomy', url: () => '/en/api/admin/journal/taxonomy', ok: 200 },
  {
    method: 'POST',
    path: '/api/admin/journal/taxonomy',
    url: () => '/en/api/admin/journal/taxonomy',
    payload: () => ({ kind: 'tag', title_tr: 'Kapı testi', title_en: 'Gate test', title_ru: 'Тест' }),
    ok: 201,
  },
  { method: 'POST', path: '/api/admin/journal', url: () => '/en/api/admin/journal', payload: () => POST, ok: 201 },
  { method: 'GET', path: '/api/admin/journal/{id}', url: (ids) => `/en/api/admin/journal/${ids.post}`, ok: 200 },
  { method: 'PUT', path: '/api/admin/journal/{id}', url: (ids) => `/en/api/admin/journal/${ids.post}`, payload: () => POST, ok: 200 },
  { method: 'POST', path: '/api/admin/journal/{id}/publish', url: (ids) => `/en/api/admin/journal/${ids.post}/publish`, payload: () => ({ publish: true }), ok: 200 },
  // Not multipart: the field error, past the gate.
  { method: 'POST', path: '/api/admin/journal/cover', url: () => '/en/api/admin/journal/cover', payload: () => ({}), ok: 422 },
  { method: 'GET', path: '/api/admin/journal/cover/{upload}', url: () => '/en/api/admin/journal/cover/u999999', ok: 404 },
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
  const listing = await insertListing(app, owner.user.id);
  await app.database.execute(`UPDATE listings SET eids_number = 'EIDS-1', eids_status = 'pending', moderation_status = 'pending' WHERE id = $1`, [listing]);
  const post = await app.database.execute(`INSERT INTO blog_posts (slug, status) VALUES ('gate-post', 'draft') RETURNING id`, []);
  const ids: Ids = { listing, user: owner.user.id, post: Number(post.rows[0]?.id) };

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

test('changeRole (the command line and ADMIN_EMAILS): the one grant, written to the audit log when the role changes', async (t) => {
  const app = await build(t);
  const user = await signUp(app);
  const audited = async () =>
    (
      await app.database.execute(
        `SELECT action, actor_id, before, after FROM audit_log WHERE entity_type = 'user' AND entity_id = $1 ORDER BY id`,
        [String(user.user.id)],
      )
    ).rows.map((row) => [row.action, row.actor_id, row.before, row.after]);
  assert.deepEqual(await changeRole(app.database.db, 'nobody@example.com', 'admin'), { ok: false, reason: 'unknownEmail' });
  const granted = await changeRole(app.database.db, user.email.toUpperCase(), 'admin');
  assert.deepEqual(granted, { ok: true, userId: user.user.id, email: user.email, before: 'user', after: 'admin' });
  await changeRole(app.database.db, user.email, 'admin'); // no change: nothing written
  await changeRole(app.database.db, user.email, 'user');
  assert.deepEqual(await audited(), [
    ['user.grant_admin', null, { role: 'user' }, { role: 'admin' }],
    ['user.revoke_admin', null, { role: 'admin' }, { role: 'user' }],
  ]);
});
