// Which catalogue pages search engines may index (issue 23, docs/ARCHITECTURE.md "Indexable catalogue pages"): the
// server HTML's robots, canonical, hreflang, title and breadcrumbs of a landing, its rooms facet, a narrower filter and
// a second page.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { CatalogPageData, ListingPageData } from '@realty/shared/schemas';
import type { Fixture } from './fixture';
import { PUBLIC_ORIGIN, usePublicSite } from './site';

const ORIGIN = PUBLIC_ORIGIN;
let app: FastifyInstance;
let fx: Fixture;

usePublicSite((site) => ({ app, fx } = site));

interface Head {
  title: string;
  robots: string | null;
  canonical: string | null;
  hreflang: Record<string, string>;
  description: string | null;
}

async function head(url: string): Promise<Head & { body: string }> {
  const res = await app.inject({ url });
  assert.equal(res.statusCode, 200, url);
  const body = res.body;
  const attr = (re: RegExp) => re.exec(body)?.[1]?.replace(/&amp;/g, '&') ?? null;
  const hreflang: Record<string, string> = {};
  for (const m of body.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)">/g)) hreflang[m[1]!] = m[2]!.replace(/&amp;/g, '&');
  return {
    body,
    title: attr(/<title>([^<]*)<\/title>/) ?? '',
    robots: attr(/<meta name="robots" content="([^"]+)">/),
    canonical: attr(/<link rel="canonical" href="([^"]+)">/),
    description: attr(/<meta name="description" content="([^"]+)">/),
    hreflang,
  };
}

async function reply<T>(url: string): Promise<T> {
  const res = await app.inject({ url });
  assert.equal(res.statusCode, 200, url);
  return (res.json() as { data: T }).data;
}

describe('indexable catalogue pages', () => {
  test('a landing is indexable, self-canonical, with hreflang to itself in each language', async () => {
    const page = await head('/en/real-estate/sale/antalya');
    assert.equal(page.robots, null);
    assert.equal(page.canonical, `${ORIGIN}/en/real-estate/sale/antalya`);
    assert.deepEqual(page.hreflang, {
      tr: `${ORIGIN}/tr/real-estate/sale/antalya`,
      en: `${ORIGIN}/en/real-estate/sale/antalya`,
      ru: `${ORIGIN}/ru/real-estate/sale/antalya`,
      'x-default': `${ORIGIN}/tr/real-estate/sale/antalya`,
    });
  });

  test('a single-rooms facet is indexable, with its own title, description and breadcrumb', async () => {
    const landing = await head('/en/real-estate/sale-apartment/antalya');
    const facet = await head('/en/real-estate/sale-apartment/antalya?filter&rooms=2%2B1');
    assert.equal(facet.robots, null);
    assert.equal(facet.canonical, `${ORIGIN}/en/real-estate/sale-apartment/antalya?filter&rooms=2%2B1`);
    assert.equal(facet.hreflang.ru, `${ORIGIN}/ru/real-estate/sale-apartment/antalya?filter&rooms=2%2B1`);
    assert.match(facet.title, /^2\+1 apartments for sale in Antalya \| /);
    assert.notEqual(facet.title, landing.title);
    assert.notEqual(facet.description, landing.description);
    const ru = await head('/ru/real-estate/sale-apartment/antalya?filter&rooms=2%2B1');
    assert.match(ru.title, /^Купить квартиру 2\+1 в Анталье \| /);
    const tr = await head('/tr/real-estate/sale-apartment/antalya?filter&rooms=2%2B1');
    assert.match(tr.title, /^Antalya satılık 2\+1 daire \| /);
    const data = await reply<CatalogPageData>('/en/api/pages/real-estate/sale-apartment/antalya?filter&rooms=2%2B1');
    assert.equal(data.indexable, true);
    assert.equal(data.seo.h1, '2+1 apartments for sale in Antalya');
    assert.deepEqual(data.breadcrumbs.slice(-2), [{ title: 'Antalya', url: '/en/real-estate/sale-apartment/antalya' }, { title: '2+1' }]);
  });

  test('anything narrower is noindex,follow with its canonical and hreflang at the landing (or the rooms facet)', async () => {
    const landing = '/real-estate/sale/antalya-alanya';
    for (const query of [
      '?filter&price_to=200000&currency=EUR',
      '?filter&rooms=2%2B1,3%2B1',
      '?filter&districts=mahmutlar',
      '?sort=price_asc',
      '?filter&keywords=sea',
      '?filter&area_from=50',
      '?currency=USD',
    ]) {
      const page = await head(`/en${landing}${query}`);
      assert.equal(page.robots, 'noindex,follow', query);
      assert.equal(page.canonical, `${ORIGIN}/en${landing}`, query);
      assert.equal(page.hreflang.ru, `${ORIGIN}/ru${landing}`, query);
    }
    const pricedFacet = await head(`/en${landing}?filter&rooms=2%2B1&price_to=200000&currency=EUR`);
    assert.equal(pricedFacet.robots, 'noindex,follow');
    assert.equal(pricedFacet.canonical, `${ORIGIN}/en${landing}?filter&rooms=2%2B1`);
  });

  test('page 2 is self-canonical and its hreflang points to page 2 in each language', async () => {
    const page = await head('/en/real-estate?page=2');
    assert.equal(page.robots, null);
    assert.equal(page.canonical, `${ORIGIN}/en/real-estate?page=2`);
    assert.deepEqual(page.hreflang, {
      tr: `${ORIGIN}/tr/real-estate?page=2`,
      en: `${ORIGIN}/en/real-estate?page=2`,
      ru: `${ORIGIN}/ru/real-estate?page=2`,
      'x-default': `${ORIGIN}/tr/real-estate?page=2`,
    });
    const sorted = await head('/en/real-estate?sort=price_asc&page=2');
    assert.equal(sorted.robots, 'noindex,follow');
    assert.equal(sorted.canonical, `${ORIGIN}/en/real-estate`);
  });

  test('links carry no bare `?filter` marker', async () => {
    const p2 = await head('/en/real-estate?page=2');
    assert.doesNotMatch(p2.body, /\?filter(?:&(?:page|sort|currency)=|["'<\s\\])/);
    const data = await reply<CatalogPageData>('/en/api/pages/real-estate/sale/antalya-alanya?sort=price_asc&page=1');
    for (const crumb of data.breadcrumbs) assert.doesNotMatch(crumb.url ?? '', /filter/);
    const listing = await reply<ListingPageData>(`/en/api/pages/real-estate/ad/${fx.listingIds[0]}`);
    for (const crumb of listing.breadcrumbs) {
      if (crumb.url?.includes('?')) assert.match(crumb.url, /\?filter&districts=/);
    }
  });
});

describe('deal names in breadcrumbs and listing facts', () => {
  test('read as nouns, not as the verbs of the deal tabs', async () => {
    const en = await reply<CatalogPageData>('/en/api/pages/real-estate/sale/antalya');
    assert.equal(en.breadcrumbs[2]?.title, 'For sale');
    const ru = await reply<CatalogPageData>('/ru/api/pages/real-estate/sale/antalya');
    assert.equal(ru.breadcrumbs[2]?.title, 'Продажа');
    const listing = await reply<ListingPageData>(`/ru/api/pages/real-estate/ad/${fx.listingIds[0]}`);
    const deal = listing.listing.information.find((item) => item.key === 'dealType');
    assert.ok(deal);
    assert.notEqual(deal.label, 'Сделка');
    assert.ok(['Продажа', 'Аренда', 'Новостройки'].includes(String(deal.value)), String(deal.value));
  });
});
