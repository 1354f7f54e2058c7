// Listing import: YRL XML (both location styles, TL currency, images from a local HTTP server, EİDS rule), re-import
// (unchanged, updated, hidden when missing from a full feed), CSV (template, per-row errors, header check), hostile and
// malformed XML refused safely, feed URLs (local server; refused connection and HTTP errors fail gracefully), cancel,
// and who may import. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { settleImports } from '../support/imports';
import { build } from '../helper';
import { send, signUp, type TestUser } from '../accounts/helpers';
import { ImportFailure } from '../../src/plugins/app/agencies/import-offer';
import { urlSource } from '../../src/plugins/app/agencies/import-runs';
import { downloadImage } from '../../src/plugins/app/agencies/import-images';
import type { ImportRunReply, ImportsReply } from '@realty/shared/contracts/agencies';

let app: FastifyInstance;
let server: Server;
let base: string;
let png: Buffer;
/** Path -> body of the local HTTP server; a function writes the reply itself. */
const routes = new Map<string, string | Buffer | ((res: ServerResponse) => void)>();

before(async () => {
  // The feeds and images come from a local server: private addresses allowed here (the SSRF guard is tested below).
  app = await build(undefined, { env: { IMPORT_FEED_POLL_SECONDS: '0', IMPORT_ALLOW_PRIVATE_URLS: '1' }, config: { runJobs: true } });
  await app.ready();
  png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#88aadd' } }).png().toBuffer();
  server = createServer((req, res) => {
    const body = routes.get(req.url ?? '');
    if (body === undefined) {
      res.writeHead(404).end('missing');
      return;
    }
    if (typeof body === 'function') return body(res);
    res.writeHead(200, { 'content-type': Buffer.isBuffer(body) ? 'image/png' : 'application/xml' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  routes.set('/photo.png', png);
});
after(async () => {
  server.close();
  await app.close();
});

const offerXml = (id: string, extra: string) => `<offer internal-id="${id}">${extra}</offer>`;
const feedXml = (offers: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06">\n<generation-date>2026-11-20T10:00:00+03:00</generation-date>\n${offers.join('\n')}\n</realty-feed>\n`;

const OLD_STYLE = (id: string, price = '150000', eids = '<eids-number>2500012345</eids-number><property-number>104233522</property-number>') =>
  offerXml(
    id,
    `<type>продажа</type><property-type>жилая</property-type><category>квартира</category>
     <location><country>Турция</country><region>Анталья</region><district>Аланья</district><sub-locality-name>Махмутлар</sub-locality-name>
       <address>Barbaros Cd. 12</address><latitude>36.4931</latitude><longitude>32.1105</longitude></location>
     <price><value>${price}</value><currency>EUR</currency></price>
     <area><value>110</value><unit>кв. м</unit></area><rooms>3</rooms><floor>3</floor><floors-total>8</floors-total><built-year>2021</built-year>
     <description>Квартира с видом на море, 300 м до пляжа.</description>
     <image>BASE/photo.png</image>${eids}
     <sales-agent><name>Oleg</name><email>AGENT@EXAMPLE.COM</email></sales-agent>`,
  );
const NEW_STYLE = (id: string) =>
  offerXml(
    id,
    `<type>аренда</type><category>вилла</category>
     <location><region>Antalya</region><locality-name>Alanya</locality-name><non-admin-sub-locality>Oba</non-admin-sub-locality></location>
     <price><value>45 000</value><currency>TL</currency><period>месяц</period></price>
     <area><value>240</value></area><rooms>4+1</rooms>
     <description xml:lang="tr">Havuzlu villa.</description><description xml:lang="en">Villa with a pool.</description>
     <image>BASE/missing.jpg</image>`,
  );
const BAD = (id: string) =>
  offerXml(id, `<type>продажа</type><category>замок</category><location><region>Атлантида</region></location><price><value>abc</value><currency>EUR</currency></price>`);

const withBase = (xml: string) => xml.replaceAll('BASE', base);

async function corporate(): Promise<TestUser & { agencyId: number }> {
  const owner = await signUp(app, { org_type: 'corporate', agency_name: `Import Realty ${Date.now()}-${Math.random()}` });
  const res = await send(owner.jar, { method: 'GET', url: '/en/api/agency' });
  assert.equal(res.statusCode, 200, res.body);
  return { ...owner, agencyId: Number(res.json<{ data: { agency: { id: number } } }>().data.agency.id) };
}

function multipart(filename: string, content: string | Buffer, fullFeed = true) {
  const boundary = '----import';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="full_feed"\r\n\r\n${fullFeed ? '1' : '0'}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function settle(): Promise<void> {
  await settleImports(app);
}

async function upload(user: TestUser, filename: string, content: string | Buffer, fullFeed = true): Promise<number> {
  const res = await send(user.jar, { method: 'POST', url: '/en/api/import', ...multipart(filename, content, fullFeed) });
  assert.equal(res.statusCode, 202, res.body);
  await settle();
  return res.json<{ data: { id: number } }>().data.id;
}

async function run(user: TestUser, id: number, lang = 'en'): Promise<ImportRunReply['data']> {
  const res = await user.jar.inject({ url: `/${lang}/api/import/${id}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<ImportRunReply>().data;
}

const listing = async (id: number) =>
  (await app.database.execute(`SELECT * FROM listings WHERE id = $1`, [id])).rows[0] as Record<string, unknown>;

describe('YRL import', () => {
  test('creates listings from both location styles; EİDS rule; images; per-row errors in the page language', async () => {
    const owner = await corporate();
    const agent = await signUp(app, { email: `agent-${owner.user.id}@example.com` });
    await app.database.execute(`INSERT INTO agency_members (agency_id, user_id, post) VALUES ($1, $2, 'Agent')`, [owner.agencyId, agent.user.id]);
    await app.database.execute(`UPDATE users SET email = 'agent@example.com' WHERE id = $1`, [agent.user.id]);
    const id = await upload(owner, 'feed.xml', withBase(feedXml([OLD_STYLE('A-1'), NEW_STYLE('A-2'), BAD('A-3')])));
    const data = await run(owner, id);
    assert.equal(data.status, 'done');
    assert.deepEqual(data.counts, { created: 2, updated: 0, unchanged: 0, removed: 0, failed: 1 }, JSON.stringify(data.rows));
    assert.equal(data.processed, 3);
    const [a1, a2, a3] = data.rows;
    assert.deepEqual([a1?.row, a1?.external_id, a1?.result, a1?.messages], [1, 'A-1', 'created', {}]);
    assert.match(a1?.listing_url ?? '', /^\/en\/real-estate\/ad\/\d+$/);
    assert.equal(a2?.result, 'created');
    assert.deepEqual(a2?.messages, {
      eids: ['No EİDS authorisation number: the listing stays hidden until one is added'],
      property_number: ['No property number (taşınmaz numarası): sale and rent listings must carry it with the EİDS authorisation'],
      images: [`An image could not be used: ${base}/missing.jpg`],
    });
    assert.deepEqual([a3?.result, a3?.listing_url], ['failed', null]);
    assert.deepEqual(a3?.messages, {
      property_type: ['Unknown property type: замок'],
      region: ['Unknown province: Атлантида'],
      city: ['Required'],
      price: ['Not a valid number: abc'],
    });
    const ru = await run(owner, id, 'ru');
    assert.deepEqual(ru.rows[2]?.messages.region, ['Неизвестная провинция: Атлантида']);

    const one = await listing(Number(/\d+$/.exec(a1?.listing_url ?? '')?.[0]));
    assert.equal(one.status, 'active');
    assert.equal(one.eids_status, 'pending');
    assert.equal(one.eids_number, '2500012345');
    assert.equal(one.deal_type, 'sale');
    assert.equal(one.rooms, '2+1', 'a Russian 3-room flat is a 2+1');
    assert.deepEqual([one.price, one.currency, one.area, one.floor, one.floors, one.year_built], [150000, 'EUR', 110, 3, 8, 2021]);
    assert.equal(Number(one.user_id), agent.user.id, 'the sales agent of the offer owns it');
    assert.equal(Number(one.agency_id), owner.agencyId);
    const place = await app.database.execute(
      `SELECT r.slug AS region, c.slug AS city, d.slug AS district FROM listings l JOIN regions r ON r.id = l.region_id JOIN cities c ON c.id = l.city_id
       LEFT JOIN districts d ON d.id = l.district_id WHERE l.id = $1`,
      [one.id],
    );
    assert.deepEqual({ ...place.rows[0] }, { region: 'antalya', city: 'alanya', district: 'mahmutlar' });
    const texts = await app.database.execute(`SELECT lang::text, title, description FROM listing_translations WHERE listing_id = $1 ORDER BY lang::text DESC`, [one.id]);
    assert.deepEqual(
      texts.rows.map((r) => [r.lang, r.title, r.description]),
      [
        ['tr', '2+1 Daire, Alanya', ''],
        ['ru', '2+1 Квартира, Алания', 'Квартира с видом на море, 300 м до пляжа.'],
        ['en', '2+1 Apartment, Alanya', ''],
      ],
    );
    const photos = await app.database.execute(`SELECT variants FROM listing_photos WHERE listing_id = $1`, [one.id]);
    assert.equal(photos.rows.length, 1);
    const variants = photos.rows[0]?.variants as { full: { url: string; w: number; h: number } };
    assert.deepEqual([variants.full.w, variants.full.h], [1280, 960]);
    assert.equal((await app.inject({ url: variants.full.url })).statusCode, 200);

    const two = await listing(Number(/\d+$/.exec(a2?.listing_url ?? '')?.[0]));
    assert.deepEqual([two.status, two.eids_status, two.deal_type, two.currency, two.price, two.rooms], ['hidden', 'unverified', 'rent', 'TRY', 45000, '4+1']);
    assert.equal(Number(two.user_id), owner.user.id);
  });

  test('re-import: unchanged, updated by external id, and hidden (not deleted) when missing from a full feed', async () => {
    const owner = await corporate();
    const first = await upload(owner, 'feed.xml', withBase(feedXml([OLD_STYLE('B-1'), OLD_STYLE('B-2'), OLD_STYLE('B-3')])));
    const ids = (await run(owner, first)).rows.map((r) => r.listing_url);
    const same = await run(owner, await upload(owner, 'feed.xml', withBase(feedXml([OLD_STYLE('B-1'), OLD_STYLE('B-2'), OLD_STYLE('B-3')]))));
    assert.deepEqual(same.counts, { created: 0, updated: 0, unchanged: 3, removed: 0, failed: 0 });

    const next = await run(owner, await upload(owner, 'feed.xml', withBase(feedXml([OLD_STYLE('B-1'), OLD_STYLE('B-2', '160000')]))));
    assert.deepEqual(next.counts, { created: 0, updated: 1, unchanged: 1, removed: 1, failed: 0 });
    assert.deepEqual(
      next.rows.map((r) => [r.external_id, r.result, r.listing_url]),
      [
        ['B-1', 'unchanged', ids[0]],
        ['B-2', 'updated', ids[1]],
        ['B-3', 'removed', ids[2]],
      ],
    );
    assert.deepEqual(next.rows[2]?.messages, { listing: ['Not in the feed any more: hidden'] });
    const b2 = await listing(Number(/\d+$/.exec(ids[1] ?? '')?.[0]));
    assert.equal(b2.price, 160000);
    const b3 = await listing(Number(/\d+$/.exec(ids[2] ?? '')?.[0]));
    assert.equal(b3.status, 'hidden');

    // a partial file (full_feed=0) hides nothing
    const partial = await run(owner, await upload(owner, 'one.xml', withBase(feedXml([OLD_STYLE('B-9')])), false));
    assert.deepEqual(partial.counts, { created: 1, updated: 0, unchanged: 0, removed: 0, failed: 0 });
    assert.equal((await listing(Number(/\d+$/.exec(ids[0] ?? '')?.[0]))).status, 'active');
  });

  test('the imported listings show on the agency page', async () => {
    const owner = await corporate();
    await upload(owner, 'feed.xml', withBase(feedXml([OLD_STYLE('C-1'), OLD_STYLE('C-2')])));
    const slug = String((await app.database.execute(`SELECT slug FROM agencies WHERE id = $1`, [owner.agencyId])).rows[0]?.slug);
    const page = await app.inject({ url: `/en/api/pages/real-estate-agency/${slug}` });
    assert.equal(page.statusCode, 200);
    assert.equal(page.json<{ data: { list: { meta: { total: number } } } }>().data.list.meta.total, 2);
  });
});

describe('hostile and malformed XML', () => {
  const cases: Array<[string, string, string]> = [
    [
      'entity expansion (billion laughs)',
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><realty-feed><offer internal-id="x"><description>&lol3;</description></offer></realty-feed>`,
      'The XML declares entities in a DOCTYPE; such files are refused for safety',
    ],
    [
      'external entity',
      `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><realty-feed><offer internal-id="x"><description>&xxe;</description></offer></realty-feed>`,
      'The XML declares entities in a DOCTYPE; such files are refused for safety',
    ],
    [
      'external DTD with an undeclared entity',
      `<?xml version="1.0"?>\n<!DOCTYPE r SYSTEM "http://127.0.0.1:1/evil.dtd">\n<realty-feed><offer internal-id="x"><description>&xxe;</description></offer></realty-feed>`,
      'The XML is malformed (line 3): undefined entity.',
    ],
    ['an unclosed element', `<realty-feed>\n<offer internal-id="x">\n<type>sale</type>\n</realty-feed>`, 'The XML is malformed (line 4): unexpected close tag.'],
    ['another root', `<rss><channel/></rss>`, 'This is not a Yandex.Realty feed (no <realty-feed> root)'],
  ];
  for (const [name, xml, expected] of cases) {
    test(`${name}: the run fails with a clear message and imports nothing`, async () => {
      const owner = await corporate();
      const data = await run(owner, await upload(owner, 'feed.xml', xml));
      assert.equal(data.status, 'failed');
      assert.equal(data.error, expected);
      assert.equal(data.counts.created, 0);
      const count = await app.database.execute(`SELECT count(*)::int AS n FROM listings WHERE agency_id = $1`, [owner.agencyId]);
      assert.equal(count.rows[0]?.n, 0);
      assert.ok(!JSON.stringify(data).includes('root:'), 'no file contents leak');
    });
  }
});

describe('building facts (issue 29)', () => {
  const facts = (id: string, extra: string) =>
    offerXml(
      id,
      `<type>продажа</type><category>квартира</category>
       <location><region>Antalya</region><locality-name>Alanya</locality-name></location>
       <price><value>150000</value><currency>EUR</currency></price><area><value>90</value></area><rooms>2+1</rooms><built-year>2020</built-year>
       <eids-number>2500012345</eids-number>${extra}`,
    );

  test('YRL: the facts are read in Turkish, Russian and English words; bad values are the row messages', async () => {
    const owner = await corporate();
    const xml = feedXml([
      facts(
        'F-1',
        `<property-number>104 233 530</property-number><energy-class>В</energy-class><building-permit-date>14.05.2018</building-permit-date>
         <occupancy-permit>var</occupancy-permit><seismic-report-date>2023-03-01</seismic-report-date><urban-transformation>devam ediyor</urban-transformation>`,
      ),
      facts('F-2', `<property-number>104233531</property-number><seismic-report>нет</seismic-report><urban-transformation>done</urban-transformation>`),
      facts('F-3', `<property-number>12-AB</property-number><energy-class>H</energy-class><building-permit-date>2099-01-01</building-permit-date><occupancy-permit>maybe</occupancy-permit>`),
    ]);
    const data = await run(owner, await upload(owner, 'facts.xml', xml));
    assert.deepEqual(data.counts, { created: 2, updated: 0, unchanged: 0, removed: 0, failed: 1 }, JSON.stringify(data.rows));
    const id = (i: number) => Number(/\d+$/.exec(data.rows[i]?.listing_url ?? '')?.[0]);
    const f1 = await app.database.execute(
      `SELECT energy_class, building_permit_date::text AS permit, occupancy_permit, seismic_report, seismic_report_date::text AS report_date,
              urban_transformation, property_number, status FROM listings WHERE id = $1`,
      [id(0)],
    );
    assert.deepEqual(f1.rows[0], {
      energy_class: 'B', // a Cyrillic В
      permit: '2018-05-14',
      occupancy_permit: true,
      seismic_report: 'yes', // a dated report is a report
      report_date: '2023-03-01',
      urban_transformation: 'in_progress',
      property_number: '104233530',
      status: 'active',
    });
    assert.deepEqual(data.rows[0]?.messages, {});
    const f2 = (await listing(id(1))) as { seismic_report: string; urban_transformation: string; energy_class: string | null };
    assert.deepEqual([f2.seismic_report, f2.urban_transformation, f2.energy_class], ['none', 'done', null]);
    assert.deepEqual(data.rows[2]?.messages, {
      energy_class: ['Unknown energy class (A to G): H'],
      building_permit_date: ['Not a valid past date (YYYY-MM-DD or DD.MM.YYYY): 2099-01-01'],
      occupancy_permit: ['Unknown value: maybe'],
      property_number: ['The property number (taşınmaz numarası) has 4 to 20 digits: 12-AB'],
    });
    const tr = await run(owner, data.id, 'tr');
    assert.deepEqual(tr.rows[2]?.messages.energy_class, ['Bilinmeyen enerji sınıfı (A ile G arası): H']);
    const ru = await run(owner, data.id, 'ru');
    assert.deepEqual(ru.rows[2]?.messages.occupancy_permit, ['Неизвестное значение: maybe']);
    const reply = (await app.inject({ url: `/en/api/realty/${id(0)}` })).json().data;
    assert.deepEqual([reply.energy_class, reply.building.permit_date, reply.seismic.era, reply.mortgage.energy_class], ['B', '2018-05-14', 'code_2007', 'B']);
  });

  test('CSV: the documented columns carry the facts; a re-import with other facts updates them', async () => {
    const owner = await corporate();
    const header = 'external_id,deal_type,property_type,region,city,price,currency,year_built,eids_number,property_number,energy_class,building_permit_date,occupancy_permit,seismic_report,seismic_report_date,urban_transformation';
    const csv = `${header}\nG-1,sale,apartment,Antalya,Alanya,150000,EUR,2021,2500012345,104233540,a,2019-05-14,no,yes,01.03.2023,planned\n`;
    const data = await run(owner, await upload(owner, 'facts.csv', csv));
    assert.deepEqual(data.counts, { created: 1, updated: 0, unchanged: 0, removed: 0, failed: 0 }, JSON.stringify(data.rows));
    const id = Number(/\d+$/.exec(data.rows[0]?.listing_url ?? '')?.[0]);
    const read = async () =>
      (
        await app.database.execute(
          `SELECT energy_class, building_permit_date::text AS permit, occupancy_permit, seismic_report, seismic_report_date::text AS report_date,
                  urban_transformation, property_number FROM listings WHERE id = $1`,
          [id],
        )
      ).rows[0];
    assert.deepEqual(await read(), { energy_class: 'A', permit: '2019-05-14', occupancy_permit: false, seismic_report: 'yes', report_date: '2023-03-01', urban_transformation: 'planned', property_number: '104233540' });
    const again = await run(owner, await upload(owner, 'facts.csv', csv.replace(',a,2019-05-14,no,yes,01.03.2023,planned', ',D,,,,,'), false));
    assert.equal(again.rows[0]?.result, 'updated');
    assert.deepEqual(await read(), { energy_class: 'D', permit: null, occupancy_permit: null, seismic_report: null, report_date: null, urban_transformation: null, property_number: '104233540' });
  });
});

describe('CSV import', () => {
  test('template: the documented columns and an example row that imports', async () => {
    const res = await app.inject({ url: '/api/import/template.csv' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.match(res.body, /^\uFEFFexternal_id,deal_type,property_type,region,city,district,/);
    const owner = await corporate();
    const data = await run(owner, await upload(owner, 'template.csv', res.body.replace(/https:\/\/example\.com\/\d\.jpg ?/g, '')));
    assert.equal(data.status, 'done');
    assert.deepEqual(data.counts, { created: 1, updated: 0, unchanged: 0, removed: 0, failed: 0 });
    const l = await listing(Number(/\d+$/.exec(data.rows[0]?.listing_url ?? '')?.[0]));
    assert.deepEqual([l.status, l.eids_status, l.rooms, l.price, l.currency], ['active', 'pending', '2+1', 145000, 'EUR']);
  });

  test('semicolons, per-row errors, update by external id', async () => {
    const owner = await corporate();
    const csv = [
      'external_id;deal_type;property_type;region;city;price;currency;rooms;title_en;eids_number;property_number',
      'C-1;rent;apartment;Antalya;Alanya;25000;TL;1+1;Flat near the sea;1234567;104233521',
      'C-2;sale;castle;Antalya;Alanya;1000;EUR;;;;',
      'C-3;sale;villa;Antalya;Nowhere;-5;XYZ;;;;',
      ';sale;villa;Antalya;Alanya;100;EUR;;;;',
    ].join('\n');
    const data = await run(owner, await upload(owner, 'stock.csv', csv));
    assert.deepEqual(data.counts, { created: 1, updated: 0, unchanged: 0, removed: 0, failed: 3 });
    assert.deepEqual(
      data.rows.map((r) => [r.row, r.result, r.messages]),
      [
        [1, 'created', {}],
        [2, 'failed', { property_type: ['Unknown property type: castle'] }],
        [3, 'failed', { city: ['Unknown district: Nowhere'], price: ['Not a valid number: -5'], currency: ['Unknown currency: XYZ'] }],
        [4, 'failed', { external_id: ['Required'] }],
      ],
    );
    const again = await run(owner, await upload(owner, 'stock.csv', csv.replace('25000', '27000'), false));
    assert.deepEqual([again.rows[0]?.result, again.rows[0]?.listing_url], ['updated', data.rows[0]?.listing_url]);
    const title = await app.database.execute(`SELECT title FROM listing_translations WHERE listing_id = $1 AND lang = 'en'`, [Number(/\d+$/.exec(data.rows[0]?.listing_url ?? '')?.[0])]);
    assert.equal(title.rows[0]?.title, 'Flat near the sea');
  });

  test('a header without the required columns fails the run', async () => {
    const owner = await corporate();
    const data = await run(owner, await upload(owner, 'x.csv', 'id,price\n1,100\n'));
    assert.deepEqual([data.status, data.error], ['failed', 'The CSV header misses required columns: external_id, deal_type, property_type, region, city']);
  });
});

describe('feeds', () => {
  test('a registered feed URL is fetched at run time from a local server', async () => {
    const owner = await corporate();
    routes.set('/feed.xml', withBase(feedXml([NEW_STYLE('F-1')]).replace('BASE/missing.jpg', 'BASE/photo.png')));
    const res = await send(owner.jar, { method: 'POST', url: '/en/api/import/feeds', payload: { url: `${base}/feed.xml`, format: 'yandex_xml', interval_hours: 12 } });
    assert.equal(res.statusCode, 201, res.body);
    await settle();
    const reply = res.json<ImportsReply & { data: { run: number } }>().data;
    assert.deepEqual(reply.feeds.map((f) => [f.url, f.interval_hours]), [[`${base}/feed.xml`, 12]]);
    const data = await run(owner, reply.run);
    assert.deepEqual([data.status, data.source, data.counts.created], ['done', `${base}/feed.xml`, 1]);
  });

  test('no network: a refused connection and an HTTP error fail the run with a message', async () => {
    const owner = await corporate();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await send(owner.jar, { method: 'POST', url: '/en/api/import/feeds', payload: { url: `http://127.0.0.1:${port}/feed.xml`, format: 'yandex_xml' } });
    await settle();
    const a = await run(owner, refused.json<{ data: { run: number } }>().data.run);
    assert.deepEqual([a.status, a.error], ['failed', 'The feed could not be downloaded (ECONNREFUSED)']);
    routes.set('/broken.xml', (r) => r.writeHead(500).end('oops'));
    const feedId = refused.json<ImportsReply>().data.feeds[0]?.id;
    await app.database.execute(`UPDATE import_feeds SET url = $2 WHERE id = $1`, [feedId, `${base}/broken.xml`]);
    const again = await send(owner.jar, { method: 'POST', url: `/ru/api/import/feeds/${feedId}/run` });
    assert.equal(again.statusCode, 202);
    await settle();
    const b = await run(owner, again.json<{ data: { id: number } }>().data.id, 'ru');
    assert.deepEqual([b.status, b.error], ['failed', 'Не удалось загрузить фид (HTTP 500)']);
    const removed = await send(owner.jar, { method: 'DELETE', url: `/en/api/import/feeds/${feedId}` });
    assert.deepEqual(removed.json<ImportsReply>().data.feeds, []);
  });
});

describe('SSRF guard', () => {
  test('by default a feed or an image on the server’s own network is refused, and the run says why', async () => {
    routes.set('/feed.xml', '<realty-feed/>');
    await assert.rejects(urlSource(`${base}/feed.xml`)(), (error: unknown) => {
      assert.ok(error instanceof ImportFailure);
      assert.deepEqual([error.key, error.params], ['fetchFailed', { detail: 'EBLOCKED' }]);
      return true;
    });
    await assert.rejects(downloadImage(`${base}/photo.png`), /address not allowed: 127\.0\.0\.1/);
    const allowed = await urlSource(`${base}/feed.xml`, true)();
    const chunks: Uint8Array[] = [];
    for await (const chunk of allowed) chunks.push(chunk);
    assert.equal(Buffer.concat(chunks).toString(), '<realty-feed/>');
  });
});

describe('cancel and access', () => {
  test('cancelling stops the run at its next batch; nothing is hidden', async () => {
    const owner = await corporate();
    const offers = Array.from({ length: 600 }, (_, i) => OLD_STYLE(`K-${i}`).replace(/<image>.*?<\/image>/, ''));
    const xml = feedXml(offers);
    const half = xml.indexOf(`<offer internal-id="K-300"`);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    routes.set('/slow.xml', (res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write(xml.slice(0, half));
      void released.then(() => res.end(xml.slice(half)));
    });
    const res = await send(owner.jar, { method: 'POST', url: '/en/api/import/feeds', payload: { url: `${base}/slow.xml`, format: 'yandex_xml' } });
    const id = res.json<{ data: { run: number } }>().data.run;
    for (let i = 0; i < 200 && (await run(owner, id)).processed < 250; i += 1) await new Promise((r) => setTimeout(r, 50));
    assert.equal((await run(owner, id)).status, 'running');
    const cancel = await send(owner.jar, { method: 'POST', url: `/en/api/import/${id}/cancel` });
    assert.deepEqual([cancel.statusCode, cancel.json()], [200, { message: 'The import was cancelled' }]);
    release();
    await settle();
    const data = await run(owner, id);
    assert.deepEqual([data.status, data.error, data.processed, data.counts.removed], ['cancelled', 'The import was cancelled', 500, 0]);
  });

  test('private accounts cannot import; a run is visible to its owner only', async () => {
    const person = await signUp(app);
    const refused = await send(person.jar, { method: 'POST', url: '/en/api/import', ...multipart('feed.xml', feedXml([])) });
    assert.deepEqual([refused.statusCode, refused.json()], [403, { message: 'Only corporate accounts can manage an agency' }]);
    const owner = await corporate();
    const id = await upload(owner, 'empty.xml', feedXml([]));
    assert.equal((await run(owner, id)).status, 'done');
    const other = await corporate();
    const hidden = await other.jar.inject({ url: `/en/api/import/${id}` });
    assert.deepEqual([hidden.statusCode, hidden.json()], [404, { message: 'Import not found' }]);
    const unknown = await send(owner.jar, { method: 'POST', url: '/en/api/import', ...multipart('data.bin', '') });
    assert.deepEqual([unknown.statusCode, unknown.json()], [422, { message: 'The file is neither a Yandex.Realty XML feed nor a CSV file' }]);
  });
});
