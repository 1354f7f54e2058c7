// The map's pre-counted cells (issue 28, migration 0028, catalog/map-cell-counts.ts): the triggers keep
// listing_map_cells (zoom 14, and zoom 10 counted here with map_cell_x/y at zoom 10 directly, not from the zoom-14
// cells) equal to a count of the listings through inserts, edits, moves, repricing, hiding and deletes, and a
// map reply from the counted cells (the inside cells counted, the edge cells' listings read one by one) is the reply of
// the listings grouped one by one: the same total, clusters, prices and single listings, for viewports and drawn areas,
// with and without a property type and rooms, at several zooms. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogMapQuerySchema, formatBbox, formatPolygon, type CatalogMapReply, type LngLatPoint } from '@realty/shared/schemas';
import type { Database } from '../../src/db/client';
import { planNodes } from '../../src/db/catalog-shapes';
import { resetCatalogRefs } from '../../src/plugins/app/catalog/catalog-cache';
import { catalogMap } from '../../src/plugins/app/catalog/map';
import { countable, mapTuning } from '../../src/plugins/app/catalog/map-cell-counts';
import { appForFile } from '../helper';
import { assertSameCells, cellsCounted, cellsKept } from './cells';

let database: Database;

const kept = () => cellsKept(database);
const counted = () => cellsCounted(database);

let owner: number;
let apartment: number;
let villa: number;

appForFile({}, async (_app, db) => {
  database = db;
  // On PGlite too (by default the counted cells are read on PostgreSQL only).
  mapTuning.cellCounts = 'always';
  owner = Number((await db.execute(`INSERT INTO users (name, lastname, email, password_hash) VALUES ('Cell', 'Owner', 'cell-owner@example.test', 'x') RETURNING id`)).rows[0]?.id);
  apartment = Number((await db.execute(`SELECT id FROM property_types WHERE slug = 'apartment'`)).rows[0]?.id);
  villa = Number((await db.execute(`SELECT id FROM property_types WHERE slug = 'villa'`)).rows[0]?.id);
  const place = await db.execute(`SELECT c.id, c.region_id FROM cities c ORDER BY c.id LIMIT 1`);
  // 6,000 listings over central Antalya (30.55-30.90 E, 36.80-36.98 N): two deal types, two property types, three room
  // counts (and none), prices in lira spread over two orders of magnitude; a pseudo-random scatter, the same every run.
  await db.execute(
    `INSERT INTO listings (deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, price_try, area, rooms, lng, lat)
     SELECT (CASE WHEN g % 5 = 0 THEN 'rent' ELSE 'sale' END)::deal_type, CASE WHEN g % 3 = 0 THEN $2::int ELSE $1::int END, 'active', $3, $4, $5,
            p, 'TRY', p, 50 + g % 150, (ARRAY['2+1', '3+1', '4+1', NULL])[1 + g % 4],
            30.55 + ((hashint4(g) & 2147483647) % 350000) / 1e6, 36.8 + ((hashint4(g + 100000) & 2147483647) % 180000) / 1e6
     FROM generate_series(1, 6000) g CROSS JOIN LATERAL (SELECT 500000 + (hashint4(g + 7) & 2147483647) % 50000000 AS p) x`,
    [apartment, villa, owner, Number(place.rows[0]?.region_id), Number(place.rows[0]?.id)],
  );
  await db.execute('ANALYZE listings');
  resetCatalogRefs(db);
});

describe('the counted cells follow every write', () => {
  test('after inserts', async () => {
    assertSameCells(await kept(), await counted());
    const mine = await database.execute(`SELECT count(*)::int AS n FROM listing_map_cells WHERE grain = 0`);
    assert.ok(Number(mine.rows[0]?.n) > 1000, 'thousands of cells');
  });

  test('after edits, moves, repricing, a new type and rooms, hiding, reviving and deletes', async () => {
    const mine = `user_id = ${owner}`;
    await database.execute(`UPDATE listings SET address = 'Lara' WHERE ${mine} AND id % 4 = 0`);
    await database.execute(`UPDATE listings SET lng = lng + 0.003, lat = lat - 0.002 WHERE ${mine} AND id % 7 = 0`);
    await database.execute(`UPDATE listings SET price_try = price_try * 3, price = price * 3 WHERE ${mine} AND id % 11 = 0`);
    await database.execute(`UPDATE listings SET price_try = 1 WHERE id = (SELECT min(id) FROM listings WHERE ${mine})`);
    await database.execute(`UPDATE listings SET property_type_id = $1, rooms = '4+1' WHERE ${mine} AND id % 13 = 0`, [villa]);
    await database.execute(`UPDATE listings SET deal_type = 'rent' WHERE ${mine} AND id % 17 = 0`);
    await database.execute(`UPDATE listings SET status = 'hidden' WHERE ${mine} AND id % 6 = 1`);
    await database.execute(`UPDATE listings SET status = 'active' WHERE ${mine} AND id % 12 = 1`);
    await database.execute(`UPDATE listings SET lng = NULL, lat = NULL WHERE ${mine} AND id % 19 = 0`);
    await database.execute(`DELETE FROM listings WHERE ${mine} AND id % 23 = 0`);
    assertSameCells(await kept(), await counted());
  });

  test('a bulk change counts every cell again', async () => {
    // More cells than the threshold (20,000; lowered to 100 for this session) change at once: the whole table is
    // counted again (listing_map_cells_recount).
    const before = await counted();
    const bulk = (sql: string) => database.execute(`SET realty.map_cells_rebuild_at = 100; ${sql}; RESET realty.map_cells_rebuild_at`);
    await bulk(`UPDATE listings SET price_try = price_try + 1 WHERE status = 'active'`);
    assertSameCells(
      (await kept()).map((c) => ({ ...c, min_price: String(BigInt(String(c.min_price)) - 1n), max_price: String(BigInt(String(c.max_price)) - 1n) })),
      before,
      'every price one lira more',
    );
    await bulk(`UPDATE listings SET price_try = price_try - 1 WHERE status = 'active'`);
    assertSameCells(await kept(), before);
  });
});

/** The reply with the counted cells and with the listings grouped one by one (the tuning switch). */
async function both(fields: Record<string, string>): Promise<{ counted: CatalogMapReply; rows: CatalogMapReply }> {
  const query = catalogMapQuerySchema.parse(fields);
  assert.ok(countable(database, query, {}), 'a filter the counts answer');
  const withCounts = await catalogMap(database, query, 'en');
  mapTuning.cellCounts = 'never';
  try {
    return { counted: withCounts, rows: await catalogMap(database, query, 'en') };
  } finally {
    mapTuning.cellCounts = 'always';
  }
}

/** Centroids are sums in another order: equal to a few micro-degrees (a millimetre). */
function assertSameReply(a: CatalogMapReply, b: CatalogMapReply, what: string): void {
  assert.equal(a.meta.total, b.meta.total, `${what}: total`);
  assert.deepEqual(a.data.listings, b.data.listings, `${what}: single listings`);
  assert.equal(a.data.clusters.length, b.data.clusters.length, `${what}: clusters`);
  a.data.clusters.forEach((c, i) => {
    const d = b.data.clusters[i]!;
    assert.deepEqual({ ...c, lng: 0, lat: 0 }, { ...d, lng: 0, lat: 0 }, `${what}: cluster ${i}`);
    assert.ok(Math.abs(c.lng - d.lng) < 5e-6 && Math.abs(c.lat - d.lat) < 5e-6, `${what}: cluster ${i} centroid`);
  });
}

const star: LngLatPoint[] = Array.from({ length: 50 }, (_, i) => {
  const a = (2 * Math.PI * i) / 50;
  const r = i % 2 ? 0.07 : 0.09;
  return [Number((30.72 + r * 1.25 * Math.cos(a)).toFixed(6)), Number((36.89 + r * Math.sin(a)).toFixed(6))];
});
const u: LngLatPoint[] = [[30.605, 36.805], [30.795, 36.805], [30.795, 36.975], [30.745, 36.975], [30.745, 36.855], [30.655, 36.855], [30.655, 36.975], [30.605, 36.975]];
const city = formatBbox({ minLng: 30.55, minLat: 36.8, maxLng: 30.9, maxLat: 36.98 });
const inner = formatBbox({ minLng: 30.6123, minLat: 36.8317, maxLng: 30.7411, maxLat: 36.9209 });
const region = formatBbox({ minLng: 29.5, minLat: 36.3, maxLng: 32.5, maxLat: 37.6 });
const turkey = formatBbox({ minLng: 25.5, minLat: 35.8, maxLng: 45, maxLat: 42.2 });
/** A drawn area over the west of the Antalya region, cutting through the listings. */
const wide: LngLatPoint[] = [[29.9, 36.5], [30.78, 36.83], [30.7, 37.4], [30.1, 37.2]];

describe('a map reply from the counted cells is the reply of the listings', () => {
  const filters: Array<[string, Record<string, string>]> = [
    ['sale', { dealType: 'sale' }],
    ['rent, apartment', { dealType: 'rent', propertyType: 'apartment' }],
    ['sale, villa, 2+1 and 4+1', { dealType: 'sale', propertyType: 'villa', rooms: '2+1,4+1' }],
    ['sale, 3+1 of every type', { dealType: 'sale', rooms: '3+1' }],
  ];
  for (const [name, filter] of filters)
    test(`${name}: viewports and drawn areas at zooms 10 to 14`, async () => {
      for (const zoom of ['10', '12', '13', '14'])
        for (const [where, geo] of [
          ['the city', { bbox: city }],
          ['a viewport cutting through cells', { bbox: inner }],
          ['the 50-point star', { bbox: city, polygon: formatPolygon(star) }],
          ['a U cut by the viewport', { bbox: inner, polygon: formatPolygon(u) }],
        ] as const) {
          const { counted: fromCounts, rows } = await both({ ...filter, ...geo, zoom });
          assert.ok(rows.meta.total > 0, `${name}, ${where}, zoom ${zoom}: listings found`);
          assertSameReply(fromCounts, rows, `${name}, ${where}, zoom ${zoom}`);
        }
    });

  // Too many zoom-14 cells: the zoom-10 cells inside, the zoom-14 cells of the zoom-10 edge cells (map-cells.test.ts).
  for (const [name, filter] of filters)
    test(`${name}: the region and the country at zooms 6 to 9`, async () => {
      for (const [where, geo, zooms] of [
        ['the region', { bbox: region }, ['8', '9']],
        ['Turkey', { bbox: turkey }, ['6', '7']],
        ['an area over the region', { bbox: region, polygon: formatPolygon(wide) }, ['9']],
      ] as const)
        for (const zoom of zooms) {
          const { counted: fromCounts, rows } = await both({ ...filter, ...geo, zoom });
          assert.ok(rows.meta.total > 0, `${name}, ${where}, zoom ${zoom}: listings found`);
          assertSameReply(fromCounts, rows, `${name}, ${where}, zoom ${zoom}`);
        }
    });

  test('the counts are what the reply reads (a cell counted wrong shows)', async () => {
    const fields = { dealType: 'sale', bbox: city, zoom: '12' };
    const right = (await both(fields)).counted.meta.total;
    await database.execute(`UPDATE listing_map_cells SET n = n + 1 WHERE grain = 0 AND deal_type = 'sale' AND level = 14
      AND (cy, cx) = (SELECT cy, cx FROM listing_map_cells WHERE grain = 0 AND deal_type = 'sale' AND level = 14 ORDER BY n DESC LIMIT 1)`);
    try {
      assert.equal((await both(fields)).counted.meta.total, right + 1);
    } finally {
      await database.execute('SELECT listing_map_cells_rebuild()');
    }
    assert.equal((await both(fields)).counted.meta.total, right);
  });

  test('EXPLAIN: inside cells from an index of the cells, edge listings from the index of a row of cells', async () => {
    const sent: Array<{ sql: string; params: unknown[] }> = [];
    const execute = database.execute.bind(database);
    const spied = database as { execute: Database['execute'] };
    spied.execute = (sql, params, options) => {
      if (/FROM listing_map_cells m|map_cell_y\(l\.lat/.test(sql)) sent.push({ sql, params: params ?? [] });
      return execute(sql, params, options);
    };
    try {
      await catalogMap(database, catalogMapQuerySchema.parse({ dealType: 'sale', propertyType: 'apartment', rooms: '2+1', bbox: city, zoom: '12' }), 'en');
    } finally {
      spied.execute = execute;
    }
    assert.equal(sent.length, 2, 'the inside cells and the edge listings');
    // With the statistics autovacuum keeps (the test's writes came just now).
    await database.execute('ANALYZE listing_map_cells');
    const indexes: string[][] = [];
    for (const { sql, params } of sent) {
      const plan = (await database.execute(`EXPLAIN (FORMAT JSON) ${sql}`, params)).rows[0]?.['QUERY PLAN'];
      const doc: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
      assert.ok(!planNodes(doc).includes('Seq Scan'), `no sequential scan: ${planNodes(doc).join(' > ')}`);
      indexes.push([...JSON.stringify(doc).matchAll(/"Index Name":\s*"([a-z_]+)"/g)].map((m) => m[1]!));
    }
    // At 1M the inside cells are an index-only scan of the covering primary key (docs/PERFORMANCE.md); on the test's
    // few thousand cells the planner may take the (deal_type, level, cy, cx) index instead: either is an index of the table.
    assert.equal(indexes[0]?.length, 1);
    assert.ok(['listing_map_cells_pkey', 'listing_map_cells_cell_idx'].includes(indexes[0]![0]!), String(indexes[0]));
    assert.deepEqual(indexes[1], ['listings_act_deal_cell_row_lng_idx']);
  });

  test('other filters group the listings one by one; PGlite does by default', () => {
    for (const extra of [{ region: 'antalya' }, { price_from: '1000' }, { keywords: 'sea' }, { agent: '1' }, { near: '36.9,30.7' }])
      assert.equal(countable(database, catalogMapQuerySchema.parse({ dealType: 'sale', bbox: city, zoom: '12', ...extra }), {}), false, JSON.stringify(extra));
    assert.equal(countable(database, catalogMapQuerySchema.parse({ bbox: city, zoom: '12' }), {}), false, 'no deal type');
    assert.equal(countable(database, catalogMapQuerySchema.parse({ dealType: 'sale', bbox: city, zoom: '12' }), { favoritesOf: 1 }), false, 'favourites');
    mapTuning.cellCounts = 'postgres';
    try {
      assert.equal(countable(database, catalogMapQuerySchema.parse({ dealType: 'sale', bbox: city, zoom: '12' }), {}), database.kind === 'postgres');
    } finally {
      mapTuning.cellCounts = 'always';
    }
  });
});
