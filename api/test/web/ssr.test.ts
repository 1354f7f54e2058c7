// Server rendering (api/src/web/ssr): the shell's server bundle renders a content page with the route's remote
// bundle and the page's inlined data; a remote bundle that is missing or throws, or a render that fails, gives the
// usual empty root (the page renders in the browser). Stand-in bundles here; the real ones are covered by e2e/ssr.spec.ts.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build, inlinedData } from '../helper';
import { injectRoot } from '../../src/web/ssr';
import { HYDRATION_LOADER, HYDRATION_LOADER_CSP, takeEntryScripts } from '../../src/web/hydration';
import { FIXTURES } from './fixtures';
import { insertListing, signUp } from '../accounts/helpers';

/** A stand-in shell bundle: echoes what it was given, and fails for /real-estate (a render error). */
const SHELL_BUNDLE = `
exports.shared = { marker: 'shell-shared' };
exports.render = async function render(input) {
  if (input.url.includes('/real-estate')) throw new Error('render failed');
  // The shell's own pages (static pages, 404) come without a remote page.
  const page = input.page ? input.page.module.default(globalThis.__REALTY_SSR__.shared) : 'shell-page:' + input.url;
  const remote = input.page ? input.page.remote : 'shell';
  const namespace = input.page ? input.page.namespace : 'shell';
  return { hints: '', html: '<main>' + [input.lang, input.currency || 'none', remote, namespace, input.data.page && input.data.page.route, page].join('|') + '</main>' };
};
`;
/** A stand-in remote bundle: reads the shell's @realty/shared and hands its CSS to the host. */
const CATALOG_BUNDLE = `
globalThis.__REALTY_SSR__.addCss('mf-catalog', './src/home.css', '.home{color:red}');
globalThis.__REALTY_SSR__.addCss('mf-catalog', './src/loose.css', '.loose{color:blue}');
exports.pages = { './HomePage': { default: (shared) => 'home:' + shared.marker }, './CatalogPage': { default: () => 'catalog' } };
`;

let root: string;
let app: FastifyInstance;

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'realty-ssr-test-'));
  const shellDist = path.join(root, 'shell');
  await cp(FIXTURES.shellDist, shellDist, { recursive: true });
  await mkdir(path.join(shellDist, 'server'), { recursive: true });
  await writeFile(path.join(shellDist, 'server/ssr.cjs'), SHELL_BUNDLE);
  await mkdir(path.join(root, 'remotes/mf-catalog/dist/server'), { recursive: true });
  await writeFile(path.join(root, 'remotes/mf-catalog/dist/server/ssr.cjs'), CATALOG_BUNDLE);
  // The browser build's CSS file of the home page's chunk group, with home.css (webpack.common.ts CssFilesPlugin).
  await writeFile(
    path.join(root, 'remotes/mf-catalog/dist/css-files.json'),
    JSON.stringify({ files: { '12.abcd1234.css': ['./src/home.css'] }, groups: { __federation_expose_HomePage: ['12.abcd1234.css'] } }),
  );
  await writeFile(path.join(root, 'remotes/mf-catalog/dist/12.abcd1234.css'), '.home{color:red}\n.card{margin:0}\n\n/*# sourceMappingURL=12.abcd1234.css.map*/');
  // mf-blog: no server bundle at all; mf-listing: a bundle that throws while loading.
  await mkdir(path.join(root, 'remotes/mf-listing/dist/server'), { recursive: true });
  await writeFile(path.join(root, 'remotes/mf-listing/dist/server/ssr.cjs'), "throw new Error('broken bundle');");
  app = await build(undefined, { config: { shellDist, remotesDistRoot: path.join(root, 'remotes') } });
});
after(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const rootOf = (html: string): string => /<div id="root"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';

describe('server rendering', () => {
  test('a content page is rendered into the root, with its data, language, currency cookie and the remote CSS', async () => {
    const res = await app.inject({ url: '/en', headers: { cookie: 'currency=USD' } });
    assert.equal(res.statusCode, 200);
    assert.equal(rootOf(res.body), '<div id="root" data-ssr><main>en|USD|catalog|catalog|home|home:shell-shared</main></div>');
    // The page's browser CSS files whole, named for the browser runtime; the other evaluated modules' CSS after them.
    // In the head (a <style> is not allowed in <body>), after everything else there.
    assert.match(res.body, /<style data-ssr data-href="12\.abcd1234\.css">\.home\{color:red\}\n\.card\{margin:0\}<\/style>\s*<style data-ssr>\.loose\{color:blue\}<\/style>\s*<\/head>/);
    assert.doesNotMatch(res.body.slice(res.body.indexOf('<body')), /<style/);
    // The data the browser starts from is inlined as before.
    assert.match(res.body, /<script type="application\/json" id="__INITIAL_DATA__">[^<]*"route":"home"/);
  });

  test('each request gets its own language and currency', async () => {
    const [ru, tr] = await Promise.all([
      app.inject({ url: '/ru', headers: { cookie: 'currency=RUB' } }),
      app.inject({ url: '/tr' }),
    ]);
    assert.match(rootOf(ru.body), /<main>ru\|RUB\|/);
    assert.match(rootOf(tr.body), /<main>tr\|none\|/);
  });

  test('a remote without a server bundle renders in the browser', async () => {
    const res = await app.inject({ url: '/en/journal' });
    assert.equal(res.statusCode, 200);
    assert.equal(rootOf(res.body), '<div id="root"></div>');
  });

  test('a remote bundle that throws renders in the browser', async () => {
    const list = await app.inject({ url: '/en/api/realty?per_page=1' });
    const id = (list.json() as { data: Array<{ id: number }> }).data[0]?.id ?? 1;
    const res = await app.inject({ url: `/en/real-estate/ad/${id}` });
    assert.equal(rootOf(res.body), '<div id="root"></div>');
  });

  test('a render that fails renders in the browser', async () => {
    const res = await app.inject({ url: '/en/real-estate/sale' });
    assert.equal(res.statusCode, 200);
    assert.equal(rootOf(res.body), '<div id="root"></div>');
    assert.doesNotMatch(res.body, /<style data-ssr/);
  });

  test('a new shell bundle gets the remote bundles evaluated again against its @realty/shared', async () => {
    const file = path.join(root, 'shell/server/ssr.cjs');
    await writeFile(file, SHELL_BUNDLE.replace("marker: 'shell-shared'", "marker: 'shell-shared-v2'"));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    const res = await app.inject({ url: '/en' });
    assert.match(rootOf(res.body), /home:shell-shared-v2<\/main>/);
  });

  test('a signed-in visitor gets the page rendered for them: their user and favourites in the data, never shared', async () => {
    const ayse = await signUp(app, { name: 'Gülşen' });
    const listing = await insertListing(app, ayse.user.id);
    await app.database.execute('INSERT INTO favorites (user_id, listing_id) VALUES ($1, $2)', [ayse.user.id, listing]);
    const res = await ayse.jar.inject({ url: '/en' });
    assert.equal(res.statusCode, 200);
    assert.match(rootOf(res.body), /^<div id="root" data-ssr><main>en\|none\|catalog\|catalog\|home\|home:shell-shared/);
    const data = inlinedData(res.body);
    assert.equal(data.session?.user.id, ayse.user.id);
    assert.equal(data.session?.user.name, 'Gülşen');
    assert.deepEqual(data.session?.favorites, [listing]);
    assert.match(String(res.headers['cache-control']), /^private\b/);
    // Nobody else gets that page: a visitor's copy of the same URL carries no session, before and after.
    const visitor = await app.inject({ url: '/en' });
    assert.equal(inlinedData(visitor.body).session, null, 'a visitor: no session, said so');
    assert.doesNotMatch(visitor.body, /"session":\{/);
    // A stale session cookie or a lone hint renders the page as for a visitor (the browser then drops the hint).
    for (const cookie of ['realty_auth=1', 'realty_session=abc']) {
      const stale = await app.inject({ url: '/en', headers: { cookie } });
      assert.match(rootOf(stale.body), /^<div id="root" data-ssr>/, cookie);
      assert.equal(inlinedData(stale.body).session, null, cookie);
    }
  });

  test('the shell\'s static pages are rendered with the shell\'s bundle alone, with their page data', async () => {
    for (const url of ['/en/about', '/ru/privacy-policy', '/tr/terms-of-service', '/en/refund-policy', '/ru/foreign-buyers']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      const lang = url.split('/')[1];
      assert.equal(rootOf(res.body), `<div id="root" data-ssr><main>${lang}|none|shell|shell||shell-page:${url}</main></div>`, url);
    }
    const fees = await app.inject({ url: '/en/fees' });
    assert.match(rootOf(fees.body), /<main>en\|none\|shell\|shell\|fees\|shell-page:\/en\/fees<\/main>/);
  });

  test('an unknown path gets the shell\'s 404 page rendered on the server, with the 404 status', async () => {
    const res = await app.inject({ url: '/en/no-such-page' });
    assert.equal(res.statusCode, 404);
    assert.equal(rootOf(res.body), '<div id="root" data-ssr><main>en|none|shell|shell||shell-page:/en/no-such-page</main></div>');
  });

  test('pages outside the content pages are not server-rendered', async () => {
    for (const url of ['/en/login', '/en/profile', '/en/error']) {
      const res = await app.inject({ url });
      assert.equal(rootOf(res.body), '<div id="root"></div>', url);
    }
  });
});

/** The plan of the hydration loader in a page (docs/ARCHITECTURE.md "Hydration after the first paint"), or null. */
const hydrationOf = (html: string): { preload: Array<{ href: string; as: string }>; scripts: string[] } | null => {
  const json = /<script type="application\/json" id="__HYDRATE__">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { preload: Array<{ href: string; as: string }>; scripts: string[] }) : null;
};

describe('hydration scripts after the first paint', () => {
  test('a server-rendered page lists its scripts for the inline loader instead of preloading them in the head', async () => {
    const res = await app.inject({ url: '/en' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    assert.deepEqual(hydrationOf(head)?.scripts, ['/shell/main.0123abcd.js']);
    assert.ok(hydrationOf(head)?.preload.some((hint) => hint.as === 'fetch' && hint.href === '/remotes/mf-catalog/mf-manifest.json'));
    assert.ok(head.includes(`<script>${HYDRATION_LOADER}</script>`));
    // Nothing the page's scripts need is requested by the head itself.
    assert.doesNotMatch(head, /<script defer src=/);
    assert.doesNotMatch(head, /<link rel="preload"[^>]*as="(script|fetch)"/);
    // The loader is the one inline script the CSP allows, by its hash.
    assert.ok(String(res.headers['content-security-policy']).includes(`script-src 'self' ${HYDRATION_LOADER_CSP}`));
  });

  test('a page rendered in the browser keeps its head preloads and deferred entry script', async () => {
    for (const url of ['/en/login', '/en/real-estate/sale']) {
      const res = await app.inject({ url });
      assert.equal(hydrationOf(res.body), null, url);
      assert.match(res.body, /<script defer src="\/shell\/main\.0123abcd\.js"><\/script>/, url);
      assert.doesNotMatch(res.body, /<script>\(function/, url);
    }
  });

  test('HYDRATE_AFTER_PAINT=false: a server-rendered page preloads its scripts in the head as before', async () => {
    const preloading = await build(undefined, { config: { shellDist: path.join(root, 'shell'), remotesDistRoot: path.join(root, 'remotes'), hydrateAfterPaint: false } });
    try {
      const res = await preloading.inject({ url: '/en' });
      assert.match(rootOf(res.body), /^<div id="root" data-ssr>/);
      assert.equal(hydrationOf(res.body), null);
      assert.match(res.body, /<script defer src="\/shell\/main\.0123abcd\.js"><\/script>/);
      assert.match(res.body, /<link rel="preload" href="\/remotes\/mf-catalog\/mf-manifest\.json" as="fetch" crossorigin>/);
    } finally {
      await preloading.close();
    }
  });

  test('takeEntryScripts takes every deferred entry script out of the template', () => {
    const template = '<head>\n<!--app-head-->\n  <script defer src="/shell/a.js"></script><script defer src="/shell/b.js"></script></head><body></body>';
    assert.deepEqual(takeEntryScripts(template), { html: '<head>\n<!--app-head--></head><body></body>', scripts: ['/shell/a.js', '/shell/b.js'] });
  });
});

describe('injectRoot', () => {
  test('puts the styles and hints at the end of the head and escapes a closing style tag in the CSS', () => {
    const template = '<head><meta charset="utf-8"></head><body><div id="root"></div></body>';
    const html = injectRoot(template, { html: '<p>x</p>', hints: '<link rel="preload" as="image" href="/a.webp"/>', css: [{ css: 'a{content:"</style>"}' }] });
    assert.equal(
      html,
      '<head><meta charset="utf-8"><style data-ssr>a{content:"<\\/style>"}</style>\n  <link rel="preload" as="image" href="/a.webp"/></head><body><div id="root" data-ssr><p>x</p></div></body>',
    );
  });

  test('names a browser CSS file in data-href, in order, and leaves out empty blocks', () => {
    const css = [{ href: '1.aa.css', css: 'a{}' }, { css: ' ' }, { href: 'x".css', css: 'b{}' }];
    const html = injectRoot('<head></head><div id="root"></div>', { html: '', hints: '', css });
    assert.equal(html, '<head><style data-ssr data-href="1.aa.css">a{}</style>\n  <style data-ssr data-href="x&quot;.css">b{}</style>\n  </head><div id="root" data-ssr></div>');
  });
});
