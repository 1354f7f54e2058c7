// The composed site's HTML: every route of the table answers 200 in three languages with its
// head (lang, title, description, canonical, hreflang x3 + x-default); unknown paths are a real 404.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { LANGS, ROUTES, routePath, type Lang } from '@realty/shared/routes';
import tr from '@realty/shared/i18n/tr.json';
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import { build } from '../helper';
import { count, FIXTURES, htmlLang, linkHref, metaContent, titleOf } from './fixtures';

const TEXTS = { tr, en, ru } as const;
type RouteTexts = Record<string, { title: string; description: string }>;
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

let app: FastifyInstance;
before(async () => {
  app = await build(undefined, {
    config: { shellDist: FIXTURES.shellDist, remotesDistRoot: FIXTURES.remotesDistRoot, publicUrl: 'https://realty.example' },
  });
});
after(() => app.close());

/** Sample tails of wildcard routes whose page reply checks them (the catalogue resolves its path). */
const SAMPLE_REST: Record<string, string> = {
  catalog: 'sale',
  journalEntry: 'how-to-buy-property-in-turkey',
  journalCategory: 'legal',
  journalTag: 'taxes',
};
/** Pages whose title and description come from their page reply (tested in test/public/pages.test.ts, test/web/journal.test.ts). */
const OWN_HEAD = new Set(['realEstate', 'catalog', 'journal', 'journalTags', 'journalCategory', 'journalTag', 'journalEntry']);
/**
 * Pages of database rows: a sample slug (or the comparison without its ids) is a 404 (heads and 404s tested in
 * test/agencies/public.test.ts, test/public/listing-page.test.ts and test/public/compare-page.test.ts).
 */
const ROW_PAGES = new Set(['agent', 'agency', 'listing', 'compare']);

/** A concrete path for a route: wildcard routes get a sample segment. */
const samplePath = (lang: Lang, pattern: string, id: string) =>
  routePath(lang, ROUTES.find((route) => route.id === id)!, pattern.endsWith('/*') ? (SAMPLE_REST[id] ?? 'sample-slug') : '');

describe('known routes', () => {
  for (const lang of LANGS) {
    for (const route of ROUTES.filter((r) => !ROW_PAGES.has(r.id))) {
      const path = samplePath(lang, route.pattern, route.id);
      test(`${path} -> 200 with the ${lang} head of '${route.id}'`, async () => {
        const res = await app.inject({ url: path });
        assert.equal(res.statusCode, 200);
        assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/);
        const html = res.body;
        const texts = TEXTS[lang];
        const entry = (texts.routes as RouteTexts)[route.id];
        assert.ok(entry, `routes.${route.id} exists in ${lang}.json`);
        assert.equal(htmlLang(html), lang);
        if (!OWN_HEAD.has(route.id)) {
          assert.equal(titleOf(html), escape(`${entry.title} — ${texts.siteName}`));
          assert.equal(metaContent(html, 'description'), escape(entry.description));
        }
        assert.equal(linkHref(html, 'canonical'), `https://realty.example${path}`);
        for (const other of LANGS) {
          assert.equal(linkHref(html, 'alternate', other), `https://realty.example/${other}${path.slice(3)}`);
        }
        assert.equal(linkHref(html, 'alternate', 'x-default'), `https://realty.example/tr${path.slice(3)}`);
        assert.equal(count(html, '<title>'), 1, 'the template title is replaced, not duplicated');
        assert.equal(count(html, '<!--app-head-->'), 0);
        assert.ok(html.includes('data-fixture="shell"'), 'served from SHELL_DIST/index.html');
      });
    }
  }
});

describe('unknown paths', () => {
  const cases: [string, Lang][] = [
    ['/tr/no-such-page', 'tr'],
    ['/en/no-such-page', 'en'],
    ['/ru/profile/no/such/page', 'ru'],
    ['/en/about/extra', 'en'],
    ['/no-such-page', 'tr'],
  ];
  for (const [path, lang] of cases) {
    test(`${path} -> 404 shell page in ${lang}`, async () => {
      const res = await app.inject({ url: path });
      assert.equal(res.statusCode, 404);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.equal(htmlLang(res.body), lang);
      assert.equal(titleOf(res.body), escape(`${TEXTS[lang].notFound.title} — ${TEXTS[lang].siteName}`));
      assert.equal(metaContent(res.body, 'robots'), 'noindex');
      assert.equal(linkHref(res.body, 'canonical'), undefined);
    });
  }

  test('a page without a language prefix uses the visitor language for its 404', async () => {
    const res = await app.inject({ url: '/nothing-here', headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    assert.equal(res.statusCode, 404);
    assert.equal(htmlLang(res.body), 'ru');
  });

  test('unknown /api paths are JSON 404s in every language prefix', async () => {
    for (const [url, message] of [['/api/nope', 'Bulunamadı'], ['/en/api/nope', 'Not Found'], ['/ru/api', 'Не найдено'], ['/api/health/extra', 'Bulunamadı']] as const) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { message }, url);
    }
  });

  test('HEAD works like GET', async () => {
    assert.equal((await app.inject({ method: 'HEAD', url: '/en/about' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'HEAD', url: '/en/nope' })).statusCode, 404);
  });
});

describe('head providers', () => {
  test('add JSON-LD, preload hints and inlined data; a provider can turn a page into a 404', async () => {
    const local = await build(undefined, { config: { shellDist: FIXTURES.shellDist } });
    // A route without a page reply of its own, so that only the providers shape its head.
    local.web.registerHeadProvider('resetPassword', ({ query, lang, remoteManifest }) => {
      const rest = query.get('post') ?? '';
      if (rest === 'missing') return { status: 404 };
      return {
        title: `Post ${rest} (${lang})`,
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: '</script><b>x</b>' }],
        preload: remoteManifest ? [{ href: remoteManifest, as: 'fetch', crossorigin: true }] : [],
        data: { [`/${lang}/api/blog/${rest}`]: { post: { slug: rest } } },
      };
    });
    local.web.registerHeadProvider('*', () => ({ noindex: false }));
    try {
      const res = await local.inject({ url: '/en/reset-password?post=hello' });
      assert.equal(res.statusCode, 200);
      assert.equal(titleOf(res.body), 'Post hello (en)');
      assert.ok(res.body.includes('<script type="application/ld+json">{"@context":"https://schema.org"'));
      assert.ok(!res.body.includes('</script><b>'), 'JSON in a script cannot close the element');
      assert.ok(res.body.includes('<link rel="preload" href="/remotes/mf-auth/mf-manifest.json" as="fetch" crossorigin>'));
      const inlined = /<script type="application\/json" id="__INITIAL_DATA__">(.*?)<\/script>/.exec(res.body)?.[1];
      assert.deepEqual((JSON.parse(inlined ?? '{}') as Record<string, unknown>)['/en/api/blog/hello'], { post: { slug: 'hello' } });
      const missing = await local.inject({ url: '/en/reset-password?post=missing' });
      assert.equal(missing.statusCode, 404);
      assert.equal(titleOf(missing.body), escape(`${en.notFound.title} — ${en.siteName}`));
    } finally {
      await local.close();
    }
  });
});

describe('without a shell build', () => {
  test('pages still get their head in a minimal template', async () => {
    const local = await build();
    try {
      const res = await local.inject({ url: '/ru/fees' });
      assert.equal(res.statusCode, 200);
      assert.equal(htmlLang(res.body), 'ru');
      assert.equal(titleOf(res.body), `${ru.routes.fees.title} — ${ru.siteName}`);
      assert.ok(res.body.includes('<div id="root"></div>'));
    } finally {
      await local.close();
    }
  });
});

test('the page of the e-mail change link (one-time token in the address) is never indexed', async () => {
  for (const lang of LANGS) {
    const res = await app.inject({ url: `/${lang}/confirm-email?token=${'A'.repeat(43)}` });
    assert.equal(res.statusCode, 200);
    assert.equal(metaContent(res.body, 'robots'), 'noindex');
    assert.equal(titleOf(res.body), escape(`${TEXTS[lang].routes.confirmEmail.title} — ${TEXTS[lang].siteName}`));
  }
});
