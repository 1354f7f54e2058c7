// /robots.txt and the sitemaps: an index of per-language files, every file valid against the sitemaps.org schema
// (xmllint-wasm, no network), hreflang alternates on each URL, catalogue landing pages that have listings, every
// active listing and none other, files split at the URL limit.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { validateXML } from 'xmllint-wasm';
import type { Database } from '../../src/db/client';
import { resetIndexBlocks } from '../../src/plugins/app/catalog/index-blocks';
import { sitemapLimits } from '../../src/web/sitemap';
import { appForFile } from '../helper';

const here = path.dirname(fileURLToPath(import.meta.url));
const xsd = (name: string) => ({ fileName: name, contents: readFileSync(path.join(here, 'xsd', name), 'utf8') });
const ORIGIN = 'https://realty.example';

let app: FastifyInstance;
let db: Database;
appForFile({ config: { publicUrl: ORIGIN } }, (built, database) => {
  app = built;
  db = database;
});

async function get(url: string): Promise<string> {
  const res = await app.inject({ url });
  assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`);
  assert.match(String(res.headers['content-type']), url.endsWith('.txt') ? /^text\/plain/ : /^application\/xml/);
  return res.body;
}

async function assertValid(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd'): Promise<void> {
  const result = await validateXML({
    xml: [{ fileName: 'file.xml', contents: xml }],
    schema: [xsd(schema)],
    preload: [xsd('xhtml-link.xsd')],
  });
  assert.deepEqual(result.errors.map((error) => error.message), [], 'valid against the sitemaps.org schema');
  assert.equal(result.valid, true);
}

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

async function allFiles(): Promise<string[]> {
  const index = await get('/sitemap.xml');
  await assertValid(index, 'siteindex.xsd');
  return locs(index).map((loc) => loc.slice(ORIGIN.length));
}

describe('robots.txt', () => {
  test('points at the sitemap index and keeps personal pages and the API out', async () => {
    const body = await get('/robots.txt');
    assert.match(body, /^User-agent: \*$/m);
    assert.match(body, new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
    for (const lang of ['tr', 'en', 'ru']) assert.match(body, new RegExp(`^Disallow: /${lang}/profile$`, 'm'));
    assert.match(body, /^Disallow: \/api\/$/m);
  });
});

describe('sitemaps', () => {
  test('every file of the index is valid, per language, with hreflang alternates', async () => {
    const files = await allFiles();
    for (const name of ['catalog', 'listings'])
      for (const lang of ['tr', 'en', 'ru']) assert.ok(files.includes(`/sitemaps/${name}-${lang}-0.xml`), `${name}-${lang}-0 listed`);
    const en = await get('/sitemaps/catalog-en-0.xml');
    await assertValid(en, 'sitemap.xsd');
    // The schema check has teeth: a relative address or a bad hreflang is refused.
    for (const broken of [en.replace(/<loc>https:\/\/realty\.example/, '<loc>'), en.replace('hreflang="tr"', 'hreflang="Turkish!"')]) {
      const result = await validateXML({ xml: [{ fileName: 'file.xml', contents: broken }], schema: [xsd('sitemap.xsd')], preload: [xsd('xhtml-link.xsd')] });
      assert.equal(result.valid, false);
    }
    const first = /<url>[\s\S]*?<\/url>/.exec(en)?.[0] ?? '';
    const loc = locs(first)[0]!;
    assert.ok(loc.startsWith(`${ORIGIN}/en/real-estate/`));
    for (const lang of ['tr', 'en', 'ru']) assert.ok(first.includes(`hreflang="${lang}" href="${loc.replace('/en/', `/${lang}/`)}"`), `${lang} alternate`);
    assert.ok(first.includes(`hreflang="x-default" href="${loc.replace('/en/', '/tr/')}"`));
  });

  test('landing pages: exactly the deal/type/place combinations that have active listings', async () => {
    const urls = locs(await get('/sitemaps/catalog-tr-0.xml')).map((url) => url.slice(ORIGIN.length));
    const res = await db.execute(
      `SELECT DISTINCT l.deal_type::text AS deal, pt.slug AS type, r.slug AS region, c.slug AS city
       FROM listings l JOIN property_types pt ON pt.id = l.property_type_id JOIN regions r ON r.id = l.region_id
       JOIN cities c ON c.id = l.city_id WHERE l.status = 'active'`,
    );
    const expected = new Set<string>();
    for (const row of res.rows) {
      for (const type of ['', `-${String(row.type)}`]) {
        const base = `/tr/real-estate/${String(row.deal)}${type}`;
        expected.add(base);
        expected.add(`${base}/${String(row.region)}`);
        expected.add(`${base}/${String(row.region)}-${String(row.city)}`);
      }
    }
    assert.deepEqual(new Set(urls), expected);
    assert.equal(urls.length, expected.size, 'no duplicates');
  });

  test('listings: every active listing once, hidden and deleted ones never; split at the URL limit', async () => {
    const previous = sitemapLimits.urlsPerFile;
    sitemapLimits.urlsPerFile = 120;
    resetIndexBlocks(db);
    try {
      await db.execute(`UPDATE listings SET status = 'hidden' WHERE id IN (SELECT id FROM listings ORDER BY id LIMIT 3)`);
      await db.execute(`UPDATE listings SET status = 'deleted', deleted_at = now() WHERE id IN (SELECT id FROM listings ORDER BY id OFFSET 3 LIMIT 2)`);
      const active = (await db.execute(`SELECT id FROM listings WHERE status = 'active' ORDER BY id`)).rows.map((row) => Number(row.id));
      const files = (await allFiles()).filter((file) => file.startsWith('/sitemaps/listings-ru-'));
      assert.equal(files.length, Math.ceil(active.length / 120));
      const seen: number[] = [];
      for (const file of files) {
        const body = await get(file);
        await assertValid(body, 'sitemap.xsd');
        const ids = locs(body).map((url) => Number(/\/ru\/real-estate\/ad\/(\d+)$/.exec(url)?.[1]));
        assert.ok(ids.length <= 120);
        seen.push(...ids);
      }
      assert.deepEqual(seen, active);
      assert.match(await get(files[0]!), /<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    } finally {
      sitemapLimits.urlsPerFile = previous;
      resetIndexBlocks(db);
    }
  });

  test('the static pages (about, fees, partners, the policies) in each language, with their alternates', async () => {
    const files = await allFiles();
    for (const lang of ['tr', 'en', 'ru']) {
      const file = `/sitemaps/pages-${lang}-0.xml`;
      assert.ok(files.includes(file), file);
      const xml = await get(file);
      await assertValid(xml, 'sitemap.xsd');
      assert.deepEqual(
        locs(xml),
        ['about', 'fees', 'foreign-buyers', 'partners', 'privacy-policy', 'refund-policy', 'terms-of-service'].map((page) => `${ORIGIN}/${lang}/${page}`),
      );
      assert.ok(xml.includes(`<xhtml:link rel="alternate" hreflang="ru" href="${ORIGIN}/ru/privacy-policy"/>`));
    }
  });

  test('unknown sitemap files are 404', async () => {
    for (const url of ['/sitemaps/catalog-de-0.xml', '/sitemaps/nothing-en-0.xml', '/sitemaps/catalog-en-99.xml', '/sitemaps/x.xml']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
    }
  });
});
