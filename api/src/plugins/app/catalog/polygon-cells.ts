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
  const kinds = new Array<CellKind>(cols * rows).fill(OUTSIDE);
  const col = (x: number): number => Math.min(cols - 1, Math.max(0, Math.floor((x - box.minLng) / width)));
  const row = (y: number): number => Math.min(rows - 1, Math.max(0, Math.floor((y - box.minLat) / height)));

  // 1. Boundary: every cell (grown by MARGIN) an edge passes through. Per row of cells, the part of the edge inside the
  //    row's band (grown by MARGIN) spans a range of longitudes; the cells over that range (grown by MARGIN) are marked.
  //    Rounding in `col`/`row` only marks a neighbour more, never one less than the margin covers.
  for (let i = 0; i < ring.length; i += 1) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[(i + 1) % ring.length]!;
    for (let r = row(Math.min(ay, by) - MARGIN); r <= row(Math.max(ay, by) + MARGIN); r += 1) {
      const y0 = Math.max(Math.min(ay, by), box.minLat + r * height - MARGIN);
      const y1 = Math.min(Math.max(ay, by), box.minLat + (r + 1) * height + MARGIN);
      if (y0 > y1) continue;
      const at = (y: number): number => (ay === by ? ax : ax + ((bx - ax) * (y - ay)) / (by - ay));
      const xs = ay === by ? [ax, bx] : [at(y0), at(y1)];
      for (let c = col(Math.min(...xs) - MARGIN); c <= col(Math.max(...xs) + MARGIN); c += 1) kinds[r * cols + c] = BOUNDARY;
    }
  }

  // 2. The other cells: no edge comes near a run of them in a row, so the whole run is on one side; one point decides it.
  for (let r = 0; r < rows; r += 1) {
    let inside = false;
    for (let c = 0; c < cols; c += 1) {
      const k = r * cols + c;
      if (kinds[k] === BOUNDARY) continue;
      if (c === 0 || kinds[k - 1] === BOUNDARY)
        inside = pointInRing([box.minLng + (c + 0.5) * width, box.minLat + (r + 0.5) * height], ring);
      kinds[k] = inside ? INSIDE : OUTSIDE;
    }
  }
  return { bounds: box, minLng: box.minLng, minLat: box.minLat, width, height, cols, rows, kinds };
}
