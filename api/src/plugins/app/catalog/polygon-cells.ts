// A drawn area as a raster (issue 28): its bounds cut into small cells, each classified once in JS as wholly inside the
// area, wholly outside it, or on its boundary (an edge passes through it). The SQL (geo-sql.ts) looks a listing's cell
// up in that raster and gives only the listings of boundary cells PostgreSQL's exact point-in-polygon test (a loop over
// every edge, about 0.25 µs per listing for 50 points); an inside cell's listings are in, an outside cell's are out.
// Every cell is classified with a margin around it, so a listing whose cell the SQL computes a rounding off, or that lies
// within PostgreSQL's own tolerance of an edge (1e-6), still lands in a boundary cell and gets the exact test: the
// answer is the exact test's for every listing.
import { boundsOf, pointInRing, type Bbox, type LngLatPoint } from '@realty/shared/schemas';

/** About how many cells a raster has (a 50-point area over a city: under 10 % of them on the boundary). */
export const RASTER_CELLS = 4096;
/** Kept around every cell (degrees, about 10 cm; PostgreSQL counts a point within 1e-6 of an edge as on it). */
export const MARGIN = 1e-5;

export const OUTSIDE = 0;
export const INSIDE = 1;
export const BOUNDARY = 2;
export type CellKind = typeof OUTSIDE | typeof INSIDE | typeof BOUNDARY;

export interface PolygonCells {
  /** The area's bounds grown by MARGIN: PostgreSQL finds a listing just outside them (within its tolerance of an edge)
   * inside the area. The raster covers them, its south-west corner is theirs. */
  bounds: Bbox;
  minLng: number;
  minLat: number;
  /** A cell's width and height in degrees: a hair more than the bounds / cols (rows), so the bounds' east and north
   * edges still fall in the last column (row). */
  width: number;
  height: number;
  cols: number;
  rows: number;
  /** Per cell, row by row from the south-west: OUTSIDE, INSIDE or BOUNDARY. */
  kinds: CellKind[];
}

/** The cell of a point, as the SQL computes it (geo-sql.ts): 1-based, row by row; -1 outside the raster. */
export function cellIndex(c: Pick<PolygonCells, 'minLng' | 'minLat' | 'width' | 'height' | 'cols' | 'rows'>, lng: number, lat: number): number {
  const ix = Math.floor((lng - c.minLng) / c.width);
  const iy = Math.floor((lat - c.minLat) / c.height);
  if (ix < 0 || iy < 0 || ix >= c.cols || iy >= c.rows) return -1;
  return iy * c.cols + ix + 1;
}

/** The last index `i` with `edges[i] <= x`, kept within 0 … edges.length - 2 (a cell of the raster whose edges these are). */
function cellOf(edges: readonly number[], x: number): number {
  let lo = 0;
  let hi = edges.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (edges[mid]! <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Classifies the cells of a raster given by its column edges `xs` and row edges `ys` (both ascending: west to east,
 * south to north; the cells need not be even, as the map grid's rows are not) against a ring: BOUNDARY for every cell
 * an edge of the ring comes within `margin` of, else INSIDE or OUTSIDE. Row by row from the south-west.
 */
export function classifyRing(ring: readonly LngLatPoint[], xs: readonly number[], ys: readonly number[], margin: number): CellKind[] {
  const cols = xs.length - 1;
  const rows = ys.length - 1;
  const kinds = new Array<CellKind>(cols * rows).fill(OUTSIDE);
  // 1. Boundary: every cell (grown by margin) an edge passes through. Per row of cells, the part of the edge inside the
  //    row's band (grown by margin) spans a range of longitudes; the cells over that range (grown by margin) are marked.
  //    Rounding in `cellOf` only marks a neighbour more, never one less than the margin covers.
  for (let i = 0; i < ring.length; i += 1) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[(i + 1) % ring.length]!;
    for (let r = cellOf(ys, Math.min(ay, by) - margin); r <= cellOf(ys, Math.max(ay, by) + margin); r += 1) {
      const y0 = Math.max(Math.min(ay, by), ys[r]! - margin);
      const y1 = Math.min(Math.max(ay, by), ys[r + 1]! + margin);
      if (y0 > y1) continue;
      const at = (y: number): number => (ay === by ? ax : ax + ((bx - ax) * (y - ay)) / (by - ay));
      const ends = ay === by ? [ax, bx] : [at(y0), at(y1)];
      for (let c = cellOf(xs, Math.min(...ends) - margin); c <= cellOf(xs, Math.max(...ends) + margin); c += 1) kinds[r * cols + c] = BOUNDARY;
    }
  }
  // 2. The other cells: no edge comes near a run of them in a row, so the whole run is on one side; one point decides it.
  for (let r = 0; r < rows; r += 1) {
    let inside = false;
    for (let c = 0; c < cols; c += 1) {
      const k = r * cols + c;
      if (kinds[k] === BOUNDARY) continue;
      if (c === 0 || kinds[k - 1] === BOUNDARY) inside = pointInRing([(xs[c]! + xs[c + 1]!) / 2, (ys[r]! + ys[r + 1]!) / 2], ring);
      kinds[k] = inside ? INSIDE : OUTSIDE;
    }
  }
  return kinds;
}

/** The cells of a ring (at least 3 points, not crossing itself: the schema's checks). */
export function polygonCells(ring: readonly LngLatPoint[], cells = RASTER_CELLS): PolygonCells {
  const area = boundsOf(ring);
  const box = { minLng: area.minLng - MARGIN, minLat: area.minLat - MARGIN, maxLng: area.maxLng + MARGIN, maxLat: area.maxLat + MARGIN };
  const spanLng = box.maxLng - box.minLng;
  const spanLat = box.maxLat - box.minLat;
  // About square cells (in degrees): a long thin area gets its cells along its length.
  const cols = Math.max(1, Math.min(cells, Math.round(Math.sqrt((cells * spanLng) / spanLat))));
  const rows = Math.max(1, Math.min(cells, Math.floor(cells / cols)));
  const width = (spanLng / cols) * (1 + 1e-9);
  const height = (spanLat / rows) * (1 + 1e-9);
  const xs = Array.from({ length: cols + 1 }, (_, c) => box.minLng + c * width);
  const ys = Array.from({ length: rows + 1 }, (_, r) => box.minLat + r * height);
  return { bounds: box, minLng: box.minLng, minLat: box.minLat, width, height, cols, rows, kinds: classifyRing(ring, xs, ys, MARGIN) };
}
