// A drawn area with a deal type (issue 28) skips the exact point-in-polygon test for the listings of the inside and
// outside cells of its raster (polygon-cells.ts); this proves the answer is still the exact test's: the same listings,
// the same count and the same map clusters as `point <@ polygon` alone (the form without a deal type), for a convex,
// a concave and the bench's 50-point star, with listings scattered over each area and packed on and next to its edges.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { boundsOf, catalogMapQuerySchema, catalogMapReplySchema, formatBbox, formatPolygon, type CatalogMapReply, type CatalogQuery, type LngLatPoint } from '@realty/shared/schemas';
import type { Database } from '../../src/db/client';
import { buildWhere } from '../../src/plugins/app/catalog/search';
import { polygonLiteral } from '../../src/plugins/app/catalog/geo-sql';
import { resetCatalogRefs } from '../../src/plugins/app/catalog/catalog-cache';
import { catalogMap } from '../../src/plugins/app/catalog/map';
import { appForFile } from '../helper';

const star: LngLatPoint[] = Array.from({ length: 50 }, (_, i) => {
  const a = (2 * Math.PI * i) / 50;
  const r = i % 2 ? 0.07 : 0.09;
  return [Number((30.72 + r * 1.25 * Math.cos(a)).toFixed(6)), Number((36.89 + r * Math.sin(a)).toFixed(6))];
});
const AREAS: Array<[string, LngLatPoint[]]> = [
  ['convex (a triangle)', [[30.605, 36.805], [30.795, 36.805], [30.703, 36.995]]],
  ['concave (a U)', [[30.605, 36.805], [30.795, 36.805], [30.795, 36.995], [30.745, 36.995], [30.745, 36.855], [30.655, 36.855], [30.655, 36.995], [30.605, 36.995]]],
  ["the bench's 50-point star", star],
];

/** Listings over each area's bounds (and a little beyond), and on, just inside and just outside each edge. */
function points(): LngLatPoint[] {
  let seed = 28;
  const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const out: LngLatPoint[] = [];
  for (const [, ring] of AREAS) {
    const b = boundsOf(ring);
    for (let i = 0; i < 1500; i += 1)
      out.push([b.minLng - 0.005 + random() * (b.maxLng - b.minLng + 0.01), b.minLat - 0.005 + random() * (b.maxLat - b.minLat + 0.01)]);
    for (const [i, [ax, ay]] of ring.entries()) {
      const [bx, by] = ring[(i + 1) % ring.length]!;
      const len = Math.hypot(bx - ax, by - ay);
      for (const t of [0, 0.3, 0.5])
        for (const off of [0, 5e-7, -5e-7, 2e-6, -2e-6, 1e-5, -1e-5, 1e-4, -1e-4])
          out.push([ax + t * (bx - ax) - (off * (by - ay)) / len, ay + t * (by - ay) + (off * (bx - ax)) / len]);
    }
  }
  return out;
}

let app: FastifyInstance;
let database: Database;
let agent: number;

appForFile({}, async (opened, db) => {
  app = opened;
  database = db;
  agent = Number((await db.execute(`INSERT INTO users (name, lastname, email, password_hash) VALUES ('Area', 'Agent', 'area-agent@example.test', 'x') RETURNING id`)).rows[0]?.id);
  const place = await db.execute(`SELECT c.id, c.region_id FROM cities c ORDER BY c.id LIMIT 1`);
  const type = Number((await db.execute(`SELECT id FROM property_types WHERE slug = 'apartment'`)).rows[0]?.id);
  const all = points();
  await db.execute(
    `INSERT INTO listings (deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, price_try, area, rooms, lng, lat)
     SELECT 'sale', $1, 'active', $2, $3, $4, 1000000 + g * 1000, 'TRY', 1000000 + g * 1000, 50 + g % 100, '2+1', lng, lat
     FROM unnest($5::float8[], $6::float8[]) WITH ORDINALITY AS t(lng, lat, g)`,
    [type, agent, Number(place.rows[0]?.region_id), Number(place.rows[0]?.id), all.map((p) => p[0]), all.map((p) => p[1])],
  );
  await db.execute('ANALYZE listings');
  resetCatalogRefs(db);
});

/** Ids the catalogue filter finds (the list's and the map's WHERE). */
async function found(query: Partial<CatalogQuery>): Promise<number[]> {
  const where = await buildWhere(database, { agent, ...query } as CatalogQuery, 'en');
  const res = await database.execute(`SELECT l.id FROM listings l WHERE ${where.clauses.join(' AND ')} ORDER BY l.id`, where.params);
  return res.rows.map((r) => Number(r.id));
}

async function map(query: string): Promise<CatalogMapReply> {
  const res = await app.inject({ url: `/en/api/realty/map?agent=${agent}&${query}` });
  assert.equal(res.statusCode, 200, res.body);
  return catalogMapReplySchema.parse(res.json());
}

describe('a drawn area: the raster gives the exact test’s answer', () => {
  for (const [name, ring] of AREAS) {
    test(`${name}: the same listings, counts and clusters`, async () => {
      const polygon = formatPolygon(ring);
      const exact = (
        await database.execute(`SELECT id FROM listings WHERE user_id = $1 AND point(lng, lat) <@ $2::polygon ORDER BY id`, [agent, polygonLiteral(ring)])
      ).rows.map((r) => Number(r.id));
      assert.ok(exact.length > 500, `${exact.length} inside`);
      // Listings on the boundary and within PostgreSQL's tolerance of it are in the exact answer too.
      assert.deepEqual(await found({ dealType: 'sale', polygon }), exact, 'with a deal type (the raster)');
      assert.deepEqual(await found({ polygon }), exact, 'without one (the exact test alone)');

      const b = boundsOf(ring);
      const bbox = formatBbox({ minLng: b.minLng - 0.01, minLat: b.minLat - 0.01, maxLng: b.maxLng + 0.01, maxLat: b.maxLat + 0.01 });
      for (const zoom of [10, 12, 14, 17]) {
        const q = `polygon=${encodeURIComponent(polygon)}&bbox=${bbox}&zoom=${zoom}`;
        const withDeal = await map(`dealType=sale&${q}`);
        assert.equal(withDeal.meta.total, exact.length, `zoom ${zoom}`);
        assert.deepEqual(withDeal, await map(q), `zoom ${zoom}: the same clusters and listings`);
      }
    });
  }
});

// MAP_PARALLEL_WORKERS (client.ts `parallelWorkers`): on PostgreSQL the map's GROUP BY may be planned with parallel
// workers, set for that statement alone; the reply is the same, and the rest of the connection's statements still
// plan without any (POSTGRES_SESSION). PGlite ignores the option.
describe('the map with parallel workers', () => {
  test('the same clusters and listings with and without them', async () => {
    const b = boundsOf(star);
    const query = catalogMapQuerySchema.parse({
      agent: String(agent),
      dealType: 'sale',
      polygon: formatPolygon(star),
      bbox: formatBbox({ minLng: b.minLng - 0.01, minLat: b.minLat - 0.01, maxLng: b.maxLng + 0.01, maxLat: b.maxLat + 0.01 }),
      zoom: '12',
    });
    const serial = await catalogMap(database, query, 'en', {}, 0);
    assert.ok(serial.meta.total > 500, `${serial.meta.total} inside`);
    assert.deepEqual(await catalogMap(database, query, 'en', {}, 2), serial);
  });

  test('the workers are allowed for that statement only', async () => {
    const setting = `SELECT current_setting('max_parallel_workers_per_gather') AS w WHERE $1::int > 0`;
    const inside = await database.execute(setting, [1], { parallelWorkers: 3 });
    const after = await database.execute(setting, [1]);
    if (database.kind === 'postgres') {
      assert.equal(inside.rows[0]?.w, '3');
      assert.equal(after.rows[0]?.w, '0', 'the session setting is back');
    } else assert.equal(inside.rows[0]?.w, after.rows[0]?.w, 'PGlite ignores the option');
  });
});
