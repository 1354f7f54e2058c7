// The map's clusters from the pre-counted cells (issue 28, migration 0028, docs/PERFORMANCE.md "Issue 28: pre-counted
// map cells"): for a filter of deal type, property type and rooms, the cells of the zoom-14 grid wholly inside the
// viewport (and the drawn area) are read from listing_map_cells, one row per cell and filter key, and only the listings of
// the cells on their edges are read one by one, with the filter's own clauses, from the index of their row of cells.
// The cells are then merged into the map's grid (map-grid.ts mergeCells: a zoom-14 cell lies in one cell of every lower
// zoom). Each run of cells along a row is one range of an index: the subqueries per run end in OFFSET 0, which keeps the
// planner from joining them as a whole (it then read every cell of the deal type in Turkey, 21,673 rows, for an area's
// 646). A central Antalya viewport of sale 2+1 apartments at 1M listings: about 1,000 listings and 2,000 counted cells
// read instead of 15,660 listings out of a band of 17,500.
import { parsePolygon, type CatalogMapQuery } from '@realty/shared/schemas';
import type { Bbox } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import type { CatalogRefs } from './catalog-cache';
import { CELL_LEVEL, viewportCells, type ViewportCells } from './map-cells';
import { cellFromRow, mergeCells, type Cell } from './map-grid';
import type { SearchExtras, SqlWhere } from './search';

/** Mutable so tests can compare the counted cells with the listings grouped one by one. */
export const mapTuning = { cellCounts: true };

/** The map query's fields the counts answer; any other (a place, a price, words, an owner…) narrows the listings. */
const COUNTED_FIELDS = new Set(['dealType', 'propertyType', 'rooms', 'currency', 'bbox', 'polygon', 'zoom', 'path']);

const given = (value: unknown): boolean => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);

/** Whether the pre-counted cells can answer this filter. */
export function countable(query: CatalogMapQuery, extras: SearchExtras): boolean {
  if (!mapTuning.cellCounts || !query.dealType || extras.favoritesOf !== undefined || extras.ownerId !== undefined) return false;
  return Object.entries(query).every(([key, value]) => COUNTED_FIELDS.has(key) || !given(value));
}

/** The counted cells wholly inside, for the filter key (grain 0: deal type; 1: + property type; 2: + rooms), run by run. */
async function insideCells(database: Database, query: CatalogMapQuery, typeIds: number[], cells: ViewportCells): Promise<Cell[]> {
  if (!cells.inside.length) return [];
  const grain = query.rooms?.length ? 2 : query.propertyType ? 1 : 0;
  const params: unknown[] = [query.dealType, grain, cells.inside.map((r) => r.cy), cells.inside.map((r) => r.from), cells.inside.map((r) => r.to)];
  const key: string[] = [];
  // Rooms of every type: each type's range of the primary key, not the whole grain.
  if (grain > 0) key.push(query.propertyType ? `m.property_type_id = $${params.push(typeIds[0])}` : `m.property_type_id = ANY($${params.push(typeIds)}::int[])`);
  else key.push('m.property_type_id = 0');
  key.push(grain === 2 ? `m.rooms = ANY($${params.push(query.rooms)}::text[])` : `m.rooms = ''`);
  const res = await database.execute(
    `SELECT m.cy, m.cx, sum(m.n)::int AS n, min(m.min_price) AS pmin, max(m.max_price) AS pmax, sum(m.sum_lng) AS slng,
            sum(m.sum_lat) AS slat, min(m.min_lng) AS w, min(m.min_lat) AS so, max(m.max_lng) AS e, max(m.max_lat) AS no,
            min(m.min_id) AS id
     FROM unnest($3::int[], $4::int[], $5::int[]) r(cy, cfrom, cto)
     CROSS JOIN LATERAL (
       SELECT * FROM listing_map_cells m
       WHERE m.deal_type = $1 AND m.grain = $2 AND ${key.join(' AND ')} AND m.cy = r.cy AND m.cx BETWEEN r.cfrom AND r.cto
       OFFSET 0) m
     GROUP BY m.cy, m.cx`,
    params,
  );
  return res.rows.map(cellFromRow);
}

/** The listings of the edge cells, with every clause of the filter, grouped by their zoom-14 cell. */
async function edgeCells(database: Database, where: SqlWhere, cells: ViewportCells): Promise<Cell[]> {
  if (!cells.edges.length) return [];
  const n = where.params.length;
  const res = await database.execute(
    `SELECT x.cy, x.cx, count(*)::int AS n, min(x.price_try) AS pmin, max(x.price_try) AS pmax, sum(x.lng) AS slng,
            sum(x.lat) AS slat, min(x.lng) AS w, min(x.lat) AS so, max(x.lng) AS e, max(x.lat) AS no, min(x.id) AS id
     FROM unnest($${n + 1}::int[], $${n + 2}::int[], $${n + 3}::int[], $${n + 4}::float8[], $${n + 5}::float8[]) r(cy, cfrom, cto, west, east)
     CROSS JOIN LATERAL (
       SELECT map_cell_y(l.lat, ${CELL_LEVEL}) AS cy, map_cell_x(l.lng, ${CELL_LEVEL}) AS cx, l.lng, l.lat, l.price_try, l.id
       FROM listings l
       WHERE ${where.clauses.join(' AND ')} AND map_cell_y(l.lat, ${CELL_LEVEL}) = r.cy AND l.lng BETWEEN r.west AND r.east
         AND map_cell_x(l.lng, ${CELL_LEVEL}) BETWEEN r.cfrom AND r.cto
       OFFSET 0) x
     GROUP BY x.cy, x.cx`,
    [
      ...where.params,
      cells.edges.map((e) => e.cy),
      cells.edges.map((e) => e.from),
      cells.edges.map((e) => e.to),
      cells.edges.map((e) => e.west),
      cells.edges.map((e) => e.east),
    ],
  );
  return res.rows.map(cellFromRow);
}

/**
 * The map grid's cells at `zoom` from the pre-counted cells, or undefined when they cannot answer (a zoom finer than
 * their grid, or a viewport too large for a raster of it: the caller groups the listings one by one).
 */
export async function countedCells(
  database: Database,
  where: SqlWhere,
  query: CatalogMapQuery,
  refs: CatalogRefs,
  viewport: Bbox,
  zoom: number,
): Promise<Cell[] | undefined> {
  if (zoom > CELL_LEVEL) return undefined;
  const ring = query.polygon ? parsePolygon(query.polygon) : undefined;
  const cells = viewportCells(viewport, ring && ring.length >= 3 ? ring : undefined);
  if (!cells) return undefined;
  const type = query.propertyType ? refs.propertyTypeBySlug.get(query.propertyType) : undefined;
  const typeIds = type ? [type.id] : [...refs.propertyTypeBySlug.values()].map((t) => t.id);
  const [inside, edges] = await Promise.all([insideCells(database, query, typeIds, cells), edgeCells(database, where, cells)]);
  let merged = [...inside, ...edges];
  for (let z = CELL_LEVEL; z > zoom; z -= 1) merged = mergeCells(merged);
  return merged;
}
