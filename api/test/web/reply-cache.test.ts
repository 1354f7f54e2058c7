// Issue 12 (bench:web): the reply cache under concurrency. An expired entry is rebuilt by one request while the
// others get the expired copy; concurrent misses share one rebuild and one compression; an invalidation during a
// rebuild keeps nothing the rebuild read and serves nothing stale.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { build } from '../helper';
import type { Built } from '../../src/plugins/app/reply-cache';

/** A build whose end the test decides, counting its runs. */
function controlledBuild(body: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { runs: 0, release: () => release() };
  const run = async (): Promise<Built<string>> => {
    state.runs += 1;
    await gate;
    return { result: body, body };
  };
  return { state, run };
}

/** Let started lookups reach their build (they read the cache first). */
const settle = () => new Promise((resolve) => setImmediate(resolve));
const expire = () => new Promise((resolve) => setTimeout(resolve, 1100)); // TTL 1 s

let app: FastifyInstance;
/** An emptied cache, then `old` built once under `key`: that build and the lookup's entry. */
async function cacheOld(key: string) {
  await app.replyCache.invalidate();
  const first = controlledBuild('old');
  first.state.release();
  return { first, entry: await app.replyCache.lookup(key, first.run) };
}
before(async () => {
  app = await build(undefined, { config: { replyCacheTtl: 1 } });
});
after(async () => {
  await app.close();
});

describe('reply cache: one rebuild per key, the expired copy meanwhile', () => {
  test('concurrent misses share one build and one compressed copy', async () => {
    await app.replyCache.invalidate();
    const { state, run } = controlledBuild('{"n":1}');
    const pending = Promise.all([1, 2, 3].map(() => app.replyCache.lookup('k:share', run)));
    state.release();
    const found = await pending;
    assert.equal(state.runs, 1);
    assert.deepEqual(
      found.map((entry) => entry.state),
      ['miss', 'miss', 'miss'],
    );
    assert.equal(found.filter((entry) => !entry.kept && entry.own).length, 1, 'one caller ran the build');
    assert.ok(found[0]?.cached && found.every((entry) => entry.cached === found[0]?.cached), 'one compressed copy for all');
    const again = await app.replyCache.lookup('k:share', run);
    assert.equal(again.state, 'hit');
    assert.equal(state.runs, 1);
  });

  test('after expiry one request rebuilds while the others get the expired copy', async () => {
    assert.equal((await cacheOld('k:stale')).entry.state, 'miss');
    await expire();
    const second = controlledBuild('new');
    const rebuilding = app.replyCache.lookup('k:stale', second.run);
    await settle();
    const meanwhile = await app.replyCache.lookup('k:stale', second.run);
    assert.equal(meanwhile.state, 'stale');
    assert.equal(meanwhile.cached?.body, 'old');
    assert.equal(second.state.runs, 1);
    second.state.release();
    const rebuilt = await rebuilding;
    assert.equal(rebuilt.state, 'miss');
    assert.equal(rebuilt.cached?.body, 'new');
    const next = await app.replyCache.lookup('k:stale', second.run);
    assert.equal(next.state, 'hit');
    assert.equal(next.cached.body, 'new');
  });

  test('an expired copy is not served once nobody rebuilds it, nor more than one TTL late', async () => {
    await cacheOld('k:late');
    await expire();
    await expire();
    const second = controlledBuild('new');
    const rebuilding = app.replyCache.lookup('k:late', second.run);
    await settle();
    // Two TTLs after expiry the old copy is gone: a concurrent caller waits for the rebuild.
    const waiting = app.replyCache.lookup('k:late', second.run);
    second.state.release();
    assert.deepEqual(
      (await Promise.all([rebuilding, waiting])).map((entry) => [entry.state, entry.cached?.body]),
      [
        ['miss', 'new'],
        ['miss', 'new'],
      ],
    );
  });

  test('an invalidation during a rebuild: nothing stale served, the rebuild not kept', async () => {
    const { first } = await cacheOld('k:write');
    await expire();
    const before = controlledBuild('read before the write');
    const rebuilding = app.replyCache.lookup('k:write', before.run);
    await settle();
    assert.equal(before.state.runs, 1);
    await app.replyCache.invalidate();
    const afterWrite = controlledBuild('read after the write');
    const fresh = app.replyCache.lookup('k:write', afterWrite.run);
    await settle();
    assert.equal(afterWrite.state.runs, 1, 'a reader after the write does not join the older rebuild');
    before.state.release();
    afterWrite.state.release();
    assert.equal((await rebuilding).cached?.body, 'read before the write');
    assert.equal((await fresh).cached?.body, 'read after the write');
    const next = await app.replyCache.lookup('k:write', first.run);
    assert.equal(next.state, 'hit');
    assert.equal(next.cached?.body, 'read after the write');
  });
});

describe('reply cache over HTTP', () => {
  test('concurrent visitors of an uncached page share one rendering', async () => {
    let renders = 0;
    app.web.registerHeadProvider('about', () => {
      renders += 1;
      return {};
    });
    await app.replyCache.invalidate();
    const replies = await Promise.all([1, 2, 3, 4].map(() => app.inject({ url: '/en/about', headers: { 'accept-encoding': 'br' } })));
    assert.equal(renders, 1);
    for (const reply of replies) {
      assert.equal(reply.statusCode, 200);
      assert.equal(reply.headers['content-encoding'], 'br');
      assert.equal(reply.headers['x-reply-cache'], 'miss');
      assert.deepEqual(reply.rawPayload, replies[0]?.rawPayload);
    }
    const hit = await app.inject({ url: '/en/about' });
    assert.equal(hit.headers['x-reply-cache'], 'hit');
    assert.equal(renders, 1);
    // The security headers are the same on a kept copy (helmet's middleware, built once, runs on every page).
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy', 'x-content-type-options']) {
      assert.ok(hit.headers[name], name);
      assert.equal(hit.headers[name], replies[0]?.headers[name], name);
    }
    assert.match(String(hit.headers['content-security-policy']), /default-src 'self'/);
  });

  test('concurrent requests for a missing listing each get the 404 with its message', async () => {
    const replies = await Promise.all([1, 2, 3].map(() => app.inject({ url: '/api/realty/999997' })));
    for (const reply of replies) {
      assert.equal(reply.statusCode, 404);
      assert.ok(reply.json<{ message: string }>().message);
      assert.equal(reply.headers['x-reply-cache'], undefined);
    }
  });

  test('concurrent misses of the catalogue list all get the one rebuilt reply', async () => {
    await app.replyCache.invalidate();
    const url = '/api/realty?page=1&per_page=4';
    const replies = await Promise.all([1, 2, 3].map(() => app.inject({ url, headers: { 'accept-encoding': 'identity' } })));
    for (const reply of replies) {
      assert.equal(reply.statusCode, 200);
      assert.equal(reply.headers['x-reply-cache'], 'miss');
      assert.equal(reply.body, replies[0]?.body);
    }
    assert.ok(Array.isArray(replies[0]?.json<{ data: unknown[] }>().data));
  });
});
