// Public catalogue API: shapes in three languages, filtering correctness against SQL, converted price
// bounds, pagination edges, sort order, 404s, 422s and cache headers. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from '../db';
import { build } from '../helper';
import { searchTuning } from '../../src/plugins/app/catalog/search';
import { SESSION_COOKIE, SessionService } from '../../src/services/sessions';
import { seedPublicFixture, type Fixture } from './fixture';

let app: FastifyInstance;
let db: Database;
let fx: Fixture;
let rates: Record<string, number>;

before(async () => {
  db = await createTestDatabase();
  app = await build(undefined, { database: db });
  fx = await seedPublicFixture(db);
  const res = await app.inject({ url: '/api/data/currency' });
  rates = Object.fromEntries(Object.entries(res.json().data as Record<string, { rate: number }>).map(([k, v]) => [k, v.rate]));
});
after(async () => {
  await app.close();
  await db.close();
});

interface Card {
  id: number;
  url: string;
  title: string;
  deal_type: string;
  property_type: { code: string; title: string };
  place: { region: { code: string }; city: { code: string } | null; district: { code: string } | null; label: string };
  price: { amount: number; currency: string; prices: Record<string, number> };
  characteristics: { rooms: string | null; area: number | null };
  gallery: string[];
  photo_count: number;
  agent: { id: number; name: string } | null;
  published_at: string;
  views: number;
}
interface ListReply {
  data: Card[];
  meta: { current_page: number; last_page: number; total: number; per_page: number; total_is_estimate?: boolean };
}

async function list(query: string, lang = ''): Promise<ListReply> {
  const res = await app.inject({ url: `${lang ? `/${lang}` : ''}/api/realty?${query}` });
  assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
  return res.json() as ListReply;
}

async function sqlCount(where: string, params: unknown[] = []): Promise<number> {
  const res = await db.execute(`SELECT count(*)::int AS n FROM listings l WHERE l.status = 'active' AND ${where}`, params);
  return Number(res.rows[0]?.n);
}

describe('GET /api/realty', () => {
  test('shape and titles in each language', async () => {
    for (const lang of ['tr', 'en', 'ru'] as const) {
      const body = await list('dealType=sale&region=antalya&city=alanya&per_page=5', lang);
      assert.deepEqual(Object.keys(body.meta).sort(), ['current_page', 'last_page', 'per_page', 'total']);
      assert.ok(body.data.length > 0);
      const card = body.data[0]!;
      for (const key of ['id', 'url', 'title', 'place', 'price', 'short_description', 'characteristics', 'gallery', 'photo_count', 'agent', 'views', 'created_at'])
        assert.ok(key in card, key);
      assert.deepEqual(Object.keys(card.price.prices).sort(), ['EUR', 'RUB', 'TRY', 'USD']);
      assert.equal(card.price.prices[card.price.currency], card.price.amount);
      assert.ok(card.url.startsWith(`/${lang}/real-estate/ad/`));
      const city = card.place.city;
      assert.equal(city?.code, 'alanya');
      if (lang === 'ru') assert.match(card.place.label, /Алания/);
      else assert.match(card.place.label, /Alanya/);
    }
    const ru = await list(`agent=${fx.agentId}&per_page=50`, 'ru');
    assert.ok(ru.data.some((c) => /[а-я]/i.test(c.title)), 'Russian titles');
    const en = await list(`agent=${fx.agentId}&per_page=50`, 'en');
    assert.ok(en.data.some((c) => /Apartment with sea view|Office/.test(c.title)));
    // a listing with only a Turkish translation still has a title
    assert.ok(en.data.every((c) => c.title.length > 0));
  });

  test('every returned listing matches the filter and totals agree with SQL', async () => {
    const cases: Array<[string, string, unknown[], (c: Card) => boolean]> = [
      ['dealType=rent', "l.deal_type = 'rent'", [], (c) => c.deal_type === 'rent'],
      ['dealType=sale&propertyType=villa', "l.deal_type = 'sale' AND l.property_type_id = (SELECT id FROM property_types WHERE slug = 'villa')", [], (c) => c.deal_type === 'sale' && c.property_type.code === 'villa'],
      ['region=antalya', "l.region_id = (SELECT id FROM regions WHERE slug = 'antalya')", [], (c) => c.place.region.code === 'antalya'],
      // a region and a type without a city: the count seeks the region's cities (regionCities)
      ['region=antalya&propertyType=apartment&rooms=2%2B1,3%2B1', "l.region_id = (SELECT id FROM regions WHERE slug = 'antalya') AND l.property_type_id = (SELECT id FROM property_types WHERE slug = 'apartment') AND l.rooms IN ('2+1','3+1')", [], (c) => c.place.region.code === 'antalya' && c.property_type.code === 'apartment' && ['2+1', '3+1'].includes(c.characteristics.rooms ?? '')],
      ['region=antalya&city=alanya&districts=mahmutlar,oba', "l.district_id IN (SELECT d.id FROM districts d JOIN cities c ON c.id = d.city_id WHERE c.slug = 'alanya' AND d.slug IN ('mahmutlar','oba'))", [], (c) => ['mahmutlar', 'oba'].includes(c.place.district?.code ?? '')],
      ['rooms=2%2B1,3%2B1', "l.rooms IN ('2+1','3+1')", [], (c) => ['2+1', '3+1'].includes(c.characteristics.rooms ?? '')],
      ['rooms=1+1', "l.rooms = '1+1'", [], (c) => c.characteristics.rooms === '1+1'],
      ['area_from=100&area_to=200', 'l.area BETWEEN 100 AND 200', [], (c) => (c.characteristics.area ?? 0) >= 100 && (c.characteristics.area ?? 0) <= 200],
      [`agent=${fx.agentId}`, `l.user_id = ${fx.agentId}`, [], (c) => c.agent?.id === fx.agentId],
      [`agency=${fx.agencyId}`, `l.agency_id = ${fx.agencyId}`, [], () => true],
    ];
    for (const [query, where, params, matches] of cases) {
      const body = await list(`${query}&per_page=50`);
      const expected = await sqlCount(where, params);
      assert.equal(body.meta.total, expected, query);
      assert.ok(body.data.length === Math.min(50, expected), query);
      for (const card of body.data) assert.ok(matches(card), `${query}: listing ${card.id}`);
      assert.ok(!body.data.some((c) => c.id === fx.hiddenId), 'hidden listing never listed');
    }
  });

  test('price bounds are in the query currency and compare converted prices', async () => {
    for (const [currency, from, to] of [['USD', 60000, 150000], ['EUR', 50000, 100000], ['TRY', 2000000, 5000000], ['RUB', 1000000, 20000000]] as const) {
      const body = await list(`price_from=${from}&price_to=${to}&currency=${currency}&per_page=50`);
      const lo = Math.ceil(from * rates[currency]!);
      const hi = Math.floor(to * rates[currency]!);
      assert.equal(body.meta.total, await sqlCount('l.price_try BETWEEN $1 AND $2', [lo, hi]), currency);
      for (const card of body.data) {
        const row = await db.execute('SELECT price_try FROM listings WHERE id = $1', [card.id]);
        const priceTry = Number(row.rows[0]?.price_try);
        assert.ok(priceTry >= lo && priceTry <= hi, `${currency} ${card.id}`);
      }
    }
    // default currency TRY; a bound alone
    const only = await list('price_to=3000000');
    assert.equal(only.meta.total, await sqlCount('l.price_try <= 3000000'));
  });

  test('sort orders', async () => {
    const check = async (sort: string, key: (c: Card) => number, dir: 1 | -1) => {
      const body = await list(`sort=${sort}&per_page=50&agent=${fx.agentId}`);
      for (let i = 1; i < body.data.length; i += 1) {
        const a = key(body.data[i - 1]!);
        const b = key(body.data[i]!);
        assert.ok(dir === 1 ? a <= b : a >= b, `${sort} at ${i}: ${a} vs ${b}`);
      }
    };
    await check('price_asc', (c) => c.price.prices.TRY!, 1);
    await check('price_desc', (c) => c.price.prices.TRY!, -1);
    await check('newest', (c) => Date.parse(c.published_at), -1);
    await check('area_desc', (c) => c.characteristics.area ?? -1, -1);
    await check('area_asc', (c) => c.characteristics.area ?? Number.MAX_SAFE_INTEGER, 1);
  });

  test('keywords: full text in the reply language', async () => {
    const sea = new Set(fx.seaViewIds);
    for (const [lang, words] of [['en', 'sea views'], ['ru', 'море'], ['tr', 'deniz manzaralı']] as const) {
      const body = await list(`keywords=${encodeURIComponent(words)}&agent=${fx.agentId}&per_page=50`, lang);
      assert.ok(body.data.length > 0, lang);
      for (const card of body.data) assert.ok(sea.has(card.id), `${lang}: ${card.id}`);
    }
    // stop words only: the filter is ignored, not "nothing found"
    const stop = await list(`keywords=the&agent=${fx.agentId}`, 'en');
    assert.equal(stop.meta.total, await sqlCount(`l.user_id = ${fx.agentId}`));
  });

  test('pagination edges', async () => {
    const total = await sqlCount('true');
    const first = await list('per_page=7');
    assert.equal(first.meta.total, total);
    assert.equal(first.meta.last_page, Math.max(1, Math.ceil(total / 7)));
    const last = await list(`per_page=7&page=${first.meta.last_page}`);
    assert.equal(last.data.length, total - 7 * (first.meta.last_page - 1));
    const beyond = await list(`per_page=7&page=${first.meta.last_page + 1}`);
    assert.equal(beyond.data.length, 0);
    assert.equal(beyond.meta.current_page, first.meta.last_page + 1);
    // pages are disjoint and cover everything
    const seen = new Set<number>();
    for (let page = 1; page <= first.meta.last_page; page += 1) for (const c of (await list(`per_page=7&page=${page}`)).data) seen.add(c.id);
    assert.equal(seen.size, total);
    const empty = await list('region=antalya&city=no-such-city');
    assert.deepEqual(empty, { data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 20 } });
  });

  test('422 with a message per field', async () => {
    const res = await app.inject({ url: '/api/realty?page=0&dealType=buy&rooms=2%2B1,7%2B2x&districts=a,b_c&price_from=abc&currency=XYZ&per_page=500&sort=cheap&agent=-1' });
    assert.equal(res.statusCode, 422);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    for (const field of ['page', 'dealType', 'rooms', 'districts', 'price_from', 'currency', 'per_page', 'sort', 'agent']) assert.ok(body.errors[field]?.length, field);
    const reversed = await app.inject({ url: '/api/realty?price_from=10&price_to=5' });
    assert.equal(reversed.statusCode, 422);
    assert.ok((reversed.json() as { errors: Record<string, string[]> }).errors.price_to);
    const deep = await app.inject({ url: '/api/realty?page=501' });
    assert.equal(deep.statusCode, 422);
  });

  test('cache headers: public lists cached, personal filters never', async () => {
    const res = await app.inject({ url: '/api/realty?dealType=sale' });
    assert.match(String(res.headers['cache-control']), /public, max-age=\d+/);
    const fav = await app.inject({ url: '/api/realty?isFavorite=1' });
    assert.equal(fav.statusCode, 401);
    assert.match(String(fav.headers['cache-control']), /no-store/);
    const other = await app.inject({ url: `/api/realty?user_id=${fx.agentId}` });
    assert.equal(other.statusCode, 401);
  });
});

describe('GET /api/realty/{id}', () => {
  test('detail in three languages, never the phone', async () => {
    const id = fx.listingIds[2]!;
    for (const lang of ['tr', 'en', 'ru'] as const) {
      const res = await app.inject({ url: `/${lang}/api/realty/${id}` });
      assert.equal(res.statusCode, 200);
      assert.ok(!res.body.includes('+905321112233'), 'phone never in the detail');
      const body = res.json() as { data: Record<string, unknown> & { parameters: Array<{ key: string; title: string }> }; default_tab: string };
      assert.equal(body.data.id, id);
      assert.equal(body.default_tab, body.data.default_tab);
      for (const key of ['description', 'information', 'parameters', 'coordinates', 'price', 'agent', 'agency', 'views', 'photos', 'features', 'has_phone'])
        assert.ok(key in body.data, key);
      assert.equal(body.data.has_phone, true);
      const main = body.data.parameters[0]!;
      assert.equal(main.title, { tr: 'Genel', en: 'Main', ru: 'Основное' }[lang]);
      assert.match(String(res.headers['cache-control']), /public/);
    }
  });

  test('404 for unknown and non-active ids, 422 for malformed ids', async () => {
    for (const url of ['/api/realty/99999999', `/api/realty/${fx.hiddenId}`, '/en/api/similar-ads/99999999', '/ru/api/nearby/99999999']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.ok((res.json() as { message: string }).message, url);
    }
    const en = await app.inject({ url: '/en/api/realty/99999999' });
    assert.equal((en.json() as { message: string }).message, 'Listing not found');
    for (const url of ['/api/realty/abc', '/api/realty/0', '/api/realty/1.5', '/api/realty/99999999999']) {
      assert.equal((await app.inject({ url })).statusCode, 422, url);
    }
  });

  test('similar ads: same deal type, property type and city, closest in price', async () => {
    const id = fx.listingIds[12]!;
    const detail = (await app.inject({ url: `/api/realty/${id}` })).json() as { data: Card };
    const res = await app.inject({ url: `/en/api/similar-ads/${id}` });
    assert.equal(res.statusCode, 200);
    const data = (res.json() as { data: Card[] }).data;
    for (const c of data) {
      assert.notEqual(c.id, id);
      assert.equal(c.deal_type, detail.data.deal_type);
      assert.equal(c.property_type.code, detail.data.property_type.code);
      assert.equal(c.place.city?.code, detail.data.place.city?.code);
    }
  });

  test('nearby: closest first, none for a listing without a pin', async () => {
    const res = await app.inject({ url: `/api/nearby/${fx.listingIds[0]}?limit=5` });
    assert.equal(res.statusCode, 200);
    const data = (res.json() as { data: Array<Card & { distance_km: number }> }).data;
    assert.ok(data.length > 0 && data.length <= 5);
    for (let i = 1; i < data.length; i += 1) assert.ok(data[i - 1]!.distance_km <= data[i]!.distance_km);
    const none = await app.inject({ url: `/api/nearby/${fx.noPinId}` });
    assert.deepEqual((none.json() as { data: unknown[] }).data, []);
  });
});

describe('full-text counts', () => {
  test('rare and common words count exactly on small data, and agree with SQL', async () => {
    for (const [lang, config, words] of [['en', 'english', 'pool'], ['ru', 'russian', 'бассейном'], ['tr', 'turkish', 'havuzlu']] as const) {
      const body = await list(`keywords=${encodeURIComponent(words)}&per_page=50`, lang);
      const expected = await sqlCount(
        `EXISTS (SELECT 1 FROM listing_translations t WHERE t.listing_id = l.id AND t.lang = $1 AND t.search @@ websearch_to_tsquery('${config}', $2))`,
        [lang, words],
      );
      assert.equal(body.meta.total, expected, `${lang} ${words}`);
      assert.ok(!body.meta.total_is_estimate);
    }
  });
});

describe('count branches', () => {
  test('estimates are flagged; the common-word walk is exact when candidates run out', async () => {
    const saved = { ...searchTuning };
    try {
      Object.assign(searchTuning, { countCap: 30, trustEstimateFactor: 1000, keywordCountCap: 3, keywordWalk: 50 });
      const broad = await list('per_page=5');
      assert.equal(broad.meta.total_is_estimate, true);
      assert.ok(broad.meta.total >= 30);
      const small = await list(`agency=${fx.agencyId}&dealType=rent`);
      assert.equal(small.meta.total, await sqlCount(`l.agency_id = ${fx.agencyId} AND l.deal_type = 'rent'`));
      // common word (more than keywordCountCap matches), few candidates: exact through the walk
      const expected = await sqlCount(
        `l.user_id = ${fx.agentId} AND EXISTS (SELECT 1 FROM listing_translations t WHERE t.listing_id = l.id AND t.lang = 'en' AND t.search @@ websearch_to_tsquery('english', 'pool'))`,
      );
      const walk = await list(`agent=${fx.agentId}&keywords=pool`, 'en');
      assert.equal(walk.meta.total, expected);
      assert.ok(!walk.meta.total_is_estimate);
      // many candidates: an estimate, flagged
      const wide = await list('keywords=pool', 'en');
      assert.equal(wide.meta.total_is_estimate, true);
      assert.ok(wide.data.length > 0);
      // rare word (none among the walked candidates): the GIN probe counts it exactly
      await db.execute(
        `UPDATE listing_translations SET title = title || ' zanzibar' WHERE lang = 'en' AND listing_id = (
           SELECT id FROM listings WHERE status = 'active' ORDER BY published_at ASC, id ASC LIMIT 1)`,
      );
      const rare = await list('keywords=zanzibar', 'en');
      assert.equal(rare.meta.total, 1);
      assert.ok(!rare.meta.total_is_estimate);
      assert.equal(rare.data.length, 1);
      // estimates always come with the trusted-estimate path too
      Object.assign(searchTuning, { trustEstimateFactor: 0 });
      const trusted = await list('dealType=sale');
      assert.equal(trusted.meta.total_is_estimate, true);
    } finally {
      Object.assign(searchTuning, saved);
    }
  });
});

describe('personal filters', () => {
  test('isFavorite and user_id are scoped to the signed-in user and never cached', async () => {
    const { token } = await new SessionService(db.db).create(fx.otherUserId);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const favs = [fx.listingIds[1]!, fx.listingIds[2]!, fx.hiddenId];
    for (const id of favs) await db.execute('INSERT INTO favorites (user_id, listing_id) VALUES ($1, $2)', [fx.otherUserId, id]);
    await db.execute('INSERT INTO favorites (user_id, listing_id) VALUES ($1, $2)', [fx.agentId, fx.listingIds[8]!]);
    const res = await app.inject({ url: '/en/api/realty?isFavorite=1', headers: { cookie } });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['cache-control']), /no-store/);
    const body = res.json() as ListReply;
    assert.deepEqual(body.data.map((c) => c.id).sort(), favs.slice(0, 2).sort(), 'own active favorites only');
    const own = (await app.inject({ url: `/api/realty?user_id=${fx.otherUserId}&per_page=50`, headers: { cookie } })).json() as ListReply;
    assert.equal(own.meta.total, await sqlCount(`l.user_id = ${fx.otherUserId}`));
    assert.ok(own.data.every((c) => c.agent?.id === fx.otherUserId));
    const other = await app.inject({ url: `/api/realty?user_id=${fx.agentId}&isFavorite=1`, headers: { cookie } });
    assert.equal(other.statusCode, 403);
  });
});
