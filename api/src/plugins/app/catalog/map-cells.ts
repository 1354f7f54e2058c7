// The pre-counted cells of the map (issue 28, migration 0028): the cells of the map grid at CELL_LEVEL over a viewport,
// each wholly inside the viewport (and the drawn area), wholly outside, or on an edge. The counts of the inside cells are
// read from listing_map_cells, the listings of the edge cells row by row (map-cell-counts.ts). Every cell is judged
// grown by MARGIN, far more than the rounding between this file's cell edges and the SQL's cell of a listing
// (map_cell_x/map_cell_y compute the same formula as map-grid.ts), so an inside cell's listings are all inside.
import type { Bbox, LngLatPoint } from '@realty/shared/schemas';
import { cellsPerWorld, latitudeOfMercatorY, mercatorX, mercatorY } from './map-grid';
import { BOUNDARY, classifyRing, INSIDE, OUTSIDE, type CellKind } from './polygon-cells';

/** The zoom of the pre-counted grid (the `14` of migration 0028): cells of about 570 × 450 m over Turkey. */
export const CELL_LEVEL = 14;
/** A viewport spanning more cells than this at CELL_LEVEL (a region or the country) is grouped row by row instead. */
export const CELLS_MAX = 60_000;
/** Degrees (about a metre): far above a float's rounding, far below a cell. */
const MARGIN = 1e-5;

/** A run of cells in one row of the grid, with the longitudes that hold its listings (a little wider). */
export interface EdgeRun {
  cy: number;
  /** First and last column. */
  from: number;
  to: number;
  west: number;
  east: number;
}

export interface ViewportCells {
  /** The INSIDE cells as runs along each row (west and east are those of the run's cells, not used). */
  inside: EdgeRun[];
  /** The BOUNDARY cells as runs along each row. */
  edges: EdgeRun[];
}

const perDegree = cellsPerWorld(CELL_LEVEL) / 360;
/** A column's western edge. */
export const columnWest = (cx: number): number => cx / perDegree - 180;
/** A row's northern edge (rows grow southwards). */
const rowNorth = (cy: number): number => latitudeOfMercatorY(cy / cellsPerWorld(CELL_LEVEL));

/** A cell of the box, grown by MARGIN: wholly inside, wholly outside, or on its edge. */
function inBox(b: Bbox, west: number, south: number, east: number, north: number): CellKind {
  if (east + MARGIN < b.minLng || west - MARGIN > b.maxLng || north + MARGIN < b.minLat || south - MARGIN > b.maxLat) return OUTSIDE;
  if (west - MARGIN >= b.minLng && east + MARGIN <= b.maxLng && south - MARGIN >= b.minLat && north + MARGIN <= b.maxLat) return INSIDE;
  return BOUNDARY;
}

/**
 * The grid's cells over `viewport` (and inside `ring` when a drawn area is given); undefined when the viewport spans
 * more than CELLS_MAX of them.
 */
export function viewportCells(viewport: Bbox, ring?: readonly LngLatPoint[]): ViewportCells | undefined {
  const s = cellsPerWorld(CELL_LEVEL);
  // A listing the SQL puts in a cell just outside the box's cells (a hair off) is in an outside cell: one cell more.
  const cx0 = Math.floor(mercatorX(viewport.minLng - MARGIN) * s);
  const cx1 = Math.floor(mercatorX(viewport.maxLng + MARGIN) * s);
  const cy0 = Math.floor(mercatorY(viewport.maxLat + MARGIN) * s);
  const cy1 = Math.floor(mercatorY(viewport.minLat - MARGIN) * s);
  const cols = cx1 - cx0 + 1;
  const rows = cy1 - cy0 + 1;
  if (cols * rows > CELLS_MAX) return undefined;
  const xs = Array.from({ length: cols + 1 }, (_, i) => columnWest(cx0 + i));
  // South to north for classifyRing: the southern edge of the last row first.
  const ys = Array.from({ length: rows + 1 }, (_, i) => rowNorth(cy1 + 1 - i));
  const ringKinds = ring ? classifyRing(ring, xs, ys, MARGIN) : undefined;
  const kinds: CellKind[] = new Array<CellKind>(cols * rows);
  for (let r = 0; r < rows; r += 1) {
    const south = ys[rows - 1 - r]!;
    const north = ys[rows - r]!;
    for (let c = 0; c < cols; c += 1) {
      const box = inBox(viewport, xs[c]!, south, xs[c + 1]!, north);
      const area = ringKinds ? ringKinds[(rows - 1 - r) * cols + c]! : INSIDE;
      kinds[r * cols + c] = box === OUTSIDE || area === OUTSIDE ? OUTSIDE : box === INSIDE && area === INSIDE ? INSIDE : BOUNDARY;
    }
  }
  const runs = (kind: CellKind): EdgeRun[] => {
    const out: EdgeRun[] = [];
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        if (kinds[r * cols + c] !== kind) continue;
        let to = c;
        while (to + 1 < cols && kinds[r * cols + to + 1] === kind) to += 1;
        out.push({ cy: cy0 + r, from: cx0 + c, to: cx0 + to, west: xs[c]! - MARGIN, east: xs[to + 1]! + MARGIN });
        c = to;
      }
    }
    return out;
  };
  return { inside: runs(INSIDE), edges: runs(BOUNDARY) };
}
