import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BundleCache } from './bundles';
import { createServerRenderer } from './index';
import { defaultRemotes } from '../remotes';
import { routeById } from '@realty/shared/routes';

const noop = () => undefined;
const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
};

/** A host that accepts connections and requests but never answers (the hanging remote host). */
async function hangingHost(t: { after: (fn: () => unknown) => void }): Promise<{ origin: string; requests: () => number }> {
  let count = 0;
  const server: Server = createServer(() => {
    count += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => {
    server.closeAllConnections();
    server.close();
  });
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => count };
}

test('a hanging origin: concurrent loads share one request, give up at the fetch timeout, then back off', async (t) => {
  const host = await hangingHost(t);
  let clock = 1_000_000;
  const errors: unknown[] = [];
  const cache = new BundleCache((_source, error) => errors.push(error), { fetchTimeoutMs: 1000, retryMs: 5000, maxRetryMs: 20_000, now: () => clock });
  const source = { bundle: 'mf-blog', locations: [`${host.origin}/mf-blog/1.0.0/server/ssr.cjs`] };

  const started = Date.now();
  const results = await Promise.all([cache.load(source), cache.load(source), cache.load(source)]);
  assert.deepEqual(results, [null, null, null]);
  assert.ok(Date.now() - started < 3000, `gave up at the timeout (${Date.now() - started} ms)`);
  assert.equal(host.requests(), 1, 'one request for three concurrent loads');
  assert.equal(errors.length, 1, 'logged once');

  assert.equal(await cache.load(source), null);
  assert.equal(host.requests(), 1, 'not tried again within the backoff');
  clock += 5001;
  assert.equal(await cache.load(source), null);
  assert.equal(host.requests(), 2, 'tried again after 5 s');
  clock += 5001;
  await cache.load(source);
  assert.equal(host.requests(), 2, 'the second wait is 10 s');
  clock += 5000;
  await cache.load(source);
  assert.equal(host.requests(), 3);
  clock += 60_000;
  await cache.load(source);
  clock += 20_001;
  await cache.load(source);
  assert.equal(host.requests(), 5, 'the wait stops growing at maxRetryMs');
});

test('a page whose remote bundle hangs renders in the browser within SSR_TIMEOUT_MS', async (t) => {
  const host = await hangingHost(t);
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-deadline-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'shell', 'server'), { recursive: true });
  writeFileSync(
    path.join(dir, 'shell', 'server', 'ssr.cjs'),
    'module.exports = { shared: {}, render: async () => ({ html: "<p>rendered</p>", hints: "" }) };',
  );
  const renderer = createServerRenderer({
    shellDist: path.join(dir, 'shell'),
    remotesDistRoot: dir,
    remotes: () => ({ ...defaultRemotes(), blog: `${host.origin}/mf-blog/1.0.0/mf-manifest.json` }),
    serverRendered: (route) => route === 'journal',
    log: silentLog,
    timeoutMs: 400,
  });
  const started = Date.now();
  const result = await renderer.render({ route: routeById('journal'), lang: 'en', url: '/en/journal', data: {}, currency: undefined });
  const took = Date.now() - started;
  assert.equal(result, null, 'no server HTML: the page renders in the browser');
  assert.ok(took < 1400, `answered within SSR_TIMEOUT_MS + 1 s (${took} ms)`);
});

test('each bundle version keeps its own CSS and translations, and a bounded number of versions is held', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-versions-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const write = (version: string) => {
    const file = path.join(dir, 'mf-blog', version, 'server', 'ssr.cjs');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `globalThis.__REALTY_SSR__.addCss('mf-blog', './src/journal.css', '.journal{color:${version === 'v1' ? 'red' : 'blue'}}');
       (globalThis.__REALTY_I18N_LOADERS__ ??= new Map()).set('blog', async () => ({ title: 'Journal ${version}' }));
       exports.pages = { './JournalPage': { default: () => '${version}' } };`,
    );
    return file;
  };
  const [v1, v2, v3] = [write('v1'), write('v2'), write('v3')];
  const cache = new BundleCache(() => undefined, { maxBundles: 2 });
  const text = async (location: string) => {
    const loaded = await cache.load({ bundle: 'mf-blog', locations: [location] });
    assert.ok(loaded);
    const loader = loaded.namespaces.get('blog') as () => Promise<{ title: string }>;
    return { css: [...loaded.css.modules.values()].join(), title: (await loader()).title, loaded };
  };

  const first = await text(v1);
  assert.deepEqual([first.css, first.title], ['.journal{color:red}', 'Journal v1']);
  const second = await text(v2);
  assert.deepEqual([second.css, second.title], ['.journal{color:blue}', 'Journal v2']);
  const back = await text(v1);
  assert.equal(back.loaded, first.loaded, 'v1 is held, not evaluated again');
  assert.deepEqual([back.css, back.title], ['.journal{color:red}', 'Journal v1'], 'v1 keeps its own CSS and texts after v2');
  const forward = await text(v2);
  assert.deepEqual([forward.css, forward.title], ['.journal{color:blue}', 'Journal v2']);

  await text(v3);
  assert.deepEqual(cache.held(), [v2, v3], 'the least recently used version (v1) is dropped past maxBundles');
});
