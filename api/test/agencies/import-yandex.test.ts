// Real feeds: Yandex's documented example feed (the YRL structure of its "requirements" page, place names swapped for
// Turkish ones) with `bathroom-unit` as text ("раздельный", "совмещенный", "combined", "birleşik", …) or a number,
// settlement prefixes in `locality-name` ("г. Аланья", "г Аланья", "пос. Кемер"), and the Russian room count mapped to
// the Turkish N+1 notation (docs/IMPORT.md "Rooms"); a CSV as an Excel in Russian locale writes it. PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { settleImports } from '../support/imports';
import { build } from '../helper';
import { send, signUp, type TestUser } from '../accounts/helpers';
import type { ImportRunReply } from '@realty/shared/contracts/agencies';

let app: FastifyInstance;

before(async () => {
  app = await build(undefined, { env: { IMPORT_FEED_POLL_SECONDS: '0', IMPORT_IMAGES: 'false' }, config: { runJobs: true } });
  await app.ready();
});
after(async () => {
  await app.close();
});

async function corporate(): Promise<TestUser> {
  const owner = await signUp(app, { org_type: 'corporate', agency_name: `Yandex Feed Realty ${Date.now()}-${Math.random()}` });
  assert.equal((await send(owner.jar, { method: 'GET', url: '/en/api/agency' })).statusCode, 200);
  return owner;
}

async function importFile(user: TestUser, filename: string, content: string, lang = 'en', fullFeed: '0' | '1' | null = '0'): Promise<ImportRunReply['data']> {
  const boundary = '----yandex';
  const field = fullFeed === null ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="full_feed"\r\n\r\n${fullFeed}\r\n`;
  const res = await send(user.jar, {
    method: 'POST',
    url: '/en/api/import',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(field),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  assert.equal(res.statusCode, 202, res.body);
  await settleImports(app);
  const reply = await user.jar.inject({ url: `/${lang}/api/import/${res.json<{ data: { id: number } }>().data.id}` });
  assert.equal(reply.statusCode, 200, reply.body);
  return reply.json<ImportRunReply>().data;
}

interface Imported {
  rooms: string | null;
  bathrooms: number | null;
  area: number | null;
  city: string;
  district: string | null;
  floor: number | null;
  floors: number | null;
  price: number;
  currency: string;
}

async function imported(url: string | null | undefined): Promise<Imported> {
  const id = Number(/\d+$/.exec(url ?? '')?.[0]);
  const res = await app.database.execute(
    `SELECT l.rooms, l.bathrooms, l.area, c.slug AS city, d.slug AS district, l.floor, l.floors, l.price, l.currency
       FROM listings l JOIN cities c ON c.id = l.city_id LEFT JOIN districts d ON d.id = l.district_id WHERE l.id = $1`,
    [id],
  );
  const r = res.rows[0] ?? {};
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    rooms: (r.rooms as string | null) ?? null,
    bathrooms: n(r.bathrooms),
    area: n(r.area),
    city: String(r.city),
    district: (r.district as string | null) ?? null,
    floor: n(r.floor),
    floors: n(r.floors),
    price: Number(r.price),
    currency: String(r.currency),
  };
}

/**
 * One offer shaped like the example of Yandex's documentation ("Требования к XML-фиду для жилой недвижимости"):
 * the elements it lists, in its order, including the ones we do not read (url, dates, deal-status, renovation,
 * living-space, kitchen-space, rooms-type, phone, internet, floor-covering, window-view, balcony, building-*, lift…).
 */
function yandexOffer(id: string, o: { locality: string; sub?: string; category?: string; rooms?: string; studio?: string; area: string; bathroom: string; price?: string }): string {
  return `  <offer internal-id="${id}">
    <type>продажа</type>
    <property-type>жилая</property-type>
    <category>${o.category ?? 'квартира'}</category>
    <url>http://www.example.com/realty/${id}.html</url>
    <creation-date>2026-10-05T16:36:00+03:00</creation-date>
    <last-update-date>2026-11-05T16:36:00+03:00</last-update-date>
    <location>
      <country>Турция</country>
      <region>Анталья</region>
      <locality-name>${o.locality}</locality-name>${o.sub ? `\n      <sub-locality-name>${o.sub}</sub-locality-name>` : ''}
      <address>Barbaros Cd. 12</address>
    </location>
    <sales-agent>
      <phone>+90 532 000 00 00</phone>
      <category>агентство</category>
      <organization>Агентство недвижимости «Средиземноморье»</organization>
      <url>http://www.example.com</url>
      <photo>http://www.example.com/agent.jpg</photo>
    </sales-agent>
    <price>
      <value>${o.price ?? '165000'}</value>
      <currency>EUR</currency>
    </price>
    <deal-status>прямая продажа</deal-status>
    <image>http://www.example.com/images/${id}-1.jpg</image>
    <renovation>евро</renovation>
    <description>Продаётся квартира с видом на море, 300 м до пляжа.</description>
    <area>
      <value>${o.area}</value>
      <unit>кв. м</unit>
    </area>
    <living-space>
      <value>40</value>
      <unit>кв. м</unit>
    </living-space>
    <kitchen-space>
      <value>10</value>
      <unit>кв. м</unit>
    </kitchen-space>${o.rooms === undefined ? '' : `\n    <rooms>${o.rooms}</rooms>`}${o.studio === undefined ? '' : `\n    <studio>${o.studio}</studio>`}
    <rooms-type>раздельные</rooms-type>
    <phone>да</phone>
    <internet>да</internet>
    <floor-covering>ламинат</floor-covering>
    <window-view>на улицу</window-view>
    <balcony>балкон</balcony>
    <bathroom-unit>${o.bathroom}</bathroom-unit>
    <floor>4</floor>
    <floors-total>5</floors-total>
    <building-name>Residence Deniz</building-name>
    <building-type>монолит</building-type>
    <built-year>2019</built-year>
    <lift>да</lift>
    <parking>да</parking>
  </offer>`;
}

const feed = (offers: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?>
<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06">
  <generation-date>2026-11-20T10:00:00+03:00</generation-date>
${offers.join('\n')}
</realty-feed>
`;

describe("Yandex's example feed, with Turkish places", () => {
  test('bathroom-unit as text or number, settlement prefixes, and the Russian room count in N+1', async () => {
    const owner = await corporate();
    const data = await importFile(
      owner,
      'yandex.xml',
      feed([
        yandexOffer('492140', { locality: 'г. Аланья', sub: 'Махмутлар', rooms: '3', area: '90', bathroom: 'раздельный' }),
        yandexOffer('492141', { locality: 'г Аланья', rooms: '1', area: '56', bathroom: 'совмещенный' }),
        yandexOffer('492142', { locality: 'Аланья', rooms: '1', studio: 'да', area: '34', bathroom: 'combined' }),
        yandexOffer('492143', { locality: 'город Аланья', rooms: '1', area: '30', bathroom: 'birleşik' }),
        yandexOffer('492144', { locality: 'Alanya', rooms: '1', studio: 'нет', area: '32', bathroom: 'ayrı' }),
        yandexOffer('492145', { locality: 'пос. Кемер', category: 'дом', rooms: '5', area: '240', bathroom: '3' }),
        yandexOffer('492146', { locality: 'с. Кемер', rooms: '2', area: '75', bathroom: 'separate' }),
        yandexOffer('492147', { locality: 'г.Аланья', rooms: '8', area: '400', bathroom: '2 раздельных' }),
      ]),
    );
    assert.equal(data.status, 'done');
    assert.deepEqual(data.counts, { created: 8, updated: 0, unchanged: 0, removed: 0, failed: 0 }, JSON.stringify(data.rows));
    const got = await Promise.all(data.rows.map((r) => imported(r.listing_url)));
    assert.deepEqual(
      got.map((l) => [l.city, l.rooms, l.bathrooms]),
      [
        ['alanya', '2+1', 1], // 3 rooms (2 bedrooms + living room): 2+1; separate bathroom and toilet: 1 bathroom
        ['alanya', '1+1', 1], // 56 m², one room and a separate kitchen: 1+1 (it used to become 1+0)
        ['alanya', '1+0', 1], // the feed says studio
        ['alanya', '1+0', 1], // 30 m² without a studio flag: a studio
        ['alanya', '1+1', 1], // small, but the feed says it is not a studio
        ['kemer', '4+1', 3],
        ['kemer', '1+1', 1],
        ['alanya', '6+', 2],
      ],
    );
    assert.deepEqual(got[0], { rooms: '2+1', bathrooms: 1, area: 90, city: 'alanya', district: 'mahmutlar', floor: 4, floors: 5, price: 165000, currency: 'EUR' });
  });

  test('an unknown bathroom-unit fails its offer only, and the row lists every problem in the page language', async () => {
    const owner = await corporate();
    const xml = feed([
      yandexOffer('X-1', { locality: 'г. Аланья', rooms: '2', area: '70', bathroom: 'во дворе' }),
      yandexOffer('X-2', { locality: 'г. Атлантида', category: 'замок', rooms: 'много', area: '70', bathroom: 'совмещённый', price: 'дорого' }),
      yandexOffer('X-3', { locality: 'г. Аланья', rooms: '2', area: '70', bathroom: 'совмещённый' }),
    ]);
    const data = await importFile(owner, 'yandex.xml', xml);
    assert.deepEqual(data.counts, { created: 1, updated: 0, unchanged: 0, removed: 0, failed: 2 });
    assert.deepEqual(data.rows[0]?.messages, { bathrooms: ['Not a valid number: во дворе'] });
    assert.deepEqual(data.rows[1]?.messages, {
      property_type: ['Unknown property type: замок'],
      city: ['Unknown district: г. Атлантида'],
      price: ['Not a valid number: дорого'],
      rooms: ['Unknown number of rooms: много'],
    });
    assert.equal(data.rows[2]?.result, 'created');
    const tr = await owner.jar.inject({ url: `/tr/api/import/${data.id}` });
    assert.deepEqual(tr.json<ImportRunReply>().data.rows[1]?.messages.city, ['Bilinmeyen ilçe: г. Атлантида']);
  });
});

describe('a CSV as Excel writes it in a Russian locale', () => {
  test('BOM, semicolons, CRLF, quoted cells, decimal commas, text bathrooms and prefixed districts', async () => {
    const owner = await corporate();
    const csv =
      '\uFEFF' +
      [
        'external_id;deal_type;property_type;region;city;district;address;price;currency;area;rooms;floor;floors;year_built;bathrooms;title_ru;description_ru',
        'R-1;продажа;квартира;Анталья;г. Аланья;Махмутлар;"ул. Барбарос, 12";"95 000";EUR;56,5;1;3;8;2020;совмещенный;"Квартира ""Море"" у пляжа";"Две строки;\r\nс точкой с запятой"',
        'R-2;аренда;вилла;Анталья;г Кемер;;;45000;TL;240;5;;2;2015;2;Вилла с бассейном;',
        'R-3;satılık;daire;Antalya;Alanya;Oba;;120000;EUR;110;2+1;2;6;2022;ayrı;;',
      ].join('\r\n') +
      '\r\n';
    const data = await importFile(owner, 'выгрузка.csv', csv);
    assert.equal(data.status, 'done');
    assert.deepEqual(data.counts, { created: 3, updated: 0, unchanged: 0, removed: 0, failed: 0 }, JSON.stringify(data.rows));
    const got = await Promise.all(data.rows.map((r) => imported(r.listing_url)));
    assert.deepEqual(
      got.map((l) => [l.city, l.district, l.rooms, l.bathrooms, l.area, l.price, l.currency]),
      [
        ['alanya', 'mahmutlar', '1+1', 1, 57, 95000, 'EUR'],
        ['kemer', null, '4+1', 2, 240, 45000, 'TRY'],
        ['alanya', 'oba', '2+1', 1, 110, 120000, 'EUR'],
      ],
    );
  });
});

describe('full feed', () => {
  test('an upload hides the listings it lacks only when full_feed=1 is sent', async () => {
    const owner = await corporate();
    const header = 'external_id,deal_type,property_type,region,city,price,currency,eids_number';
    const row = (id: string) => `${id},sale,apartment,Antalya,Alanya,100000,EUR,2500012345`;
    const first = await importFile(owner, 'all.csv', [header, row('F-1'), row('F-2')].join('\n'), 'en', null);
    assert.equal(first.full_feed, false);
    const partial = await importFile(owner, 'one.csv', [header, row('F-1')].join('\n'), 'en', null);
    assert.deepEqual([partial.full_feed, partial.counts.removed], [false, 0], 'no full_feed field: nothing is hidden');
    const full = await importFile(owner, 'one.csv', [header, row('F-1')].join('\n'), 'en', '1');
    assert.deepEqual([full.full_feed, full.counts.removed], [true, 1]);
  });
});
