// Page replies (GET /{lang}/api/pages/…) and the same data inlined into the page HTML; the catalogue path resolved by
// the server (hyphenated slugs, unknown slugs -> 404), including GET /api/realty?path=. PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { CatalogPageData, HomePageData } from '@realty/shared/schemas';
import type { Database } from '../../src/db/client';
import type { Fixture } from './fixture';
import { usePublicSite } from './site';

let app: FastifyInstance;
let db: Database;
let fx: Fixture;

usePublicSite((site) => ({ app, db, fx } = site));

async function page<T>(url: string): Promise<{ route: string; data: T }> {
  const res = await app.inject({ url });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json() as { route: string; data: T };
}

/** The JSON of `<script id="__INITIAL_DATA__">` in a page's HTML ({} without one). */
function inlined(html: string): { page?: { route: string; url: string; data: unknown } } {
  const match = /<script type="application\/json" id="__INITIAL_DATA__">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { page?: { route: string; url: string; data: unknown } }) : {};
}

async function sqlIds(where: string, params: unknown[]): Promise<number[]> {
  const res = await db.execute(`SELECT l.id FROM listings l WHERE l.status = 'active' AND ${where} ORDER BY l.published_at DESC, l.id DESC`, params);
  return res.rows.map((row) => Number(row.id));
}

describe('catalogue page reply', () => {
  test('resolves region-city from the path and filters exactly like SQL', async () => {
    const { route, data } = await page<CatalogPageData>('/en/api/pages/real-estate/sale/antalya-alanya?filter&rooms=2%2B1,3%2B1,1%2B0,4%2B1');
    assert.equal(route, 'catalog');
    assert.deepEqual(
      { dealType: data.filter.dealType, region: data.filter.region, city: data.filter.city, rooms: data.filter.rooms },
      { dealType: 'sale', region: 'antalya', city: 'alanya', rooms: ['2+1', '3+1', '1+0', '4+1'] },
    );
    const expected = await sqlIds(
      `l.deal_type = 'sale' AND l.city_id = (SELECT c.id FROM cities c JOIN regions r ON r.id = c.region_id WHERE r.slug = 'antalya' AND c.slug = 'alanya')
       AND l.rooms = ANY($1::text[])`,
      [['2+1', '3+1', '1+0', '4+1']],
    );
    assert.deepEqual(
      data.list.data.map((card) => card.id),
      expected.slice(0, 20),
    );
    assert.equal(data.list.meta.total, expected.length);
    assert.equal(data.region?.title, 'Antalya');
    assert.equal(data.city?.title, 'Alanya');
    const cities = await db.execute(`SELECT c.slug FROM cities c JOIN regions r ON r.id = c.region_id WHERE r.slug = 'antalya'`, []);
    assert.deepEqual(data.options.cities.map((c) => c.code).sort(), cities.rows.map((row) => String(row.slug)).sort());
    assert.ok(data.options.districts.some((d) => d.code === 'mahmutlar'), 'neighbourhoods of the district');
  });

  test('title, description and breadcrumbs per language; page 2 says so', async () => {
    const ru = (await page<CatalogPageData>('/ru/api/pages/real-estate/rent-apartment/antalya')).data;
    assert.match(ru.seo.h1, /^Снять .* в Анталье$/);
    assert.deepEqual(
      ru.breadcrumbs.map((c) => c.title),
      ['Главная', 'Недвижимость', 'Аренда', ru.propertyType?.title, 'Анталья'],
    );
    assert.equal(ru.breadcrumbs.at(-1)?.url, undefined, 'the page itself is not linked');
    assert.equal(ru.breadcrumbs[2]?.url, '/ru/real-estate/rent');
    const p1 = (await page<CatalogPageData>('/en/api/pages/real-estate/sale?per_page=5')).data;
    const all = await sqlIds(`l.deal_type = 'sale'`, []);
    if (all.length > 20) {
      const p2 = (await page<CatalogPageData>('/en/api/pages/real-estate/sale?page=2')).data;
      assert.notEqual(p2.seo.title, p1.seo.title);
      assert.equal(p2.canonical, '/en/real-estate/sale?page=2');
    }
    assert.equal(p1.canonical, '/en/real-estate/sale');
  });

  test('the canonical of a narrower page is its landing or rooms facet', async () => {
    const { data } = await page<CatalogPageData>('/en/api/pages/real-estate/sale?filter&sort=price_asc&currency=EUR&rooms=2%2B1');
    assert.equal(data.filter.sort, 'price_asc');
    assert.equal(data.canonical, '/en/real-estate/sale?filter&rooms=2%2B1');
    assert.equal(data.indexable, false);
    const priced = await page<CatalogPageData>('/en/api/pages/real-estate/sale?filter&price_to=200000&currency=EUR');
    assert.equal(priced.data.canonical, '/en/real-estate/sale');
  });

  test('a bad query value is left out (the page still shows); private fields are ignored', async () => {
    const { data } = await page<CatalogPageData>(`/en/api/pages/real-estate/sale?filter&price_from=abc&rooms=9x&isFavorite=1&user_id=${fx.agentId}`);
    assert.equal(data.filter.price_from, undefined);
    assert.equal(data.filter.rooms, undefined);
    assert.equal(data.filter.isFavorite, undefined);
    assert.equal(data.filter.user_id, undefined);
  });

  test('unknown slugs, a malformed path and a page past the end are 404 with a translated message', async () => {
    for (const url of [
      '/en/api/pages/real-estate/sale/nowhere',
      '/en/api/pages/real-estate/sale/antalya-nowhere',
      '/en/api/pages/real-estate/sale-castle',
      '/en/api/pages/real-estate/buy',
      '/en/api/pages/real-estate/sale?page=400',
      '/en/api/pages/no-such-page',
    ]) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { message: 'This page could not be found' }, url);
    }
    const ru = await app.inject({ url: '/ru/api/pages/real-estate/sale/nowhere' });
    assert.equal(ru.json().message, 'Страница не найдена');
  });

  test('/real-estate without a deal type lists every active listing', async () => {
    const { route, data } = await page<CatalogPageData>('/tr/api/pages/real-estate');
    assert.equal(route, 'realEstate');
    const all = await sqlIds('true', []);
    assert.equal(data.list.meta.total, all.length);
    assert.equal(data.filter.dealType, undefined);
    assert.match(data.seo.h1, /satılık ve kiralık/);
  });
});

describe('GET /api/realty?path=', () => {
  test('resolves the catalogue path itself (no get-path round trip)', async () => {
    const viaPath = await app.inject({ url: '/en/api/realty?path=sale/antalya-alanya&rooms=2%2B1' });
    const viaFields = await app.inject({ url: '/en/api/realty?dealType=sale&region=antalya&city=alanya&rooms=2%2B1' });
    assert.equal(viaPath.statusCode, 200);
    assert.deepEqual(viaPath.json(), viaFields.json());
    const typed = await app.inject({ url: '/en/api/realty?path=rent-villa/antalya' });
    assert.ok((typed.json() as { data: Array<{ deal_type: string; property_type: { code: string } }> }).data.every((c) => c.deal_type === 'rent' && c.property_type.code === 'villa'));
    const unknown = await app.inject({ url: '/en/api/realty?path=sale/atlantis' });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { message: 'This page could not be found' });
  });
});

describe('page HTML inlines the same reply', () => {
  test('catalogue: head from the reply, JSON-LD breadcrumbs and item list, data for the URL as requested', async () => {
    const url = '/en/real-estate/sale-apartment/antalya?filter&rooms=2%2B1';
    const res = await app.inject({ url });
    assert.equal(res.statusCode, 200);
    const { data } = await page<CatalogPageData>('/en/api/pages/real-estate/sale-apartment/antalya?filter&rooms=2%2B1');
    const initial = inlined(res.body);
    assert.deepEqual(initial.page, { route: 'catalog', url, data });
    assert.ok(res.body.includes(`<title>${data.seo.title}</title>`));
    assert.ok(res.body.includes(`<link rel="canonical" href="https://realty.example/en/real-estate/sale-apartment/antalya?filter&amp;rooms=2%2B1">`));
    const ld = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string; itemListElement: unknown[] });
    assert.deepEqual(ld.map((item) => item['@type']), ['BreadcrumbList', 'ItemList']);
    assert.equal(ld[1]?.itemListElement.length, data.list.data.length);
  });

  test('an unknown place is a real HTTP 404 page', async () => {
    const res = await app.inject({ url: '/en/real-estate/sale/atlantis' });
    assert.equal(res.statusCode, 404);
    assert.ok(res.body.includes('<meta name="robots" content="noindex">'));
    assert.equal(inlined(res.body).page, undefined);
  });

  test('home: quick search options, links, realtors and new listings', async () => {
    const { data } = await page<HomePageData>('/ru/api/pages');
    assert.ok(data.options.sale.propertyType.length > 0);
    assert.ok(data.options.regions.some((r) => r.title === 'Анталья'));
    assert.equal(data.new_listings.length, 8);
    assert.ok(data.realtors.length > 0);
    assert.ok(data.useful_links.every((block) => block.links.every((link) => link.url.startsWith('/ru/real-estate/'))));
    const res = await app.inject({ url: '/ru' });
    assert.deepEqual(inlined(res.body).page?.route, 'home');
  });
});
