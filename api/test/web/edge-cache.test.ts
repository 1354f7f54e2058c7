// Issue 26 item 5: anonymous pages and public API replies carry s-maxage + stale-while-revalidate and a weak ETag
// (304 on If-None-Match); a session, its hint cookie or remote overrides keep them `private, no-cache`; with Redis,
// a write on one instance changes the ETag another instance answers with.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { REAL_REDIS_URL, redisAvailable } from '../support/flaky-redis';
import { build } from '../helper';
import { insertListing, send, signUp } from '../accounts/helpers';
import { etagMatches, PRIVATE_REVALIDATE } from '../../src/web/edge-cache';
import { REMOTE_OVERRIDES_COOKIE } from '../../src/web/remote-overrides';

const EDGE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
const WEAK_ETAG = /^W\/"[A-Za-z0-9_-]{27}"$/;

/** The reply carries a weak ETag and a second request with it gets a 304 with the same headers and no body. */
async function assertRevalidates(app: FastifyInstance, url: string, first: LightMyRequestResponse, cookie?: string): Promise<void> {
  const etag = String(first.headers.etag);
  assert.match(etag, WEAK_ETAG, `${url}: a weak ETag`);
  const again = await app.inject({ url, headers: { 'if-none-match': etag, ...(cookie ? { cookie } : {}) } });
  assert.equal(again.statusCode, 304, `${url}: 304 for the version the client has`);
  assert.equal(again.body, '');
  assert.equal(again.headers.etag, etag);
  assert.equal(again.headers['cache-control'], first.headers['cache-control'], `${url}: the 304 carries the same policy`);
  const other = await app.inject({ url, headers: { 'if-none-match': 'W/"another-version"', ...(cookie ? { cookie } : {}) } });
  assert.equal(other.statusCode, 200, `${url}: another version gets the body`);
  assert.equal(other.headers.etag, etag, `${url}: the same content, the same ETag`);
}

describe('edge caching (EDGE_CACHE_SECONDS 30, EDGE_STALE_SECONDS 300: the defaults)', () => {
  let app: FastifyInstance;
  let listingId: number;
  let owner: Awaited<ReturnType<typeof signUp>>;
  before(async () => {
    app = await build(undefined, { config: { replyCacheTtl: 60 } });
    owner = await signUp(app);
    listingId = await insertListing(app, owner.user.id);
  });
  after(() => app.close());

  test('an anonymous page is public for shared caches, with a weak ETag and 304 on If-None-Match', async () => {
    await app.replyCache.invalidate();
    const first = await app.inject({ url: '/en' });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['x-reply-cache'], 'miss');
    assert.equal(first.headers['cache-control'], EDGE);
    assert.equal(first.headers['set-cookie'], undefined, 'nothing per visitor set on a shared page');
    const hit = await app.inject({ url: '/en' });
    assert.equal(hit.headers['x-reply-cache'], 'hit');
    assert.equal(hit.headers.etag, first.headers.etag, 'the kept copy has the ETag of the rendering');
    await assertRevalidates(app, '/en', first);
  });

  test('the anonymous page holds nothing of a signed-in visitor who asked for it first', async () => {
    const viewer = await signUp(app, { name: 'Gülizar', lastname: 'Kahramanoğlu' });
    await app.replyCache.invalidate();
    const theirs = await viewer.jar.inject({ url: `/en/real-estate/ad/${listingId}` });
    assert.equal(theirs.statusCode, 200);
    const anonymous = await app.inject({ url: `/en/real-estate/ad/${listingId}` });
    assert.equal(anonymous.headers['cache-control'], EDGE);
    const csrf = viewer.jar.get('XSRF-TOKEN');
    assert.ok(csrf);
    for (const personal of [viewer.email, viewer.user.name, viewer.user.lastname, csrf, decodeURIComponent(csrf)]) {
      assert.ok(!anonymous.body.includes(personal), `the shared page does not hold ${personal}`);
    }
    assert.equal(theirs.headers['cache-control'], PRIVATE_REVALIDATE);
  });

  test('a session, its hint cookie or a remote-overrides cookie keep pages private', async () => {
    const signedIn = await owner.jar.inject({ url: '/en' });
    assert.equal(signedIn.statusCode, 200);
    assert.equal(signedIn.headers['cache-control'], PRIVATE_REVALIDATE);
    assert.equal(signedIn.headers['x-reply-cache'], undefined, 'not the anonymous copy');
    for (const cookie of ['realty_auth=1', `${REMOTE_OVERRIDES_COOKIE}=x`]) {
      const res = await app.inject({ url: '/en', headers: { cookie } });
      assert.equal(res.headers['cache-control'], PRIVATE_REVALIDATE, cookie);
    }
    // Private replies still validate: the browser revalidates them with a 304 (the signed-in page is rendered for that
    // user, so with that user's session).
    await assertRevalidates(app, '/en', signedIn, owner.jar.header());
    const hinted = await app.inject({ url: '/en', headers: { cookie: 'realty_auth=1' } });
    await assertRevalidates(app, '/en', hinted, 'realty_auth=1');
    assert.notEqual(hinted.headers.etag, signedIn.headers.etag, 'the signed-in page is not the visitor’s');
  });

  test('a 404 page is not kept at the edge', async () => {
    const res = await app.inject({ url: '/en/no-such-page' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers.etag, undefined);
  });

  test('the public catalogue, a listing and page replies: public for visitors, private for a session, 304 on the ETag', async () => {
    for (const url of ['/api/realty?page=1&per_page=5', `/en/api/realty/${listingId}`, '/en/api/pages/journal', '/en/api/pages']) {
      const anonymous = await app.inject({ url });
      assert.equal(anonymous.statusCode, 200, `${url}: ${anonymous.body}`);
      assert.equal(anonymous.headers['cache-control'], EDGE, url);
      await assertRevalidates(app, url, anonymous);
      const signedIn = await owner.jar.inject({ url });
      assert.equal(signedIn.headers['cache-control'], PRIVATE_REVALIDATE, url);
      assert.equal(signedIn.headers.etag, anonymous.headers.etag, `${url}: the same body`);
    }
    const missing = await app.inject({ url: '/en/api/realty/999999' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['cache-control'], 'private, no-store');
  });

  test('a write changes the ETag (the reply cache drops its copy)', async () => {
    const url = `/en/api/realty?page=1&per_page=5`;
    const other = await insertListing(app, owner.user.id);
    await app.replyCache.invalidate(); // the row was inserted behind the API's back
    const before = await app.inject({ url });
    const hide = await send(owner.jar, { method: 'PATCH', url: '/api/user/list', payload: { user_id: owner.user.id, realty_id: other, status: 'hidden' } });
    assert.equal(hide.statusCode, 200, hide.body);
    const afterWrite = await app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
    assert.equal(afterWrite.statusCode, 200, 'the old version is not confirmed');
    assert.notEqual(afterWrite.headers.etag, before.headers.etag);
  });
});

describe('EDGE_CACHE_SECONDS=0', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build(undefined, { env: { EDGE_CACHE_SECONDS: '0' } });
  });
  after(() => app.close());

  test('pages and API replies keep their own policies, with validators', async () => {
    const page = await app.inject({ url: '/en' });
    assert.equal(page.headers['cache-control'], 'no-cache');
    await assertRevalidates(app, '/en', page);
    const list = await app.inject({ url: '/api/realty?page=1' });
    assert.equal(list.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
    await assertRevalidates(app, '/api/realty?page=1', list);
  });
});

test('If-None-Match comparison', () => {
  assert.ok(etagMatches('W/"abc"', 'W/"abc"'));
  assert.ok(etagMatches('"abc"', 'W/"abc"'), 'weak comparison');
  assert.ok(etagMatches('W/"x", W/"abc"', 'W/"abc"'));
  assert.ok(etagMatches('*', 'W/"abc"'));
  assert.ok(!etagMatches('W/"abd"', 'W/"abc"'));
  assert.ok(!etagMatches(undefined, 'W/"abc"'));
});

test('with Redis, a write on one instance changes the ETag another instance answers with', async (t) => {
  const redisUrl = REAL_REDIS_URL;
  if (!(await redisAvailable(redisUrl))) return t.skip(`no Redis at ${redisUrl}`);
  const config = { replyCacheTtl: 60, redisUrl };
  const one = await build(t, { config });
  const two = await build(t, { config, database: one.database });
  const owner = await signUp(two);
  const listing = await insertListing(two, owner.user.id);
  // A query of its own, so that another test process on the same Redis is not confused.
  const url = `/en/api/realty?page=1&per_page=7&price_to=${8_000_000 + (Date.now() % 100_000)}`;
  const page = `/en/real-estate/ad/${listing}`;
  await one.replyCache.invalidate();
  const listBefore = await one.inject({ url });
  assert.match(String(listBefore.headers.etag), WEAK_ETAG);
  const pageBefore = await one.inject({ url: page });
  assert.equal(pageBefore.statusCode, 200);
  const shared = await two.inject({ url, headers: { 'if-none-match': String(listBefore.headers.etag) } });
  assert.equal(shared.statusCode, 304, 'the other instance confirms the same version');

  const hide = await send(owner.jar, { method: 'PATCH', url: '/api/user/list', payload: { user_id: owner.user.id, realty_id: listing, status: 'hidden' } });
  assert.equal(hide.statusCode, 200, hide.body);

  const listAfter = await one.inject({ url, headers: { 'if-none-match': String(listBefore.headers.etag) } });
  assert.equal(listAfter.statusCode, 200, 'instance one does not confirm the old list');
  assert.equal(listAfter.headers['x-reply-cache'], 'miss', 'its copy in Redis was dropped by instance two');
  assert.notEqual(listAfter.headers.etag, listBefore.headers.etag);
  const pageAfter = await one.inject({ url: page, headers: { 'if-none-match': String(pageBefore.headers.etag) } });
  assert.equal(pageAfter.statusCode, 404, 'the hidden listing is gone from the page too');
});
