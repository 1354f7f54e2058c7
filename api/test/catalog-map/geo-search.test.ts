// Map search (issue 28) in GET /api/realty: a viewport (`bbox`), drawn areas (convex and concave `polygon`), a centre
// with a radius (`near` + `radius_km`), their 422s in three languages, and the point index the searches use (EXPLAIN).
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import {
  fillPlaceholders,
  formatPolygon,
  pointInRing,
  POLYGON_MAX_VERTICES,
  VALIDATION_MESSAGES,
  type CatalogQuery,
  type LngLatPoint,
} from '@realty/shared/schemas';
import type { Database } from '../../src/db/client';
import { planNodes } from '../../src/db/catalog-shapes';
import { buildWhere } from '../../src/plugins/app/catalog/search';
import { appForFile } from '../helper';
import { seedGrid, type GridListing } from './fixture';

let app: FastifyInstance;
let database: Database;
let grid: GridListing[];
let agent: number;

appForFile({}, async (opened, db) => {
  app = opened;
  database = db;
  const users = await db.execute(
    `INSERT INTO users (name, lastname, email, password_hash) VALUES ('Map', 'Agent', 'map-agent@example.test', 'x'), ('Far', 'Away', 'far@example.test', 'x') RETURNING id`,
  );
  agent = Number(users.rows[0]?.id);
  grid = await seedGrid(db, agent, Number(users.rows[1]?.id));
});

interface Page {
  data: Array<{ id: number }>;
  meta: { total: number };
}
/** Every matching id of the grid (scoped to its agent; 441 fit in nine pages of 50). */
async function ids(query: string, lang = 'en'): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; page <= 9; page += 1) {
    const res = await app.inject({ url: `/${lang}/api/realty?agent=${agent}&per_page=50&page=${page}&${query}` });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<Page>();
    found.push(...body.data.map((c) => c.id));
    if (found.length >= body.meta.total) break;
  }
  return found.sort((a, b) => a - b);
}
const expected = (inside: (l: GridListing) => boolean): number[] => grid.filter(inside).map((l) => l.id).sort((a, b) => a - b);
const q = (text: string): string => encodeURIComponent(text);

describe('geometric filters', () => {
  test('bbox: exactly the listings inside the viewport', async () => {
    const found = await ids(`bbox=${q('30.645,36.855,30.705,36.915')}`);
    assert.deepEqual(found, expected((l) => l.lng >= 30.645 && l.lng <= 30.705 && l.lat >= 36.855 && l.lat <= 36.915));
    assert.equal(found.length, 6 * 6);
  });

  test('polygon, convex: a triangle', async () => {
    // No listing on an edge: PostgreSQL counts a point on the boundary as inside, the even-odd test may not.
    const ring: LngLatPoint[] = [[30.605, 36.805], [30.795, 36.805], [30.703, 36.995]];
    const found = await ids(`polygon=${q(formatPolygon(ring))}`);
    assert.ok(found.length > 50);
    assert.deepEqual(found, expected((l) => pointInRing([l.lng, l.lat], ring)));
  });

  test('polygon, concave: a U whose notch is left out', async () => {
    // A U open to the north: two arms 30.605–30.655 and 30.745–30.795, joined below 36.855.
    const ring: LngLatPoint[] = [
      [30.605, 36.805], [30.795, 36.805], [30.795, 36.995], [30.745, 36.995],
      [30.745, 36.855], [30.655, 36.855], [30.655, 36.995], [30.605, 36.995],
    ];
    const found = await ids(`polygon=${q(formatPolygon(ring))}`);
    assert.deepEqual(found, expected((l) => pointInRing([l.lng, l.lat], ring)));
    const notch = grid.find((l) => l.lng === 30.7 && l.lat === 36.95)!;
    assert.ok(!found.includes(notch.id), 'the listing in the notch is not found');
    assert.ok(found.includes(grid.find((l) => l.lng === 30.62 && l.lat === 36.95)!.id), 'one in an arm is');
  });

  test('near + radius_km: within the great-circle distance, the default radius without one', async () => {
    // earthdistance's sphere (6,378,168 m), which the SQL measures with.
    const km = (l: GridListing, [lng, lat]: LngLatPoint): number => {
      const rad = Math.PI / 180;
      const a = Math.sin(((l.lat - lat) * rad) / 2) ** 2 + Math.cos(l.lat * rad) * Math.cos(lat * rad) * Math.sin(((l.lng - lng) * rad) / 2) ** 2;
      return 2 * 6378.168 * Math.asin(Math.sqrt(a));
    };
    const centre: LngLatPoint = [30.7, 36.9];
    const found = await ids(`near=${q('36.9,30.7')}&radius_km=3.5`);
    assert.deepEqual(found, expected((l) => km(l, centre) <= 3.5));
    assert.ok(found.length > 20);
    const byDefault = await ids(`near=${q('36.9,30.7')}`);
    assert.deepEqual(byDefault, expected((l) => km(l, centre) <= 2));
  });

  test('combined with the other filters, the count stays exact', async () => {
    const res = await app.inject({ url: `/en/api/realty?agent=${agent}&rooms=2%2B1&bbox=${q('30.6,36.8,30.7,36.9')}&per_page=5` });
    assert.equal(res.statusCode, 200, res.body);
    const inside = grid.filter((l) => l.lng <= 30.7 && l.lat <= 36.9);
    const twoRooms = (await database.execute(`SELECT count(*)::int AS n FROM listings WHERE id = ANY($1::int[]) AND rooms = '2+1'`, [inside.map((l) => l.id)])).rows[0]?.n;
    assert.equal(res.json<Page>().meta.total, Number(twoRooms));
  });
});

describe('invalid areas: 422 with a message per field in three languages', () => {
  const many = Array.from({ length: POLYGON_MAX_VERTICES + 1 }, (_, i): LngLatPoint => {
    const a = (2 * Math.PI * i) / (POLYGON_MAX_VERTICES + 1);
    return [30.7 + 0.1 * Math.cos(a), 36.9 + 0.1 * Math.sin(a)];
  });
  const cases: Array<[string, string, string, keyof (typeof VALIDATION_MESSAGES)['en']]> = [
    ['101 vertices', `polygon=${q(formatPolygon(many))}`, 'polygon', 'geoPolygonTooMany'],
    ['self-intersecting', `polygon=${q('30.6 36.8,30.8 37,30.8 36.8,30.6 37')}`, 'polygon', 'geoPolygonCrossing'],
    ['out of Turkey', `polygon=${q('2.3 48.8,2.4 48.8,2.4 48.9')}`, 'polygon', 'geoOutsideTurkey'],
    ['bad bbox (east before west)', `bbox=${q('30.8,36.8,30.6,37')}`, 'bbox', 'geoBbox'],
    ['bad bbox (three numbers)', `bbox=${q('30.6,36.8,30.8')}`, 'bbox', 'geoBbox'],
    ['radius without a centre', 'radius_km=3', 'near', 'geoRadiusNeedsNear'],
  ];
  for (const [name, query, field, key] of cases) {
    test(name, async () => {
      for (const lang of ['tr', 'en', 'ru'] as const) {
        for (const path of ['/api/realty', '/api/realty/map']) {
          const extra = path.endsWith('map') && field !== 'bbox' ? `&bbox=${q('30.6,36.8,30.8,37')}&zoom=12` : path.endsWith('map') ? '&zoom=12' : '';
          const res = await app.inject({ url: `/${lang}${path}?${query}${extra}` });
          assert.equal(res.statusCode, 422, `${lang} ${path}: ${res.body}`);
          const body = res.json<{ errors: Record<string, string[]> }>();
          assert.deepEqual(body.errors[field], [fillPlaceholders(VALIDATION_MESSAGES[lang][key], { max: POLYGON_MAX_VERTICES })], `${lang} ${path}`);
        }
      }
    });
  }
});

describe('the indexes of the map search', () => {
  /** Index names of the plan of the list query's filter; fails on a sequential scan of listings. */
  const explain = async (query: Partial<CatalogQuery>): Promise<string[]> => {
    const where = await buildWhere(database, query as CatalogQuery, 'en');
    const res = await database.execute(`EXPLAIN (FORMAT JSON) SELECT l.id FROM listings l WHERE ${where.clauses.join(' AND ')}`, where.params);
    const plan = res.rows[0]?.['QUERY PLAN'];
    const doc: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
    const names: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (node && typeof node === 'object') {
        const n = node as Record<string, unknown>;
        if (typeof n['Index Name'] === 'string') names.push(n['Index Name']);
        Object.values(n).forEach(walk);
      }
    };
    walk(doc);
    assert.ok(!planNodes(doc).includes('Seq Scan'), `no sequential scan: ${planNodes(doc).join(' > ')}`);
    return names;
  };

  test('without a deal type, bbox, polygon and radius searches read the GiST point index', async () => {
    assert.ok((await explain({ bbox: '27.1,38.1,27.3,38.3' })).includes('listings_act_point_idx'));
    assert.ok((await explain({ polygon: '27.1 38.1,27.4 38.1,27.2 38.4' })).includes('listings_act_point_idx'));
    assert.ok((await explain({ near: '38.2,27.2', radius_km: 5 })).includes('listings_act_point_idx'));
  });

  test('with a deal type, the covering (deal_type, lng) index answers the same searches', async () => {
    for (const query of [{ bbox: '27.1,38.1,27.3,38.3' }, { polygon: '27.1 38.1,27.4 38.1,27.2 38.4' }, { near: '38.2,27.2', radius_km: 5 }])
      assert.ok((await explain({ dealType: 'rent', ...query })).includes('listings_act_deal_lng_idx'), JSON.stringify(query));
  });

  test('both forms find the same listings', async () => {
    const ring = '30.605 36.805,30.795 36.805,30.795 36.995,30.745 36.995,30.745 36.855,30.655 36.855,30.655 36.995,30.605 36.995';
    for (const geo of [`bbox=${q('30.62,36.83,30.71,36.97')}`, `polygon=${q(ring)}`, `near=${q('36.9,30.7')}&radius_km=3`]) {
      assert.deepEqual(await ids(`dealType=sale&${geo}`), await ids(geo), geo);
    }
  });
});
