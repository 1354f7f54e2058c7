// The map's clusters from the pre-counted cells (issue 28, migration 0028, docs/PERFORMANCE.md "Issue 28: pre-counted
// map cells"): for a filter of deal type, property type and rooms, the cells of the zoom-14 grid (or, for a region's or
// the country's viewport, of the zoom-10 grid) wholly inside the viewport (and the drawn area) are read from
// listing_map_cells, one row per cell and filter key, and only the listings of the zoom-14 cells on their edges are read
// one by one, with the filter's own clauses, from the index of their row of cells. The cells are then merged into the
// map's grid (map-grid.ts mergeCells: a cell lies in one cell of every lower zoom). Each run of cells along a row is one
// range of an index: the subqueries per run end in OFFSET 0, which keeps the planner from joining them as a whole (it
// then read every cell of the deal type in Turkey, 21,673 rows, for an area's 646). A central Antalya viewport of sale 2+1 apartments at 1M listings: 1,161 counted cells and the 245 listings of the
// edge cells read instead of 15,660 listings out of a band of 17,500.
import { parsePolygon, type CatalogMapQuery } from '@realty/shared/schemas';
import type { Bbox } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import type { CatalogRefs } from './catalog-cache';
import { CELL_LEVEL, classifyViewport, type ViewportCells } from './map-cells';
import { cellFromRow, mergeCells, type Cell } from './map-grid';
import type { SearchExtras, SqlWhere } from './search';

/** A cell of the zoom-14 or zoom-10 grid. */
interface LevelCell {
  level: number;
  cell: Cell;
}

/**
 * When the counted cells are read: on PostgreSQL (the default), always, or never (the listings grouped one by one).
 * Not on PGlite by default: there (WebAssembly, one process) planning and each row cost several times what they cost in
 * PostgreSQL, and the embedded database holds a tenth of the listings, so a viewport's listings one by one are faster:
 * at 100k, 10 / 18 ms p50 / p95 for a city viewport against 23 / 38 counted (docs/PERFORMANCE.md). Mutable for tests.
 */
export const mapTuning: { cellCounts: 'postgres' | 'always' | 'never' } = { cellCounts: 'postgres' };

/** The map query's fields the counts answer; any other (a place, a price, words, an owner…) narrows the listings. */
const COUNTED_FIELDS = new Set(['dealType', 'propertyType', 'rooms', 'currency', 'bbox', 'polygon', 'zoom', 'path']);

const given = (value: unknown): boolean => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);

/** Whether the pre-counted cells can answer this filter. */
export function countable(database: Database, query: CatalogMapQuery, extras: SearchExtras): boolean {
  if (mapTuning.cellCounts === 'never' || (mapTuning.cellCounts === 'postgres' && database.kind !== 'postgres')) return false;
  if (!query.dealType || extras.favoritesOf !== undefined || extras.ownerId !== undefined) return false;
  return Object.entries(query).every(([key, value]) => COUNTED_FIELDS.has(key) || !given(value));
}

/** The counted cells wholly inside, for the filter key (grain 0: deal type; 1: + property type; 2: + rooms), run by run. */
async function insideCells(database: Database, query: CatalogMapQuery, typeIds: number[], cells: ViewportCells): Promise<LevelCell[]> {
  if (!cells.inside.length) return [];
  const grain = query.rooms?.length ? 2 : query.propertyType ? 1 : 0;
  const runs = cells.inside;
  const params: unknown[] = [query.dealType, grain, runs.map((r) => r.level), runs.map((r) => r.cy), runs.map((r) => r.from), runs.map((r) => r.to)];
  const key: string[] = [];
  // Rooms of every type: each type's range of the primary key, not the whole grain.
  if (grain > 0) key.push(query.propertyType ? `m.property_type_id = $${params.push(typeIds[0])}` : `m.property_type_id = ANY($${params.push(typeIds)}::int[])`);
  else key.push('m.property_type_id = 0');
  key.push(grain === 2 ? `m.rooms = ANY($${params.push(query.rooms)}::text[])` : `m.rooms = ''`);
  const res = await database.execute(
    // One row per cell and key (several with more than one room count or every type): combined in JS (mergeLevels),
    // cheaper than a sort and an aggregate here (7 of the 18 ms of a city viewport's cells on PGlite).
    `SELECT m.level, m.cy, m.cx, m.n, m.min_price AS pmin, m.max_price AS pmax, m.sum_lng AS slng, m.sum_lat AS slat,
            m.min_lng AS w, m.min_lat AS so, m.max_lng AS e, m.max_lat AS no, m.min_id AS id
     FROM unnest($3::int2[], $4::int[], $5::int[], $6::int[]) r(level, cy, cfrom, cto)
     CROSS JOIN LATERAL (
       SELECT * FROM listing_map_cells m
       WHERE m.deal_type = $1 AND m.grain = $2 AND ${key.join(' AND ')} AND m.level = r.level AND m.cy = r.cy
         AND m.cx BETWEEN r.cfrom AND r.cto
       OFFSET 0) m`,
    params,
  );
  return res.rows.map((r) => ({ level: Number(r.level), cell: cellFromRow(r) }));
}

/** The listings of the edge cells, with every clause of the filter, grouped by their zoom-14 cell. */
async function edgeCells(database: Database, where: SqlWhere, cells: ViewportCells): Promise<LevelCell[]> {
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
  return res.rows.map((r) => ({ level: CELL_LEVEL, cell: cellFromRow(r) }));
}

/** Cells of several levels merged into the grid of `zoom` (coarser than all of them): each level halved in turn. */
function mergeLevels(cells: LevelCell[], zoom: number): Cell[] {
  let merged: Cell[] = [];
  for (let level = CELL_LEVEL; level > zoom; level -= 1) {
    merged = mergeCells([...merged, ...cells.filter((c) => c.level === level).map((c) => c.cell)]);
  }
  return mergeCells([...merged, ...cells.filter((c) => c.level === zoom).map((c) => c.cell)], 1);
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
  const ring = query.polygon ? parsePolygon(query.polygon) : undefined;
  const cells = classifyViewport(viewport, ring && ring.length >= 3 ? ring : undefined, zoom);
  if (!cells) return undefined;
  const type = query.propertyType ? refs.propertyTypeBySlug.get(query.propertyType) : undefined;
  const typeIds = type ? [type.id] : [...refs.propertyTypeBySlug.values()].map((t) => t.id);
  const [inside, edges] = await Promise.all([insideCells(database, query, typeIds, cells), edgeCells(database, where, cells)]);
  return mergeLevels([...inside, ...edges], zoom);
}
