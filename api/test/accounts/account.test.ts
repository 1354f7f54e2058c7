// Favorites, saved searches and own listings: behaviour, plus the user_id matrix
// (every user-scoped endpoint × visitor / owner / another user): 401, 2xx, 403 — nothing changes,
// nothing leaks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { build, CookieJar } from '../helper';
import { insertListing, send, signUp, withCsrf, type TestUser } from './helpers';

const count = async (app: FastifyInstance, sql: string, params: unknown[]) =>
  Number((await app.database.execute(sql, params)).rows[0]?.n ?? 0);

test('favorites', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const bob = await signUp(app);
  const mine = await insertListing(app, bob.user.id);
  const hidden = await insertListing(app, bob.user.id, 'hidden');
  const deleted = await insertListing(app, bob.user.id, 'deleted');
  const uid = alice.user.id;

  await t.test('add, list ids, list cards, remove', async () => {
    let res = await send(alice.jar, { method: 'POST', url: '/en/api/realty/favorite', payload: { user_id: uid, realty_id: mine } });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json(), { message: 'Added to favorites.', data: { realty_id: mine, is_favorite: true } });
    res = await send(alice.jar, { method: 'POST', url: '/tr/api/realty/favorite', payload: { user_id: String(uid), realty_id: String(mine) } });
    assert.equal(res.statusCode, 200, 'adding twice is fine');
    assert.equal(res.json().message, 'Favorilere eklendi.');

    res = await alice.jar.inject({ url: `/api/realty/favorite?user_id=${uid}` });
    assert.deepEqual(res.json(), { data: [mine] });
    res = await alice.jar.inject({ url: `/ru/api/user/favorite?user_id=${uid}` });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.data.length, 1);
    assert.equal(body.data[0].id, mine);
    assert.equal(body.data[0].is_favorite, true);
    assert.match(body.data[0].url, new RegExp(`^/ru/real-estate/ad/${mine}$`));
    assert.deepEqual(body.meta, { current_page: 1, last_page: 1, total: 1, per_page: 20 });

    res = await send(alice.jar, { method: 'DELETE', url: `/api/realty/favorite?realty_id=${mine}&user_id=${uid}` });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data, { realty_id: mine, is_favorite: false });
    assert.deepEqual((await alice.jar.inject({ url: '/api/realty/favorite' })).json(), { data: [] });
  });

  await t.test('hidden, deleted and unknown listings cannot be marked; bad ids are 422', async () => {
    for (const id of [hidden, deleted, 99_999_999]) {
      const res = await send(alice.jar, { method: 'POST', url: '/en/api/realty/favorite', payload: { user_id: uid, realty_id: id } });
      assert.equal(res.statusCode, 404, `listing ${id}`);
      assert.equal(res.json().message, 'Listing not found.');
    }
    // The owner may keep their own hidden listing.
    const own = await send(bob.jar, { method: 'POST', url: '/api/realty/favorite', payload: { realty_id: hidden } });
    assert.equal(own.statusCode, 201);
    for (const bad of ['abc', -1, 0, 1.5, '', null]) {
      const res = await send(alice.jar, { method: 'POST', url: '/en/api/realty/favorite', payload: { user_id: uid, realty_id: bad } });
      assert.equal(res.statusCode, 422, JSON.stringify(bad));
      assert.deepEqual(res.json().errors, { realty_id: ['The listing id is not valid.'] });
    }
  });

  await t.test('a listing hidden or deleted later loses its heart but stays on profile/favorites, flagged', async () => {
    const later = await insertListing(app, bob.user.id);
    const hiddenLater = await insertListing(app, bob.user.id);
    await send(alice.jar, { method: 'POST', url: '/api/realty/favorite', payload: { realty_id: later } });
    await send(alice.jar, { method: 'POST', url: '/api/realty/favorite', payload: { realty_id: hiddenLater } });
    await app.database.execute("UPDATE listings SET status = 'deleted' WHERE id = $1", [later]);
    await app.database.execute("UPDATE listings SET status = 'hidden' WHERE id = $1", [hiddenLater]);
    assert.deepEqual((await alice.jar.inject({ url: '/api/realty/favorite' })).json(), { data: [] });
    const cards = (await alice.jar.inject({ url: '/en/api/user/favorite' })).json();
    assert.equal(cards.meta.total, 2);
    assert.deepEqual(
      Object.fromEntries(cards.data.map((c: { id: number; availability: string }) => [c.id, c.availability])),
      { [later]: 'removed', [hiddenLater]: 'hidden' },
    );
    await send(alice.jar, { method: 'DELETE', url: `/api/realty/favorite?realty_id=${later}` });
    await send(alice.jar, { method: 'DELETE', url: `/api/realty/favorite?realty_id=${hiddenLater}` });
  });

  await t.test('sorted by date added or price; bad sort is 422', async () => {
    const cheap = await insertListing(app, bob.user.id);
    const dear = await insertListing(app, bob.user.id);
    await app.database.execute('UPDATE listings SET price = 50000, price_try = 1750000 WHERE id = $1', [cheap]);
    await app.database.execute('UPDATE listings SET price = 500000, price_try = 17500000 WHERE id = $1', [dear]);
    await send(alice.jar, { method: 'POST', url: '/api/realty/favorite', payload: { realty_id: cheap } });
    await send(alice.jar, { method: 'POST', url: '/api/realty/favorite', payload: { realty_id: dear } });
    const ids = async (sort: string) => (await alice.jar.inject({ url: `/en/api/user/favorite?sort=${sort}` })).json().data.map((c: { id: number }) => c.id);
    assert.deepEqual(await ids('added'), [dear, cheap]);
    assert.deepEqual(await ids('price_asc'), [cheap, dear]);
    assert.deepEqual(await ids('price_desc'), [dear, cheap]);
    const bad = await alice.jar.inject({ url: '/ru/api/user/favorite?sort=views' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json(), { message: 'Сортировка: added, price_asc или price_desc.', errors: { sort: ['Сортировка: added, price_asc или price_desc.'] } });
  });
});

test('saved searches', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const uid = alice.user.id;

  await t.test('save, list, rename, delete', async () => {
    const filter = { dealType: 'sale', propertyType: 'apartment', region: 'antalya', rooms: ['2+1', '3+1'], price_from: 100000, user_id: 999, evil: 'x' };
    let res = await send(alice.jar, {
      method: 'POST',
      url: '/en/api/realty/filter/save',
      payload: { user_id: uid, filter, url: '/en/real-estate/sale-apartment/antalya?rooms=2%2B1', id: 5, userId: 999 },
    });
    assert.equal(res.statusCode, 201, res.body);
    const saved = res.json().data;
    assert.equal(saved.name, 'My search 1');
    assert.deepEqual(saved.filter, { dealType: 'sale', propertyType: 'apartment', region: 'antalya', rooms: ['2+1', '3+1'], price_from: 100000 });
    assert.equal(saved.url, '/en/real-estate/sale-apartment/antalya?rooms=2%2B1');
    assert.equal(await count(app, 'SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [uid]), 1);

    res = await send(alice.jar, { method: 'POST', url: '/ru/api/realty/filter/save', payload: { filter: { dealType: 'rent' }, name: '  Аренда Алания  ' } });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().data.name, 'Аренда Алания');
    assert.equal(res.json().message, 'Поиск сохранён.');

    res = await alice.jar.inject({ url: `/api/saved-searches?user_id=${uid}` });
    assert.deepEqual(res.json().data.map((s: { name: string }) => s.name).sort(), ['My search 1', 'Аренда Алания'].sort());

    res = await send(alice.jar, { method: 'PATCH', url: `/en/api/saved-searches/${saved.id}`, payload: { user_id: uid, name: 'Antalya flats', alert: 'daily' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.name, 'Antalya flats');
    assert.equal(res.json().data.alert, 'daily');

    res = await send(alice.jar, { method: 'DELETE', url: `/en/api/saved-searches/${saved.id}?user_id=${uid}` });
    assert.equal(res.statusCode, 200);
    assert.equal((await send(alice.jar, { method: 'DELETE', url: `/en/api/saved-searches/${saved.id}` })).statusCode, 404);
    assert.equal((await alice.jar.inject({ url: '/api/saved-searches' })).json().data.length, 1);
  });

  await t.test('invalid filters, names and urls are 422', async () => {
    const bad = [
      { filter: 'sale' },
      { filter: [1, 2] },
      { filter: { region: { nested: true } } },
      { filter: { region: 'x'.repeat(201) } },
      { filter: { dealType: 'sale' }, name: 'n'.repeat(101) },
      { filter: { dealType: 'sale' }, url: '//evil.example/phish' },
      { filter: { dealType: 'sale' }, url: 'https://evil.example/' },
      { filter: { dealType: 'sale' }, alert: 'hourly' },
      {},
    ];
    for (const payload of bad) {
      const res = await send(alice.jar, { method: 'POST', url: '/en/api/realty/filter/save', payload });
      assert.equal(res.statusCode, 422, JSON.stringify(payload));
      assert.equal(typeof res.json().message, 'string');
    }
    const empty = await send(alice.jar, { method: 'PATCH', url: '/en/api/saved-searches/1', payload: { name: '  ' } });
    assert.ok([404, 422].includes(empty.statusCode));
  });

  await t.test('at most 50 saved searches per user', async () => {
    const n = await count(app, 'SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [uid]);
    await app.database.execute(
      `INSERT INTO saved_searches (user_id, name, filter) SELECT $1, 'bulk ' || g, '{}'::jsonb FROM generate_series(1, $2::int) g`,
      [uid, 50 - n],
    );
    const res = await send(alice.jar, { method: 'POST', url: '/en/api/realty/filter/save', payload: { filter: { dealType: 'sale' } } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.filter, ['You can keep up to 50 saved searches. Delete one to save a new search.']);
  });
});

test('own listings', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const uid = alice.user.id;
  const active = await insertListing(app, uid);
  const hidden = await insertListing(app, uid, 'hidden');
  const gone = await insertListing(app, uid, 'deleted');

  await t.test('list active and hidden with status (never deleted ones); filter by status', async () => {
    const res = await alice.jar.inject({ url: `/en/api/user/list?user_id=${uid}` });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    const byId = new Map(body.data.map((card: { id: number; status: string }) => [card.id, card.status]));
    assert.equal(byId.get(active), 'active');
    assert.equal(byId.get(hidden), 'hidden');
    assert.equal(byId.has(gone), false);
    assert.equal(body.meta.total, 2);
    const onlyHidden = await alice.jar.inject({ url: '/en/api/user/list?status=hidden' });
    assert.deepEqual(onlyHidden.json().data.map((c: { id: number }) => c.id), [hidden]);
    assert.equal((await alice.jar.inject({ url: '/en/api/user/list?status=deleted' })).statusCode, 422);
  });

  await t.test('hide and show', async () => {
    let res = await send(alice.jar, { method: 'PATCH', url: '/en/api/user/list', payload: { user_id: uid, realty_id: active, status: 'hidden' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'Listing hidden.', data: { id: active, status: 'hidden' } });
    res = await send(alice.jar, { method: 'PATCH', url: '/en/api/user/list', payload: { realty_id: active, status: 'active' } });
    assert.deepEqual(res.json().data, { id: active, status: 'active' });
    res = await send(alice.jar, { method: 'PATCH', url: '/en/api/user/list', payload: { realty_id: active, status: 'deleted' } });
    assert.equal(res.statusCode, 422, 'deleting goes through DELETE');
    res = await send(alice.jar, { method: 'PATCH', url: '/en/api/user/list', payload: { realty_id: gone, status: 'active' } });
    assert.equal(res.statusCode, 404, 'a deleted listing cannot come back');
  });

  await t.test('delete is a soft delete', async () => {
    const res = await send(alice.jar, { method: 'DELETE', url: `/en/api/user/list?realty_id=${hidden}&user_id=${uid}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Listing deleted.');
    const { rows } = await app.database.execute('SELECT status, deleted_at FROM listings WHERE id = $1', [hidden]);
    assert.equal(rows[0]?.status, 'deleted');
    assert.ok(rows[0]?.deleted_at);
    assert.equal((await send(alice.jar, { method: 'DELETE', url: `/en/api/user/list?realty_id=${hidden}` })).statusCode, 404);
  });

  await t.test('no mass assignment through hide/show: owner, views and ids stay', async () => {
    const other = await signUp(app);
    const before = (await app.database.execute('SELECT user_id, views, phone_reveals, id FROM listings WHERE id = $1', [active])).rows[0];
    const res = await send(alice.jar, {
      method: 'PATCH',
      url: '/en/api/user/list',
      payload: { realty_id: active, status: 'hidden', user_id: uid, owner_id: other.user.id, userId: other.user.id, views: 9999, phone_reveals: 5, id: 1 },
    });
    assert.equal(res.statusCode, 200);
    const after = (await app.database.execute('SELECT user_id, views, phone_reveals, id FROM listings WHERE id = $1', [active])).rows[0];
    assert.deepEqual(after, before);
  });
});

// ---------------------------------------------------------------- the user_id matrix

interface Endpoint {
  name: string;
  /** Request for `user_id` = id (undefined: omit user_id). */
  request: (id: number | undefined, ctx: MatrixContext) => InjectOptions;
  /** Status for the owner. */
  ok: number;
  /** Database fingerprint that must not change when the call is refused. */
  state: (ctx: MatrixContext) => Promise<unknown>;
}

interface MatrixContext {
  app: FastifyInstance;
  owner: TestUser;
  other: TestUser;
  listing: number;
  ownListing: number;
  searchId: number;
}

const snapshot = async (app: FastifyInstance, userId: number) => ({
  favorites: (await app.database.execute('SELECT listing_id FROM favorites WHERE user_id = $1 ORDER BY 1', [userId])).rows,
  searches: (await app.database.execute('SELECT id, name, alert FROM saved_searches WHERE user_id = $1 ORDER BY 1', [userId])).rows,
  listings: (await app.database.execute('SELECT id, status FROM listings WHERE user_id = $1 ORDER BY 1', [userId])).rows,
  user: (await app.database.execute('SELECT name, lastname, phone, email, photo, password_hash FROM users WHERE id = $1', [userId])).rows,
});

const withId = (id: number | undefined, rest: Record<string, unknown> = {}) => (id === undefined ? rest : { user_id: id, ...rest });
const qs = (id: number | undefined, rest: Record<string, string | number> = {}) => {
  const params = new URLSearchParams(Object.entries({ ...rest, ...(id === undefined ? {} : { user_id: id }) }).map(([k, v]) => [k, String(v)]));
  const s = params.toString();
  return s ? `?${s}` : '';
};

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/realty/favorite', ok: 200, request: (id) => ({ url: `/en/api/realty/favorite${qs(id)}` }), state: async () => null },
  {
    name: 'POST /api/realty/favorite',
    ok: 201,
    request: (id, c) => ({ method: 'POST', url: '/en/api/realty/favorite', payload: withId(id, { realty_id: c.listing }) }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
  {
    name: 'DELETE /api/realty/favorite',
    ok: 200,
    request: (id, c) => ({ method: 'DELETE', url: `/en/api/realty/favorite${qs(id, { realty_id: c.listing })}` }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
  { name: 'GET /api/user/favorite', ok: 200, request: (id) => ({ url: `/en/api/user/favorite${qs(id)}` }), state: async () => null },
  { name: 'GET /api/user/list', ok: 200, request: (id) => ({ url: `/en/api/user/list${qs(id)}` }), state: async () => null },
  {
    name: 'PATCH /api/user/list',
    ok: 200,
    request: (id, c) => ({ method: 'PATCH', url: '/en/api/user/list', payload: withId(id, { realty_id: c.ownListing, status: 'hidden' }) }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
  {
    name: 'POST /api/realty/filter/save',
    ok: 201,
    request: (id) => ({ method: 'POST', url: '/en/api/realty/filter/save', payload: withId(id, { filter: { dealType: 'sale' } }) }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
  { name: 'GET /api/saved-searches', ok: 200, request: (id) => ({ url: `/en/api/saved-searches${qs(id)}` }), state: async () => null },
  {
    name: 'PATCH /api/saved-searches/:id',
    ok: 200,
    request: (id, c) => ({ method: 'PATCH', url: `/en/api/saved-searches/${c.searchId}`, payload: withId(id, { name: 'renamed' }) }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
  {
    name: 'PATCH /api/profile',
    ok: 200,
    request: (id) => ({ method: 'PATCH', url: '/en/api/profile', payload: withId(id, { name: 'Changed' }) }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
  {
    name: 'PUT /api/profile/password',
    ok: 200,
    request: (id, c) => ({
      method: 'PUT',
      url: '/en/api/profile/password',
      payload: withId(id, { current_password: c.owner.password, password: c.owner.password, password_confirmation: c.owner.password }),
    }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
  {
    name: 'DELETE /api/profile/photo',
    ok: 200,
    request: (id) => ({ method: 'DELETE', url: `/en/api/profile/photo${qs(id)}` }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
  { name: 'GET /api/profile/email', ok: 200, request: (id) => ({ url: `/en/api/profile/email${qs(id)}` }), state: async () => null },
  { name: 'GET /api/profile/data', ok: 200, request: (id) => ({ url: `/en/api/profile/data${qs(id)}` }), state: async () => null },
  {
    name: 'POST /api/profile/email',
    ok: 200,
    request: (id, c) => ({ method: 'POST', url: '/en/api/profile/email', payload: withId(id, { email: `matrix-${c.owner.user.id}@example.com`, current_password: c.owner.password }) }),
    state: async (c) => ({ user: await snapshot(c.app, c.owner.user.id), pending: (await c.app.database.execute('SELECT new_email FROM email_changes WHERE user_id = $1', [c.owner.user.id])).rows }),
  },
  {
    name: 'DELETE /api/profile/email',
    ok: 200,
    request: (id) => ({ method: 'DELETE', url: `/en/api/profile/email${qs(id)}` }),
    state: async (c) => (await c.app.database.execute('SELECT new_email FROM email_changes WHERE user_id = $1', [c.owner.user.id])).rows,
  },
  {
    name: 'POST /api/saved-searches/:id/seen',
    ok: 200,
    request: (id, c) => ({ method: 'POST', url: `/en/api/saved-searches/${c.searchId}/seen`, payload: withId(id) }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
  {
    name: 'GET /api/user/list/:id/stats',
    ok: 200,
    request: (id, c) => ({ url: `/en/api/user/list/${c.ownListing}/stats${qs(id)}` }),
    state: async () => null,
  },
  {
    name: 'GET /api/user/favorite?sort=price_asc',
    ok: 200,
    request: (id) => ({ url: `/en/api/user/favorite${qs(id, { sort: 'price_asc' })}` }),
    state: async () => null,
  },
  {
    name: 'DELETE /api/saved-searches/:id',
    ok: 200,
    request: (id, c) => ({ method: 'DELETE', url: `/en/api/saved-searches/${c.searchId}${qs(id)}` }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
  {
    name: 'DELETE /api/user/list',
    ok: 200,
    request: (id, c) => ({ method: 'DELETE', url: `/en/api/user/list${qs(id, { realty_id: c.ownListing })}` }),
    state: (c) => snapshot(c.app, c.owner.user.id),
  },
];

test('user_id matrix: every user-scoped endpoint × visitor / owner / another user', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const other = await signUp(app);
  const listing = await insertListing(app, other.user.id);
  const ownListing = await insertListing(app, owner.user.id);
  const saved = await send(owner.jar, { method: 'POST', url: '/api/realty/filter/save', payload: { filter: { dealType: 'rent' }, name: 'keep' } });
  const ctx: MatrixContext = { app, owner, other, listing, ownListing, searchId: saved.json().data.id };
  const visitor = await withCsrf(new CookieJar(app));
  const call = (jar: CookieJar, options: InjectOptions): Promise<LightMyRequestResponse> =>
    (options.method ?? 'GET') === 'GET' ? jar.inject(options) : send(jar, options);

  for (const endpoint of ENDPOINTS) {
    await t.test(endpoint.name, async () => {
      const before = await endpoint.state(ctx);
      // Visitor (with a valid CSRF token, so the session check is what answers): 401, with or without user_id.
      for (const id of [owner.user.id, undefined]) {
        const res = await call(visitor, endpoint.request(id, ctx));
        assert.equal(res.statusCode, 401, `visitor ${id ?? '(no user_id)'}: ${res.body}`);
        assert.deepEqual(res.json(), { message: 'Unauthenticated.' });
      }
      // Another user acting with the owner's id: 403, nothing of the owner's in the body.
      const forbidden = await call(other.jar, endpoint.request(owner.user.id, ctx));
      assert.equal(forbidden.statusCode, 403, forbidden.body);
      assert.deepEqual(forbidden.json(), { message: 'This action is unauthorized.' });
      // The owner using another user's id: 403 too.
      const mixed = await call(owner.jar, endpoint.request(other.user.id, ctx));
      assert.equal(mixed.statusCode, 403);
      assert.deepEqual(await endpoint.state(ctx), before, 'nothing changed');
      // Malformed id: 422.
      const malformed = await call(owner.jar, endpoint.request('x' as unknown as number, ctx));
      assert.equal(malformed.statusCode, 422);
      // The owner with their own id: success.
      const ok = await call(owner.jar, endpoint.request(owner.user.id, ctx));
      assert.equal(ok.statusCode, endpoint.ok, ok.body);
    });
  }

  await t.test('another user cannot reach the owner\'s rows through their own user_id either (404, no leak)', async () => {
    const search = await send(owner.jar, { method: 'POST', url: '/api/realty/filter/save', payload: { filter: { dealType: 'sale' }, name: 'private' } });
    const searchId = search.json().data.id;
    const before = await snapshot(app, owner.user.id);
    const rename = await send(other.jar, { method: 'PATCH', url: `/en/api/saved-searches/${searchId}`, payload: { user_id: other.user.id, name: 'pwned' } });
    assert.equal(rename.statusCode, 404);
    assert.doesNotMatch(rename.body, /private/);
    const remove = await send(other.jar, { method: 'DELETE', url: `/en/api/saved-searches/${searchId}?user_id=${other.user.id}` });
    assert.equal(remove.statusCode, 404);
    const own = await insertListing(app, owner.user.id);
    const hide = await send(other.jar, { method: 'PATCH', url: '/en/api/user/list', payload: { user_id: other.user.id, realty_id: own, status: 'hidden' } });
    assert.equal(hide.statusCode, 404);
    const del = await send(other.jar, { method: 'DELETE', url: `/en/api/user/list?realty_id=${own}&user_id=${other.user.id}` });
    assert.equal(del.statusCode, 404);
    const seen = await send(other.jar, { method: 'POST', url: `/en/api/saved-searches/${searchId}/seen`, payload: { user_id: other.user.id } });
    assert.equal(seen.statusCode, 404);
    const stats = await other.jar.inject({ url: `/en/api/user/list/${own}/stats?user_id=${other.user.id}` });
    assert.equal(stats.statusCode, 404);
    assert.doesNotMatch(stats.body, /views/);
    const summary = await other.jar.inject({ url: '/en/api/user/summary' });
    assert.equal(summary.json().data.active, 1, "the dashboard counts only the caller's listings (one of their own)");
    const after = await snapshot(app, owner.user.id);
    assert.deepEqual(after.searches, before.searches);
    assert.deepEqual(after.listings.filter((l) => l.id !== own), before.listings);
    const lists = await other.jar.inject({ url: '/en/api/saved-searches' });
    assert.doesNotMatch(lists.body, /private|keep/);
    const mine = await other.jar.inject({ url: '/en/api/user/list' });
    assert.ok(mine.json().data.every((card: { id: number }) => card.id !== own));
  });
});
