// Issue 12: precompressed static files (Vary, validators, 304, only the headers a script needs), compressed HTML and
// JSON, the inlined remotes configuration and the preload hints read from the manifests, and the reply cache of the
// public catalogue and listing replies (hits, stored encodings, invalidation).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { build } from '../helper';
import { insertListing, send, signUp } from '../accounts/helpers';
import { chooseEncoding, writesUnder } from '../../src/plugins/app/reply-cache';
import { IMMUTABLE, REVALIDATE } from '../../src/web/static';

const SCRIPT = `/* a shell chunk */ ${'console.log("federated page");\n'.repeat(200)}`;

async function write(file: string, body: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

/** A built shell and mf-catalog as webpack.common.ts writes them: chunk groups, manifests, .br/.gz beside files. */
async function makeBuild(root: string): Promise<{ shellDist: string; remotesDistRoot: string }> {
  const shellDist = path.join(root, 'shell/dist');
  const catalogDist = path.join(root, 'remotes/mf-catalog/dist');
  await write(
    path.join(shellDist, 'index.html'),
    '<!doctype html>\n<html lang="tr">\n<head>\n<meta charset="utf-8">\n<!--app-head-->\n<script defer src="/shell/main.0123abcd.js"></script>\n</head>\n<body><div id="root"></div></body>\n</html>\n',
  );
  for (const name of ['main.0123abcd.js', 'bootstrap.1111aaaa.js', '470.2222bbbb.js']) {
    await write(path.join(shellDist, name), SCRIPT);
    await write(path.join(shellDist, `${name}.br`), brotliCompressSync(SCRIPT));
    await write(path.join(shellDist, `${name}.gz`), gzipSync(SCRIPT));
  }
  await write(path.join(shellDist, 'chunk-groups.json'), JSON.stringify({ main: ['main.0123abcd.js'], bootstrap: ['bootstrap.1111aaaa.js'], 'shared-singletons': ['470.2222bbbb.js'] }));
  await write(
    path.join(shellDist, 'mf-manifest.json'),
    JSON.stringify({ id: 'shell', name: 'shell', metaData: {}, shared: [{ name: 'react-dom', assets: { js: { sync: ['470.2222bbbb.js'], async: [] } } }], exposes: [] }),
  );
  await write(
    path.join(catalogDist, 'mf-manifest.json'),
    JSON.stringify({
      id: 'mf_catalog',
      name: 'mf_catalog',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      shared: [],
      exposes: [{ name: 'HomePage', path: './HomePage', assets: { js: { sync: ['__federation_expose_HomePage.3333cccc.js'], async: ['9.4444dddd.js'] } } }],
    }),
  );
  await write(path.join(catalogDist, 'remoteEntry.js'), SCRIPT);
  await write(path.join(catalogDist, 'remoteEntry.js.br'), brotliCompressSync(SCRIPT));
  await write(path.join(catalogDist, 'remoteEntry.js.gz'), gzipSync(SCRIPT));
  await write(path.join(catalogDist, '__federation_expose_HomePage.3333cccc.js'), SCRIPT);
  return { shellDist, remotesDistRoot: path.join(root, 'remotes') };
}

let app: FastifyInstance;
let tmp: string;
before(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'realty-perf-'));
  app = await build(undefined, { config: { ...(await makeBuild(tmp)), replyCacheTtl: 60 } });
});
after(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('static files: precompressed, validated, lean headers', () => {
  test('brotli, gzip or identity by Accept-Encoding, always with Vary', async () => {
    const br = await app.inject({ url: '/shell/main.0123abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), SCRIPT);
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    const gz = await app.inject({ url: '/shell/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), SCRIPT);
    const plain = await app.inject({ url: '/shell/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, SCRIPT);
    assert.match(String(plain.headers.vary), /accept-encoding/i);
  });

  test('no page security headers on built files, only nosniff and the resource policy', async () => {
    const res = await app.inject({ url: '/remotes/mf-catalog/remoteEntry.js' });
    assert.equal(res.headers['content-security-policy'], undefined);
    assert.equal(res.headers['x-frame-options'], undefined);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['access-control-allow-origin'], '*');
    // Pages keep theirs.
    const page = await app.inject({ url: '/en/about' });
    assert.ok(page.headers['content-security-policy']);
  });

  test('entries and manifests: revalidated with ETag and Last-Modified, 304 without a body', async () => {
    for (const url of ['/remotes/mf-catalog/remoteEntry.js', '/remotes/mf-catalog/mf-manifest.json']) {
      const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      assert.equal(first.headers['cache-control'], REVALIDATE, url);
      const etag = String(first.headers.etag);
      assert.ok(etag && first.headers['last-modified'], url);
      const again = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      assert.equal(again.statusCode, 304, url);
      assert.equal(again.body, '', url);
      const since = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-modified-since': String(first.headers['last-modified']) } });
      assert.equal(since.statusCode, 304, url);
    }
  });
});

describe('pages: no staircase', () => {
  test('the remotes configuration is inlined and the start-up files are preloaded', async () => {
    const res = await app.inject({ url: '/en', headers: { 'accept-encoding': 'identity' } });
    assert.equal(res.statusCode, 200);
    const html = res.body;
    const initial = /<script type="application\/json" id="__INITIAL_DATA__">([^<]*)<\/script>/.exec(html)?.[1];
    assert.ok(initial, 'initial data block');
    assert.equal(JSON.parse(initial)['/remotes.json'].catalog, '/remotes/mf-catalog/mf-manifest.json');
    for (const link of [
      '<link rel="preload" href="/shell/bootstrap.1111aaaa.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/shell/470.2222bbbb.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mf-catalog/mf-manifest.json" as="fetch" crossorigin>',
      '<link rel="preload" href="/remotes/mf-catalog/remoteEntry.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mf-catalog/__federation_expose_HomePage.3333cccc.js" as="script" fetchpriority="low">',
    ]) {
      assert.ok(html.includes(link), `missing ${link}`);
    }
    // Lazy chunks of the page are not preloaded (they may never be needed).
    assert.ok(!html.includes('9.4444dddd.js'));
  });

  test('a shell page preloads the shell files only', async () => {
    const html = (await app.inject({ url: '/en/about' })).body;
    assert.ok(html.includes('href="/shell/bootstrap.1111aaaa.js"'));
    assert.ok(!html.includes('remoteEntry.js'));
  });

  test("a visitor's page HTML is kept in the reply cache; a signed-in visitor's is not", async () => {
    await app.replyCache.invalidate();
    const first = await app.inject({ url: '/en/about', headers: { 'accept-encoding': 'identity' } });
    assert.equal(first.headers['x-reply-cache'], 'miss');
    const second = await app.inject({ url: '/en/about', headers: { 'accept-encoding': 'br' } });
    assert.equal(second.headers['x-reply-cache'], 'hit');
    assert.match(String(second.headers['content-type']), /text\/html/);
    assert.equal(brotliDecompressSync(second.rawPayload).toString(), first.body);
    const signedIn = await app.inject({ url: '/en/about', headers: { cookie: 'realty_session=abc' } });
    assert.equal(signedIn.headers['x-reply-cache'], undefined);
    assert.equal(signedIn.statusCode, 200);
    const missing = await app.inject({ url: '/en/no-such-page' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['x-reply-cache'], undefined);
  });

  test('page HTML is compressed on the fly for clients that accept it', async () => {
    const res = await app.inject({ url: '/en', headers: { 'accept-encoding': 'br' } });
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(String(res.headers.vary), /accept-encoding/i);
    assert.match(brotliDecompressSync(res.rawPayload).toString(), /<html lang="en"/);
  });
});

describe('reply cache of the public catalogue and listing replies', () => {
  test('the second request is a hit with the same body, in the encoding asked for', async () => {
    const url = '/api/realty?page=1&per_page=10';
    await app.replyCache.invalidate();
    const first = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['x-reply-cache'], 'miss');
    const second = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    assert.equal(second.headers['x-reply-cache'], 'hit');
    assert.equal(second.body, first.body);
    assert.match(String(second.headers['content-type']), /application\/json/);
    assert.equal(second.headers['cache-control'], 'public, max-age=0, s-maxage=30, stale-while-revalidate=300', 'kept at the edge (web/edge-cache.ts)');
    assert.equal(second.headers.etag, first.headers.etag);
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), first.body);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gunzipSync(gz.rawPayload).toString(), first.body);
  });

  test('invalidate() drops the cached replies', async () => {
    const url = '/api/realty?page=1&per_page=5';
    await app.inject({ url });
    assert.equal((await app.inject({ url })).headers['x-reply-cache'], 'hit');
    await app.replyCache.invalidate();
    assert.equal((await app.inject({ url })).headers['x-reply-cache'], 'miss');
    assert.equal((await app.inject({ url })).headers['x-reply-cache'], 'hit');
  });

  test("the owner's delete through the API drops the cached detail and list at once", async () => {
    const owner = await signUp(app);
    const id = await insertListing(app, owner.user.id);
    await app.replyCache.invalidate();
    const detail = `/en/api/realty/${id}`;
    assert.equal((await app.inject({ url: detail })).statusCode, 200);
    assert.equal((await app.inject({ url: detail })).headers['x-reply-cache'], 'hit');
    const list = '/en/api/realty?page=1&per_page=50';
    assert.ok((await app.inject({ url: list })).json<{ data: Array<{ id: number }> }>().data.some((card) => card.id === id));
    const removed = await send(owner.jar, { method: 'DELETE', url: `/en/api/listings/${id}` });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await app.inject({ url: detail })).statusCode, 404);
    const after = await app.inject({ url: list });
    assert.equal(after.headers['x-reply-cache'], 'miss');
    assert.ok(!after.json<{ data: Array<{ id: number }> }>().data.some((card) => card.id === id));
  });

  test('a missing listing is a 404 with a message and is not cached', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({ url: '/api/realty/999999' });
      assert.equal(res.statusCode, 404);
      assert.ok(res.json().message);
      assert.notEqual(res.headers['x-reply-cache'], 'hit');
    }
  });

  test('concurrent rebuilds of one key run once', async () => {
    let calls = 0;
    const produce = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return calls;
    };
    const results = await Promise.all([app.replyCache.once('k', produce), app.replyCache.once('k', produce), app.replyCache.once('k', produce)]);
    assert.deepEqual(results, [1, 1, 1]);
    assert.equal(await app.replyCache.once('k', produce), 2, 'a later call runs again');
  });

  test('with Redis, two instances share cached replies and one invalidation drops them for both', async (t) => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
    try {
      await probe.connect();
    } catch {
      t.skip(`no Redis at ${redisUrl}`);
      probe.disconnect();
      return;
    }
    probe.disconnect();
    const config = { replyCacheTtl: 60, redisUrl };
    const one = await build(undefined, { database: app.database, config });
    const two = await build(undefined, { database: app.database, config });
    try {
      // A query of its own, so that a run beside another test process on the same Redis is not confused.
      const url = `/api/realty?page=1&per_page=7&price_to=${9_000_000 + (Date.now() % 100_000)}`;
      await one.replyCache.invalidate();
      assert.equal((await one.inject({ url })).headers['x-reply-cache'], 'miss');
      const other = await two.inject({ url });
      assert.equal(other.headers['x-reply-cache'], 'hit');
      await one.replyCache.invalidate();
      assert.equal((await two.inject({ url })).headers['x-reply-cache'], 'miss');
    } finally {
      await one.close();
      await two.close();
    }
  });

  test('Accept-Encoding negotiation', () => {
    assert.equal(chooseEncoding('gzip, deflate, br'), 'br');
    assert.equal(chooseEncoding('gzip'), 'gzip');
    assert.equal(chooseEncoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(chooseEncoding('*'), 'br');
    assert.equal(chooseEncoding(undefined), undefined);
    assert.equal(chooseEncoding('identity'), undefined);
  });

  test('the write folders a domain declares match its writes under any language prefix, not a longer name', () => {
    const writes = writesUnder(['/api/listings', '/api/user/list']);
    assert.ok(writes?.test('/api/listings/12/photos'));
    assert.ok(writes?.test('/ru/api/user/list?realty_id=3'));
    assert.ok(writes?.test('/api/listings'));
    assert.equal(writes?.test('/api/listingsx'), false);
    assert.equal(writes?.test('/api/user/listing'), false);
    assert.equal(writes?.test('/de/api/listings'), false);
    assert.equal(writesUnder([]), null);
  });
});
