// Places, get-path, home blocks, journal, currency, phone reveal, view counting, a malformed-parameter
// sweep (never a 5xx) and the OpenAPI contract (real replies validate against /api/openapi.json).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import Ajv from 'ajv';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from '../db';
import { build, CookieJar } from '../helper';
import { seedPublicFixture, type Fixture } from './fixture';

let app: FastifyInstance;
let db: Database;
let fx: Fixture;

before(async () => {
  db = await createTestDatabase();
  app = await build(undefined, { database: db });
  fx = await seedPublicFixture(db);
});
after(async () => {
  await app.close();
  await db.close();
});

const get = async (url: string, status = 200) => {
  const res = await app.inject({ url });
  assert.equal(res.statusCode, status, `${url}: ${res.body.slice(0, 300)}`);
  return res;
};
type Item = { code: string; title: string };

describe('places', () => {
  test('regions, cities and districts in each language', async () => {
    const titles = { tr: 'İstanbul', en: 'Istanbul', ru: 'Стамбул' } as const;
    for (const lang of ['tr', 'en', 'ru'] as const) {
      const regions = (await get(`/${lang}/api/location/regions`)).json().data as Item[];
      assert.equal(regions.find((r) => r.code === 'istanbul')?.title, titles[lang]);
      const cities = (await get(`/${lang}/api/location/cities?region=antalya`)).json().data as Item[];
      assert.ok(cities.some((c) => c.code === 'alanya'));
      const districts = (await get(`/${lang}/api/location/districts?city=alanya`)).json().data as Item[];
      assert.ok(districts.some((d) => d.code === 'mahmutlar'));
    }
    await get('/api/location/cities?region=nowhere', 404);
    await get('/api/location/districts?city=nowhere', 404);
    await get('/api/location/cities', 422);
    await get('/api/location/districts?city=', 422);
  });

  test('place search in any script, with or without Turkish letters', async () => {
    for (const q of ['Алания', 'alanya', 'Alanya', 'ALANYA']) {
      const data = (await get(`/en/api/location/search?q=${encodeURIComponent(q)}`)).json().data as Array<{ type: string; code: string }>;
      assert.equal(data[0]?.code, 'alanya', q);
      assert.equal(data[0]?.type, 'city', q);
    }
    for (const q of ['istanbul', 'İstanbul', 'Стамбул']) {
      const data = (await get(`/ru/api/location/search?q=${encodeURIComponent(q)}`)).json().data as Array<{ code: string; title: string }>;
      assert.equal(data[0]?.code, 'istanbul', q);
      assert.equal(data[0]?.title, 'Стамбул');
    }
    const konya = (await get(`/api/location/search?q=konyaalti`)).json().data as Array<{ code: string }>;
    assert.ok(konya.some((p) => p.code === 'konyaalti'));
    const regions = (await get(`/api/location/regions?q=${encodeURIComponent('Анталья')}`)).json().data as Item[];
    assert.deepEqual(regions.map((r) => r.code), ['antalya']);
  });
});

describe('get-path', () => {
  test('resolves hyphenated slugs with titles and SEO per language', async () => {
    for (const lang of ['tr', 'en', 'ru'] as const) {
      const body = (await get(`/${lang}/api/get-path?url=${encodeURIComponent(`/${lang}/real-estate/sale-apartment/antalya-alanya?page=2`)}`)).json();
      assert.equal(body.data.propertyType.slug, 'apartment');
      assert.equal(body.data.region.slug, 'antalya');
      assert.equal(body.data.city.slug, 'alanya');
      assert.equal(body.data.city.title, lang === 'ru' ? 'Алания' : 'Alanya');
      assert.ok(body.data.seo.title.length > 10 && body.data.seo.description.length > 10);
      assert.equal(body.data.alternates.en, '/en/real-estate/sale-apartment/antalya-alanya');
    }
    const en = (await get(`/en/api/get-path?url=/en/real-estate/rent/istanbul`)).json();
    assert.equal(en.data.seo.h1, 'Property for rent in Istanbul');
    assert.equal(en.data.city, null);
    const turkish = (await get(`/tr/api/get-path?url=/tr/real-estate/satilik-villa/antalya`)).json();
    assert.equal(turkish.data.dealType.slug, 'sale');
  });

  test('unknown paths answer an empty reply, not an error', async () => {
    for (const url of ['/en/real-estate/sale/antalya-nowhere', '/en/real-estate/buy', '/en/about', '/xx/real-estate/sale', '/en/real-estate/sale-castle', '%%%']) {
      const body = (await get(`/api/get-path?url=${encodeURIComponent(url)}`)).json();
      assert.deepEqual(body, { data: null }, url);
    }
    await get('/api/get-path', 422);
  });
});

describe('filter options and home blocks', () => {
  test('filter/get gives property types and rooms in the reply language', async () => {
    const ru = (await get('/ru/api/realty/filter/get')).json().data;
    assert.ok(ru.propertyType.some((t: Item) => t.code === 'apartment' && t.title === 'Квартира'));
    assert.equal(ru.rooms.length, 7);
    const land = (await get(`/en/api/realty/filter/get?url=${encodeURIComponent('/en/real-estate/sale-land/antalya')}`)).json().data;
    assert.deepEqual(land.rooms, []);
    const home = (await get('/en/api/index/filter/get')).json().data;
    assert.ok(home.regions.some((r: Item) => r.code === 'antalya'));
  });

  test('useful links count per deal type and place', async () => {
    const body = (await get('/en/api/index/useful-links')).json();
    assert.deepEqual(body.data.map((d: { dealType: string }) => d.dealType), ['sale', 'rent', 'newprojects']);
    for (const block of body.data as Array<{ dealType: string; links: Array<{ url: string; count: number; region: string; city: string | null }> }>) {
      assert.ok(block.links.length > 0);
      for (const link of block.links.slice(0, 3)) {
        const q = `dealType=${block.dealType}&region=${link.region}${link.city ? `&city=${link.city}` : ''}`;
        const list = (await get(`/api/realty?${q}`)).json();
        assert.equal(list.meta.total, link.count, q);
        assert.ok(link.url.startsWith(`/en/real-estate/${block.dealType}/${link.region}`));
      }
    }
  });

  test('realtors and new listings', async () => {
    const realtors = (await get('/ru/api/index/realtors')).json().data as Array<{ id: number; name: string; listings: number; agency: { name: string } | null }>;
    const agent = realtors.find((r) => r.id === fx.agentId);
    assert.equal(agent?.name, 'Ayşe Demir');
    assert.equal(agent?.agency?.name, 'Sun Realty');
    const fresh = (await get('/en/api/index/new-listings?dealType=rent&limit=5')).json().data as Array<{ deal_type: string; published_at: string }>;
    assert.ok(fresh.length > 0 && fresh.length <= 5);
    assert.ok(fresh.every((c) => c.deal_type === 'rent'));
    for (let i = 1; i < fresh.length; i += 1) assert.ok(fresh[i - 1]!.published_at >= fresh[i]!.published_at);
    await get('/api/index/new-listings?limit=0', 422);
  });
});

describe('journal', () => {
  test('list, category, tag, post in each language', async () => {
    for (const lang of ['tr', 'en', 'ru'] as const) {
      const all = (await get(`/${lang}/api/blog`)).json();
      for (const key of ['posts', 'categories', 'lastPage', 'total']) assert.ok(key in all, key);
      const cat = (await get(`/${lang}/api/blog?category=fx-news&page=2`)).json();
      assert.equal(cat.category.slug, 'fx-news');
      assert.equal(cat.total, 12);
      assert.equal(cat.lastPage, 2);
      assert.equal(cat.posts.length, 3);
      assert.ok(cat.posts.every((p: { title: string }) => p.title.endsWith(lang)));
      const tag = (await get(`/${lang}/api/blog?tag=fx-tag`)).json();
      assert.equal(tag.tag.slug, 'fx-tag');
      assert.equal(tag.total, 4);
      const post = (await get(`/${lang}/api/blog/fx-post-3`)).json();
      assert.equal(post.post.slug, 'fx-post-3');
      assert.ok(post.post.body.includes('Body 3'));
      assert.ok(post.related.length > 0 && post.related.every((p: { slug: string }) => p.slug !== 'fx-post-3'));
      assert.ok(Array.isArray(post.categories));
    }
  });

  test('empty category answers 204; unknown category, tag or post 404', async () => {
    const empty = await get('/ru/api/blog?category=fx-empty', 204);
    assert.equal(empty.body, '');
    await get('/api/blog?category=nope', 404);
    await get('/api/blog?tag=nope', 404);
    await get('/api/blog/fx-draft', 404);
    const missing = await get('/ru/api/blog/no-such-post', 404);
    assert.equal(missing.json().message, 'Записи не найдены');
    await get('/api/blog?page=0', 422);
  });
});

describe('currency, phone, views', () => {
  test('currency table', async () => {
    const body = (await get('/en/api/data/currency')).json();
    assert.deepEqual(Object.keys(body.data), ['TRY', 'USD', 'EUR', 'RUB']);
    assert.equal(body.data.TRY.rate, 1);
    assert.equal(body.data.EUR.symbol, '€');
    assert.ok(body.data.USD.rate > 1);
  });

  test('phone reveal: POST with CSRF, counted, rate-limited', async () => {
    const id = fx.listingIds[2]!;
    const jar = new CookieJar(app);
    await jar.inject({ url: '/sanctum/csrf-cookie' });
    const headers = () => ({ 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' });
    const noToken = await app.inject({ method: 'POST', url: `/api/realty/${id}/phone` });
    assert.equal(noToken.statusCode, 419);
    const res = await jar.inject({ method: 'POST', url: `/en/api/realty/${id}/phone`, headers: headers() });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.phone, '+905321112233');
    assert.match(String(res.headers['cache-control']), /no-store/);
    const count = await db.execute('SELECT phone_reveals FROM listings WHERE id = $1', [id]);
    assert.equal(Number(count.rows[0]?.phone_reveals), 1);
    const hidden = await jar.inject({ method: 'POST', url: `/api/realty/${fx.hiddenId}/phone`, headers: headers() });
    assert.equal(hidden.statusCode, 404);
    let limited = 0;
    for (let i = 0; i < 12; i += 1) {
      const r = await jar.inject({ method: 'POST', url: `/api/realty/${id}/phone`, headers: headers() });
      if (r.statusCode === 429) limited += 1;
    }
    assert.ok(limited > 0, 'rate-limited');
  });

  test('one view per visitor per listing per day', async () => {
    const id = fx.listingIds[6]!;
    const jar = new CookieJar(app);
    await jar.inject({ url: '/sanctum/csrf-cookie' });
    const before = Number((await db.execute('SELECT views FROM listings WHERE id = $1', [id])).rows[0]?.views);
    // The viewer is the address (or the account when signed in), not the user agent.
    const view = (remoteAddress: string, ua = 'ua-1') =>
      jar.inject({ method: 'POST', url: `/api/realty/${id}/view`, remoteAddress, headers: { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '', 'user-agent': ua } });
    const first = await view('192.0.2.61');
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json().data, { views: before + 1, counted: true });
    assert.equal((await view('192.0.2.61')).json().data.counted, false);
    assert.equal((await view('192.0.2.61', 'ua-2')).json().data.counted, false);
    assert.equal((await view('192.0.2.62')).json().data.views, before + 2);
    const detail = (await get(`/api/realty/${id}`)).json();
    assert.equal(detail.data.views, before + 2);
    const unknown = await jar.inject({ method: 'POST', url: `/api/realty/99999999/view`, headers: { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' } });
    assert.equal(unknown.statusCode, 404);
  });
});

describe('malformed parameters never give a 5xx', () => {
  test('sweep', async () => {
    const bad = ['', '-1', '0', 'abc', '1e309', 'NaN', '%00', '%FF', "'; DROP TABLE listings; --", '1,2,,3', 'x'.repeat(3000), '[]', '{}', '2+1', '%2B', '9999999999999999999', '1.5', 'null', 'true'];
    const params = ['page', 'per_page', 'dealType', 'propertyType', 'region', 'city', 'districts', 'rooms', 'price_from', 'price_to', 'currency', 'area_from', 'area_to', 'keywords', 'sort', 'agent', 'agency', 'isFavorite', 'user_id'];
    const failures: string[] = [];
    const check = async (url: string) => {
      const res = await app.inject({ url });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${url.slice(0, 120)}`);
      if (res.statusCode >= 400 && !res.body.startsWith('{"message"')) failures.push(`body ${url.slice(0, 80)}: ${res.body.slice(0, 80)}`);
    };
    for (const p of params) for (const v of bad) await check(`/api/realty?${p}=${encodeURIComponent(v).replace(/%25/g, '%')}`);
    await check('/api/realty?page=1&page=2&rooms=1%2B1&rooms=2%2B1');
    await check('/api/realty?keywords=%22unterminated%20%26%20|%20!');
    await check('/ru/api/realty?keywords=' + encodeURIComponent('!!! & | ( )'));
    const paths = ['/api/realty/', '/api/similar-ads/', '/api/nearby/', '/api/blog/'];
    for (const base of paths) for (const v of bad.slice(0, 12)) await check(base + encodeURIComponent(v));
    for (const v of bad) {
      const e = encodeURIComponent(v);
      for (const url of [
        `/api/get-path?url=${e}`,
        `/api/location/cities?region=${e}`,
        `/api/location/districts?city=${e}`,
        `/api/location/search?q=${e}`,
        `/api/location/regions?q=${e}`,
        `/api/realty/filter/get?url=${e}`,
        `/api/index/new-listings?limit=${e}&dealType=${e}`,
        `/api/index/realtors?limit=${e}`,
        `/api/blog?page=${e}&category=${e}`,
        `/api/blog?tag=${e}`,
        `/api/nearby/1?limit=${e}`,
      ])
        await check(url);
    }
    assert.deepEqual(failures, []);
  });
});

describe('OpenAPI contract', () => {
  test('every public endpoint is documented and real replies match their schema', async () => {
    const doc = (await get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
      components?: { schemas?: Record<string, object> };
    };
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addFormat?.('date-time', true);
    const id = fx.listingIds[2]!;
    const calls: Array<[string, string, string]> = [
      ['/api/realty', `/api/realty?dealType=sale&per_page=3`, '200'],
      ['/api/realty/{id}', `/api/realty/${id}`, '200'],
      ['/api/realty/{id}', `/api/realty/99999999`, '404'],
      ['/api/realty', `/api/realty?page=abc`, '422'],
      ['/api/similar-ads/{id}', `/api/similar-ads/${id}`, '200'],
      ['/api/nearby/{id}', `/api/nearby/${id}`, '200'],
      ['/api/realty/filter/get', '/api/realty/filter/get', '200'],
      ['/api/get-path', '/api/get-path?url=/en/real-estate/sale/antalya-alanya', '200'],
      ['/api/get-path', '/api/get-path?url=/en/nothing', '200'],
      ['/api/location/regions', '/api/location/regions', '200'],
      ['/api/location/cities', '/api/location/cities?region=antalya', '200'],
      ['/api/location/districts', '/api/location/districts?city=alanya', '200'],
      ['/api/location/search', '/api/location/search?q=alanya', '200'],
      ['/api/index/filter/get', '/api/index/filter/get', '200'],
      ['/api/index/useful-links', '/api/index/useful-links', '200'],
      ['/api/index/realtors', '/api/index/realtors', '200'],
      ['/api/index/new-listings', '/api/index/new-listings', '200'],
      ['/api/blog', '/api/blog', '200'],
      ['/api/blog/{slug}', '/api/blog/fx-post-1', '200'],
      ['/api/data/currency', '/api/data/currency', '200'],
    ];
    for (const [path, url, status] of calls) {
      const op = doc.paths[path]?.get;
      assert.ok(op, `documented: GET ${path}`);
      const schema = op.responses[status]?.content?.['application/json']?.schema;
      assert.ok(schema, `reply schema: GET ${path} ${status}`);
      const res = await get(url, Number(status));
      const validate = ajv.compile({ ...schema, components: doc.components });
      assert.ok(validate(res.json()), `${url}: ${ajv.errorsText(validate.errors)}`);
    }
    for (const path of ['/api/realty/{id}/phone', '/api/realty/{id}/view']) assert.ok(doc.paths[path]?.post, `documented: POST ${path}`);
    assert.equal((await app.inject({ url: '/api/docs' })).statusCode < 400 || (await app.inject({ url: '/api/docs/' })).statusCode < 400, true);
  });
});
