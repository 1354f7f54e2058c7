// The pre-counted cells of the map (issue 28, migration 0028): the cells of the map grid at zoom 14 (or 10) over a
// viewport, each wholly inside the viewport (and the drawn area), wholly outside, or on an edge. The counts of the inside
// cells are read from listing_map_cells, the listings of the edge cells row by row (map-cell-counts.ts). Every cell is judged
// grown by MARGIN, far more than the rounding between this file's cell edges and the SQL's cell of a listing
// (map_cell_x/map_cell_y compute the same formula as map-grid.ts), so an inside cell's listings are all inside.
import type { Bbox, LngLatPoint } from '@realty/shared/schemas';
import { cellsPerWorld, latitudeOfMercatorY, mercatorX, rowOf } from './map-grid';
import { BOUNDARY, classifyRing, INSIDE, OUTSIDE, type CellKind } from './polygon-cells';

/** The zooms of the pre-counted grid (migration 0028): cells of about 570 × 450 m over Turkey, and 16 × 16 of them. */
export const CELL_LEVEL = 14;
export const COARSE_LEVEL = 10;
const SUB = 2 ** (CELL_LEVEL - COARSE_LEVEL);
/** A viewport spanning more cells than this at a level is not classified at that level. */
export const CELLS_MAX = 60_000;
/** The zoom-14 cells classified inside the zoom-10 edge cells at most (a country's viewport: about 170,000). */
const FINE_CELLS_MAX = 400_000;
/** Degrees (about a metre): far above a float's rounding, far below a cell. */
const MARGIN = 1e-5;

/** A run of cells in one row of the grid at a level, with the longitudes that hold its listings (a little wider). */
export interface CellRun {
  level: number;
  cy: number;
  /** First and last column. */
  from: number;
  to: number;
  west: number;
  east: number;
}

export interface ViewportCells {
  /** The cells wholly inside, as runs along each row, at zoom 14 or 10. */
  inside: CellRun[];
  /** The zoom-14 cells on an edge of the viewport or the area, as runs along each row. */
  edges: CellRun[];
}

interface Range {
  cx0: number;
  cx1: number;
  cy0: number;
  cy1: number;
}
const cellsOf = (r: Range): number => (r.cx1 - r.cx0 + 1) * (r.cy1 - r.cy0 + 1);

/** The cells at `level` a viewport touches, one more on each side: a listing the SQL puts a hair off is in an outside cell. */
function rangeOf(viewport: Bbox, level: number): Range {
  const s = cellsPerWorld(level);
  return {
    cx0: Math.floor(mercatorX(viewport.minLng - MARGIN) * s),
    cx1: Math.floor(mercatorX(viewport.maxLng + MARGIN) * s),
    cy0: rowOf(viewport.maxLat + MARGIN, s),
    cy1: rowOf(viewport.minLat - MARGIN, s),
  };
}

/** A cell of the box, grown by MARGIN: wholly inside, wholly outside, or on its edge. */
function inBox(b: Bbox, west: number, south: number, east: number, north: number): CellKind {
  if (east + MARGIN < b.minLng || west - MARGIN > b.maxLng || north + MARGIN < b.minLat || south - MARGIN > b.maxLat) return OUTSIDE;
  if (west - MARGIN >= b.minLng && east + MARGIN <= b.maxLng && south - MARGIN >= b.minLat && north + MARGIN <= b.maxLat) return INSIDE;
  return BOUNDARY;
}

/** The cells of a range at a level, inside the viewport (and the ring) or on an edge, as runs along each row. */
function classify(viewport: Bbox, ring: readonly LngLatPoint[] | undefined, level: number, range: Range): { inside: CellRun[]; edges: CellRun[] } {
  const { cx0, cy0, cy1 } = range;
  const cols = range.cx1 - cx0 + 1;
  const rows = cy1 - cy0 + 1;
  const perWorld = cellsPerWorld(level);
  const xs = Array.from({ length: cols + 1 }, (_, i) => ((cx0 + i) * 360) / perWorld - 180);
  // South to north for classifyRing: the southern edge of the last row (rows grow southwards) first.
  const ys = Array.from({ length: rows + 1 }, (_, i) => latitudeOfMercatorY((cy1 + 1 - i) / perWorld));
  const ringKinds = ring ? classifyRing(ring, xs, ys, MARGIN) : undefined;
  const inside: CellRun[] = [];
  const edges: CellRun[] = [];
  for (let r = 0; r < rows; r += 1) {
    // Each cell of the row judged once, then cut into runs of one kind.
    const kinds = Array.from({ length: cols }, (_, c): CellKind => {
      const box = inBox(viewport, xs[c]!, ys[rows - 1 - r]!, xs[c + 1]!, ys[rows - r]!);
      const area = ringKinds ? ringKinds[(rows - 1 - r) * cols + c]! : INSIDE;
      return box === OUTSIDE || area === OUTSIDE ? OUTSIDE : box === INSIDE && area === INSIDE ? INSIDE : BOUNDARY;
    });
    let c = 0;
    while (c < cols) {
      const kind = kinds[c]!;
      let to = c;
      while (to + 1 < cols && kinds[to + 1] === kind) to += 1;
      const run = { level, cy: cy0 + r, from: cx0 + c, to: cx0 + to, west: xs[c]! - MARGIN, east: xs[to + 1]! + MARGIN };
      if (kind === INSIDE) inside.push(run);
      else if (kind === BOUNDARY) edges.push(run);
      c = to + 1;
    }
  }
  return { inside, edges };
}

/**
 * The grid's cells over `viewport` (and inside `ring` when a drawn area is given) for a map whose grid is at `zoom`:
 * at zoom 14 when the viewport spans at most CELLS_MAX of them; else, for a grid of zoom 10 or coarser, the zoom-10
 * cells wholly inside and the zoom-14 cells of the zoom-10 edge cells. Undefined when neither fits.
 */
export function classifyViewport(viewport: Bbox, ring: readonly LngLatPoint[] | undefined, zoom: number): ViewportCells | undefined {
  if (zoom > CELL_LEVEL) return undefined;
  const fine = rangeOf(viewport, CELL_LEVEL);
  if (cellsOf(fine) <= CELLS_MAX) return classify(viewport, ring, CELL_LEVEL, fine);
  const coarse = rangeOf(viewport, COARSE_LEVEL);
  if (zoom > COARSE_LEVEL || cellsOf(coarse) > CELLS_MAX) return undefined;
  const outer = classify(viewport, ring, COARSE_LEVEL, coarse);
  if (outer.edges.reduce((n, run) => n + (run.to - run.from + 1) * SUB * SUB, 0) > FINE_CELLS_MAX) return undefined;
  const inside = [...outer.inside];
  const edges: CellRun[] = [];
  for (const run of outer.edges) {
    const sub = classify(viewport, ring, CELL_LEVEL, { cx0: run.from * SUB, cx1: run.to * SUB + SUB - 1, cy0: run.cy * SUB, cy1: run.cy * SUB + SUB - 1 });
    inside.push(...sub.inside);
    edges.push(...sub.edges);
  }
  return { inside, edges };
}
