// The map's pre-counted cells in tests: the table as the triggers keep it, the same cells counted afresh from the
// listings, and their comparison (cell-counts.test.ts, cell-counts-concurrent.test.ts).
import assert from 'node:assert/strict';
import type { Database } from '../../src/db/client';

type Row = Record<string, unknown>;

/** Every counted cell's key and values (the sums to a micro-degree). */
const CELLS = `SELECT deal_type::text, grain, property_type_id, rooms, level, cy, cx, n, round(sum_lng::numeric, 6)::text AS slng,
  round(sum_lat::numeric, 6)::text AS slat, min_lng, min_lat, max_lng, max_lat, min_price::text, max_price::text, min_id`;

/** listing_map_cells as the triggers keep it. */
export const cellsKept = async (database: Database): Promise<Row[]> =>
  (await database.execute(`${CELLS} FROM listing_map_cells ORDER BY 1, 2, 3, 4, 5, 6, 7`)).rows;

/** The cells a count of the active listings with coordinates gives, at zoom 14 and 10, in the three grains. */
export const cellsCounted = async (database: Database): Promise<Row[]> =>
  (
    await database.execute(
      `${CELLS} FROM (
         SELECT l.deal_type, g.grain, CASE WHEN g.grain >= 1 THEN l.property_type_id ELSE 0 END AS property_type_id,
                CASE WHEN g.grain = 2 THEN coalesce(l.rooms, '') ELSE '' END AS rooms, v.level,
                map_cell_y(l.lat, v.level) AS cy, map_cell_x(l.lng, v.level) AS cx, count(*)::int AS n, sum(l.lng) AS sum_lng,
                sum(l.lat) AS sum_lat, min(l.lng) AS min_lng, min(l.lat) AS min_lat, max(l.lng) AS max_lng, max(l.lat) AS max_lat,
                min(l.price_try) AS min_price, max(l.price_try) AS max_price, min(l.id) AS min_id
         FROM listings l CROSS JOIN (VALUES (0::smallint), (1::smallint), (2::smallint)) g(grain) CROSS JOIN (VALUES (14), (10)) v(level)
         WHERE l.status = 'active' AND l.lng IS NOT NULL AND l.lat IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7) c
       ORDER BY 1, 2, 3, 4, 5, 6, 7`,
    )
  ).rows;

/**
 * Two lists of cells equal: the rows of `actual` not in `expected` and those of `expected` not in `actual` are both
 * empty, and so is a short message when not (assert's diff of two whole tables of thousands of rows takes minutes).
 */
export function assertSameCells(actual: Row[], expected: Row[], message = 'the counted cells'): void {
  const have = actual.map((row) => JSON.stringify(row));
  const want = expected.map((row) => JSON.stringify(row));
  const wanted = new Set(want);
  const had = new Set(have);
  assert.deepEqual({ wrong: have.filter((row) => !wanted.has(row)), missing: want.filter((row) => !had.has(row)) }, { wrong: [], missing: [] }, message);
  assert.equal(have.length, want.length, message);
}

/** The table equals a fresh count of the listings. */
export async function assertCellsKept(database: Database): Promise<void> {
  assertSameCells(await cellsKept(database), await cellsCounted(database));
}
