// The cluster grid of the catalogue map (issue 28): square cells of CELL_PX screen pixels of 256 px Web-Mercator tiles,
// so a cell covers the same screen area at every zoom. Cell indexes are computed in SQL (map.ts) and merged here when a
// viewport holds more than MAP_MARKERS_MAX of them: merging halves the index (floor(floor(x·s)/2) = floor(x·s/2)), which is
// exactly the grid of the zoom below.
import { MAP_MARKERS_MAX, type Bbox } from '@realty/shared/schemas';

/** Screen size of a cell: about a marker with its price label and some air around it. */
export const CELL_PX = 60;
const TILE_PX = 256;
/** Grid cells the SQL may return before the zoom is lowered (merging in JS then brings them under MAP_MARKERS_MAX). */
export const SQL_CELLS_MAX = MAP_MARKERS_MAX * 4;

/** Cells across the whole world at a zoom. */
export const cellsPerWorld = (zoom: number): number => (2 ** zoom * TILE_PX) / CELL_PX;

/** Web-Mercator x and y of a point in [0, 1] (y grows southwards). */
export const mercatorX = (lng: number): number => (lng + 180) / 360;
export const mercatorY = (lat: number): number => 0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);

/** The grid row of a latitude with `s` cells across the world (rows grow southwards). */
export const rowOf = (lat: number, s: number): number => Math.floor(mercatorY(lat) * s);

/** The latitude of a Web-Mercator y (the inverse of mercatorY). */
export const latitudeOfMercatorY = (y: number): number => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/**
 * The grid's rows across a viewport, for `width_bucket` in SQL: the latitudes of the row boundaries inside it,
 * ascending, and the row of its southern edge. A listing's row is `south - width_bucket(lat, boundaries)` (the number
 * of boundaries at or below its latitude), the same as ⌊mercatorY(lat) · s⌋ without a logarithm and a tangent per row;
 * a listing a hair outside the viewport (PostgreSQL's tolerance) lands in its edge row.
 */
export function gridRows(b: Bbox, zoom: number): { south: number; boundaries: number[] } {
  const s = cellsPerWorld(zoom);
  const south = rowOf(b.minLat, s);
  const north = rowOf(b.maxLat, s);
  const boundaries: number[] = [];
  for (let row = south; row > north; row -= 1) boundaries.push(latitudeOfMercatorY(row / s));
  return { south, boundaries };
}

/** How many grid cells a viewport spans at a zoom. */
export function viewportCells(b: Bbox, zoom: number): number {
  const s = cellsPerWorld(zoom);
  const across = Math.floor(mercatorX(b.maxLng) * s) - Math.floor(mercatorX(b.minLng) * s) + 1;
  const down = rowOf(b.minLat, s) - rowOf(b.maxLat, s) + 1;
  return across * down;
}

/** The zoom whose grid the SQL groups by: the map's, lowered until the viewport spans at most SQL_CELLS_MAX cells. */
export function gridZoom(b: Bbox, zoom: number): number {
  let z = zoom;
  while (z > 0 && viewportCells(b, z) > SQL_CELLS_MAX) z -= 1;
  return z;
}

/** Listings of one grid cell. */
export interface Cell {
  cx: number;
  cy: number;
  count: number;
  /** Lowest and highest price_try. */
  min: number;
  max: number;
  /** Sums of the coordinates (the centroid is sum / count). */
  sumLng: number;
  sumLat: number;
  bbox: Bbox;
  /** The listing when the cell holds one. */
  id: number;
}

/** A cell from a row of the map's SQL (`cx, cy, n, pmin, pmax, slng, slat, w, so, e, no, id`). */
export const cellFromRow = (r: Record<string, unknown>): Cell => ({
  cx: Number(r.cx),
  cy: Number(r.cy),
  count: Number(r.n),
  min: Number(r.pmin),
  max: Number(r.pmax),
  sumLng: Number(r.slng),
  sumLat: Number(r.slat),
  bbox: { minLng: Number(r.w), minLat: Number(r.so), maxLng: Number(r.e), maxLat: Number(r.no) },
  id: Number(r.id),
});

/** One grid level coarser: four cells become one (`factor` 1: the cells of the same index combined, as they are). */
export function mergeCells(cells: readonly Cell[], factor = 2): Cell[] {
  const merged = new Map<string, Cell>();
  for (const c of cells) {
    const cx = Math.floor(c.cx / factor);
    const cy = Math.floor(c.cy / factor);
    const key = `${cx}:${cy}`;
    const m = merged.get(key);
    if (!m) {
      merged.set(key, { ...c, cx, cy, bbox: { ...c.bbox } });
      continue;
    }
    m.count += c.count;
    m.min = Math.min(m.min, c.min);
    m.max = Math.max(m.max, c.max);
    m.sumLng += c.sumLng;
    m.sumLat += c.sumLat;
    m.bbox = {
      minLng: Math.min(m.bbox.minLng, c.bbox.minLng),
      minLat: Math.min(m.bbox.minLat, c.bbox.minLat),
      maxLng: Math.max(m.bbox.maxLng, c.bbox.maxLng),
      maxLat: Math.max(m.bbox.maxLat, c.bbox.maxLat),
    };
    m.id = Math.min(m.id, c.id);
  }
  return [...merged.values()];
}

/** Coarsen until at most MAP_MARKERS_MAX cells remain. */
export function fitMarkers(cells: Cell[]): Cell[] {
  let out = cells;
  while (out.length > MAP_MARKERS_MAX) out = mergeCells(out);
  return out;
}
