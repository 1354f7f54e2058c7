// The journal's pages as the server sends them: real 404s for unknown or empty categories, tags, pages and posts (and
// for a post in a language it is not written in); the head of a post (title, description, canonical, og:image,
// hreflang only for its translations, JSON-LD BlogPosting + BreadcrumbList, the feed link); sanitised bodies; the RSS
// feed of each language (well-formed, items = the latest posts) and the journal's sitemap files.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { validateXML } from 'xmllint-wasm';
import type { Database } from '../../src/db/client';
import { resetIndexBlocks } from '../../src/plugins/app/catalog/index-blocks';
import { FEED_SIZE } from '../../src/plugins/app/journal/pages';
import { appForFile, inlinedData } from '../helper';
import { FIXTURES } from './fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const xsd = (name: string) => ({ fileName: name, contents: readFileSync(path.join(here, 'xsd', name), 'utf8') });
const ORIGIN = 'https://realty.example';

let app: FastifyInstance;
let db: Database;
appForFile({ config: { publicUrl: ORIGIN, shellDist: FIXTURES.shellDist } }, (built, database) => {
  app = built;
  db = database;
});

async function status(url: string): Promise<number> {
  return (await app.inject({ url })).statusCode;
}

const headOf = (html: string): string => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? html;
const jsonLd = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const hreflangs = (html: string): Record<string, string> =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, m[2]!]));
const inlined = (html: string) => inlinedData(html).page as unknown as { route: string; url: string; data: Record<string, unknown> };

describe('journal pages: statuses', () => {
  test('existing pages are 200, unknown or empty ones are HTTP 404', async () => {
    const cases: Array<[string, number]> = [
      ['/en/journal', 200],
      ['/en/journal?page=2', 200],
      ['/en/journal?page=3', 404],
      ['/en/journal?page=0', 404],
      ['/en/journal?page=abc', 404],
      ['/en/journal/category/legal', 200],
      ['/en/journal/category/nope', 404],
      ['/en/journal/category/legal/extra', 404],
      ['/en/journal/tag', 200],
      ['/en/journal/tag/alanya', 200],
      ['/en/journal/tag/nope', 404],
      // The only post tagged 'mersin' is not written in English: the tag is empty in English.
      ['/en/journal/tag/mersin', 404],
      ['/tr/journal/tag/mersin', 200],
      ['/en/journal/how-to-buy-property-in-turkey', 200],
      ['/en/journal/no-such-post', 404],
      ['/en/journal/mersin-rising-star', 404],
      ['/ru/journal/mersin-rising-star', 200],
      ['/en/journal/Bad_Slug', 404],
    ];
    for (const [url, expected] of cases) assert.equal(await status(url), expected, url);
    // The same answers from the page API.
    assert.equal(await status('/en/api/pages/journal/no-such-post'), 404);
    assert.equal(await status('/en/api/pages/journal/category/nope'), 404);
    assert.equal(await status('/en/api/pages/journal/tag/alanya'), 200);
  });

  test('a category with no posts in the language is a 404', async () => {
    await db.execute(`INSERT INTO blog_categories (slug, title_tr, title_en, title_ru) VALUES ('empty-cat', 'Boş', 'Empty', 'Пусто')`);
    resetIndexBlocks(db);
    assert.equal(await status('/en/journal/category/empty-cat'), 404);
    assert.equal(await status('/en/api/blog?category=empty-cat'), 204);
  });
});

describe('journal pages: head and first data', () => {
  test('a post: title, description, canonical, og:image, article type, BlogPosting and BreadcrumbList, feed link', async () => {
    const res = await app.inject({ url: '/en/journal/how-to-buy-property-in-turkey' });
    assert.equal(res.statusCode, 200);
    const head = headOf(res.body);
    assert.match(head, /<title>How to buy property in Turkey, step by step — [^<]+<\/title>/);
    assert.match(head, /<meta name="description" content="Title deed, valuation report, tax number and payment: every step of the purchase.">/);
    assert.ok(head.includes(`<link rel="canonical" href="${ORIGIN}/en/journal/how-to-buy-property-in-turkey">`));
    assert.match(head, new RegExp(`<meta property="og:image" content="${ORIGIN}/uploads/demo/p1-card\\.webp">`));
    assert.ok(head.includes('<meta property="og:type" content="article">'));
    assert.ok(head.includes(`<link rel="alternate" type="application/rss+xml" title="Journal — `));
    assert.ok(head.includes(`href="${ORIGIN}/en/journal/rss.xml">`));
    assert.deepEqual(hreflangs(head), {
      tr: `${ORIGIN}/tr/journal/how-to-buy-property-in-turkey`,
      en: `${ORIGIN}/en/journal/how-to-buy-property-in-turkey`,
      ru: `${ORIGIN}/ru/journal/how-to-buy-property-in-turkey`,
      'x-default': `${ORIGIN}/tr/journal/how-to-buy-property-in-turkey`,
    });
    const [posting, crumbs] = jsonLd(head);
    assert.equal(posting?.['@type'], 'BlogPosting');
    assert.equal(posting?.headline, 'How to buy property in Turkey, step by step');
    assert.equal(posting?.inLanguage, 'en');
    assert.equal(posting?.image, `${ORIGIN}/uploads/demo/p1-card.webp`);
    assert.equal(posting?.articleSection, 'Buying guide');
    assert.match(String(posting?.datePublished), /^2026-11-10T/);
    assert.equal(crumbs?.['@type'], 'BreadcrumbList');
    const items = crumbs?.itemListElement as Array<{ name: string; item: string }>;
    assert.deepEqual(items.map((i) => i.item), [
      `${ORIGIN}/en`,
      `${ORIGIN}/en/journal`,
      `${ORIGIN}/en/journal/category/buying-guide`,
      `${ORIGIN}/en/journal/how-to-buy-property-in-turkey`,
    ]);
    const page = inlined(res.body);
    assert.equal(page.route, 'journalEntry');
    assert.equal((page.data.post as { slug: string }).slug, 'how-to-buy-property-in-turkey');
  });

  test('hreflang lists only the languages a post is written in; the alternates say the same', async () => {
    const res = await app.inject({ url: '/ru/journal/mersin-rising-star' });
    assert.deepEqual(hreflangs(headOf(res.body)), {
      tr: `${ORIGIN}/tr/journal/mersin-rising-star`,
      ru: `${ORIGIN}/ru/journal/mersin-rising-star`,
      'x-default': `${ORIGIN}/tr/journal/mersin-rising-star`,
    });
    const reply = (await app.inject({ url: '/ru/api/pages/journal/mortgage-for-foreigners' })).json();
    assert.deepEqual(reply.data.alternates, { en: '/en/journal/mortgage-for-foreigners', ru: '/ru/journal/mortgage-for-foreigners' });
    const html = (await app.inject({ url: '/ru/journal/mortgage-for-foreigners' })).body;
    assert.equal(hreflangs(headOf(html))['x-default'], `${ORIGIN}/en/journal/mortgage-for-foreigners`);
  });

  test('list pages: canonical keeps the page number, the title says it, the feed is linked', async () => {
    const res = await app.inject({ url: '/tr/journal?page=2' });
    const head = headOf(res.body);
    assert.ok(head.includes(`<link rel="canonical" href="${ORIGIN}/tr/journal?page=2">`));
    assert.match(head, /<title>Dergi — sayfa 2 — /);
    assert.ok(head.includes(`href="${ORIGIN}/tr/journal/rss.xml"`));
    const category = await app.inject({ url: '/ru/journal/category/legal' });
    assert.match(headOf(category.body), /<title>Законы и налоги — /);
    const data = inlined(category.body).data as { list: { category: { slug: string }; posts: unknown[] } };
    assert.equal(data.list.category.slug, 'legal');
    assert.ok(data.list.posts.length > 0);
  });

  test('a post reply: reading time, neighbours, related posts of this language', async () => {
    const reply = (await app.inject({ url: '/en/api/pages/journal/istanbul-market-2026' })).json();
    const { post, previous, next, related } = reply.data;
    assert.ok(post.readingMinutes >= 1);
    assert.equal(previous.slug, 'residence-permit-by-property');
    assert.equal(next.slug, 'alanya-districts-overview');
    assert.ok(related.length === 6 && related.every((p: { url: string; slug: string }) => p.url.startsWith('/en/') && p.slug !== 'istanbul-market-2026'));
    assert.ok(!related.some((p: { slug: string }) => p.slug === 'mersin-rising-star'), 'no post without an English version');
  });
});

describe('post bodies', () => {
  test('only safe HTML reaches the page: no script, handler or javascript: URL; external links get rel', async () => {
    const { rows } = await db.execute(
      `INSERT INTO blog_posts (slug, status, published_at) VALUES ('xss-post', 'published', now() - interval '1 day') RETURNING id`,
    );
    const body = [
      '<h1>Big</h1><p onclick="alert(1)">Hi<script>alert(2)</script></p>',
      '<a href="javascript:alert(3)">bad</a><a href="https://other.example/x">out</a><a href="/en/journal">in</a>',
      `<a href="${ORIGIN}/en/about" rel="opener">same site</a>`,
      '<img src="x.png" onerror="alert(4)" width="10" height="abc"><img src="javascript:alert(5)">',
      '<iframe src="https://evil.example"></iframe><style>body{}</style><svg onload="alert(6)"></svg>',
      '<table><tr><td style="color:red">cell</td></tr></table>',
    ].join('');
    await db.execute(`INSERT INTO blog_post_translations (post_id, lang, title, excerpt, body) VALUES ($1, 'en', 'XSS', 'x', $2)`, [
      rows[0]!.id,
      body,
    ]);
    const reply = (await app.inject({ url: '/en/api/pages/journal/xss-post' })).json();
    const html: string = reply.data.post.body;
    for (const bad of ['<script', 'alert(2)', 'onclick', 'onerror', 'onload', 'javascript:', '<iframe', '<style', '<svg', 'style=', '<h1'])
      assert.ok(!html.includes(bad), `${bad} removed: ${html}`);
    assert.ok(html.includes('<h2>Big</h2>'));
    assert.ok(html.includes('<a href="https://other.example/x" rel="noopener noreferrer nofollow">out</a>'));
    assert.ok(html.includes('<a href="/en/journal">in</a>'));
    assert.ok(html.includes(`<a href="${ORIGIN}/en/about">same site</a>`));
    assert.ok(html.includes('<img src="x.png" width="10" loading="lazy" decoding="async" alt="" />'), html);
    assert.ok(html.includes('<td>cell</td>'));
    // The API reply of the post is the same sanitised body.
    assert.equal((await app.inject({ url: '/en/api/blog/xss-post' })).json().post.body, html);
    await db.execute(`DELETE FROM blog_posts WHERE slug = 'xss-post'`);
  });
});

describe('RSS feeds', () => {
  test('one per language, well-formed RSS 2.0, items = the latest posts of that language', async () => {
    for (const lang of ['tr', 'en', 'ru'] as const) {
      const res = await app.inject({ url: `/${lang}/journal/rss.xml` });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^application\/rss\+xml/);
      const check = await validateXML({ xml: [{ fileName: 'feed.xml', contents: res.body }], normalization: 'format' });
      assert.deepEqual(check.errors.map((e) => e.message), [], `${lang} feed is well-formed`);
      assert.match(res.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
      assert.ok(res.body.includes(`<language>${lang}</language>`));
      assert.ok(res.body.includes(`<atom:link href="${ORIGIN}/${lang}/journal/rss.xml" rel="self" type="application/rss+xml"/>`));
      const links = [...res.body.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
      const latest = (await app.inject({ url: `/${lang}/api/blog` })).json() as { posts: Array<{ url: string }>; total: number };
      assert.equal(links.length, Math.min(FEED_SIZE, latest.total));
      assert.deepEqual(links.slice(0, latest.posts.length), latest.posts.map((p) => `${ORIGIN}${p.url}`));
    }
    const en = (await app.inject({ url: '/en/journal/rss.xml' })).body;
    assert.ok(!en.includes('mersin-rising-star'), 'a post without an English version is not in the English feed');
    assert.ok((await app.inject({ url: '/tr/journal/rss.xml' })).body.includes('/tr/journal/mersin-rising-star'));
  });
});

describe('journal sitemap', () => {
  test('index, categories, tags and posts per language, only where they exist, valid', async () => {
    const index = (await app.inject({ url: '/sitemap.xml' })).body;
    for (const lang of ['tr', 'en', 'ru']) assert.ok(index.includes(`${ORIGIN}/sitemaps/journal-${lang}-0.xml`));
    const en = await app.inject({ url: '/sitemaps/journal-en-0.xml' });
    assert.equal(en.statusCode, 200);
    const result = await validateXML({ xml: [{ fileName: 'file.xml', contents: en.body }], schema: [xsd('sitemap.xsd')], preload: [xsd('xhtml-link.xsd')] });
    assert.deepEqual(result.errors.map((e) => e.message), []);
    const locs = [...en.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(ORIGIN.length));
    for (const path of ['/en/journal', '/en/journal/tag', '/en/journal/category/legal', '/en/journal/tag/alanya', '/en/journal/how-to-buy-property-in-turkey'])
      assert.ok(locs.includes(path), path);
    assert.ok(!locs.includes('/en/journal/mersin-rising-star'));
    assert.ok(!locs.includes('/en/journal/tag/mersin'));
    const tr = (await app.inject({ url: '/sitemaps/journal-tr-0.xml' })).body;
    const mersin = /<url>\s*<loc>[^<]*\/tr\/journal\/mersin-rising-star<\/loc>[\s\S]*?<\/url>/.exec(tr)?.[0] ?? '';
    assert.ok(mersin.includes('hreflang="ru"') && mersin.includes('hreflang="tr"') && !mersin.includes('hreflang="en"'), mersin);
  });
});
