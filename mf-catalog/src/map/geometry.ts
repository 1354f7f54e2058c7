// Pure geometry of the catalogue map (issue 28): the view's box and zoom, panning by key, a freehand stroke made short
// enough for the filter, and the drawn area checked with the shared schema before it goes into the URL.
import { type Bbox, type LngLatPoint } from '@realty/shared';
import { formatPolygon, POLYGON_MAX_VERTICES, polygonQuerySchema } from '@realty/shared/schemas';
import type { LngLatBounds } from '@realty/shared/maps';

/** ymaps3 gives the view as north-west and south-east corners; the filter wants west, south, east, north. */
export const bboxOfBounds = ([a, b]: LngLatBounds): Bbox => ({
  minLng: Math.min(a[0], b[0]),
  minLat: Math.min(a[1], b[1]),
  maxLng: Math.max(a[0], b[0]),
  maxLat: Math.max(a[1], b[1]),
});

export const boundsOfBbox = (b: Bbox): LngLatBounds => [
  [b.minLng, b.maxLat],
  [b.maxLng, b.minLat],
];

export const centreOf = (b: Bbox): LngLatPoint => [(b.minLng + b.maxLng) / 2, (b.minLat + b.maxLat) / 2];

/** The web-map zoom that shows `lngSpan` degrees across `widthPx` pixels (256 px tiles), 0..19. */
export function zoomFor(lngSpan: number, widthPx: number): number {
  if (lngSpan <= 0 || widthPx <= 0) return 10;
  return Math.max(0, Math.min(19, Math.round(Math.log2((360 * widthPx) / (256 * lngSpan)))));
}

/** The box moved by a fraction of its size (the arrow keys pan a quarter of the view). */
export function panned(b: Bbox, dx: number, dy: number): Bbox {
  const w = (b.maxLng - b.minLng) * dx;
  const h = (b.maxLat - b.minLat) * dy;
  return { minLng: b.minLng + w, maxLng: b.maxLng + w, minLat: b.minLat + h, maxLat: b.maxLat + h };
}

const distanceToSegment = ([x, y]: LngLatPoint, [x1, y1]: LngLatPoint, [x2, y2]: LngLatPoint): number => {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length2 = dx * dx + dy * dy;
  const t = length2 ? Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length2)) : 0;
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
};

/** Ramer-Douglas-Peucker: the points that stay farther than `tolerance` from the simplified line. */
function simplifyOnce(points: readonly LngLatPoint[], tolerance: number): LngLatPoint[] {
  if (points.length < 3) return [...points];
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let worst = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const d = distanceToSegment(points[i]!, first, last);
    if (d > worst) [worst, at] = [d, i];
  }
  if (worst <= tolerance) return [first, last];
  return [...simplifyOnce(points.slice(0, at + 1), tolerance).slice(0, -1), ...simplifyOnce(points.slice(at), tolerance)];
}

/**
 * A freehand stroke (hundreds of pointer samples) as an area of at most `max` points: the tolerance grows from
 * 1/500 of the stroke's size until the simplified ring is short enough.
 */
export function simplifyStroke(points: readonly LngLatPoint[], max = POLYGON_MAX_VERTICES): LngLatPoint[] {
  if (points.length <= Math.min(max, 24)) return [...points];
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const size = Math.max(Math.max(...lngs) - Math.min(...lngs), Math.max(...lats) - Math.min(...lats)) || 1;
  let tolerance = size / 500;
  let out = simplifyOnce(points, tolerance);
  while (out.length > max) {
    tolerance *= 1.5;
    out = simplifyOnce(points, tolerance);
  }
  return out;
}

/** Why a drawn area cannot be searched (the shared schema's message keys). */
export type AreaProblem = 'geoPolygonTooMany' | 'geoPolygonTooFew' | 'geoPolygonCrossing' | 'geoOutsideTurkey' | 'geoPolygonFormat';
const PROBLEMS: readonly AreaProblem[] = ['geoPolygonTooMany', 'geoPolygonTooFew', 'geoPolygonCrossing', 'geoOutsideTurkey', 'geoPolygonFormat'];

/** The `polygon` value of the URL, or the reason the area is refused (the same check the API makes). */
export function checkArea(points: readonly LngLatPoint[]): { polygon: string } | { problem: AreaProblem } {
  const parsed = polygonQuerySchema.safeParse(formatPolygon(points));
  if (parsed.success && parsed.data) return { polygon: parsed.data };
  const message = parsed.success ? 'geoPolygonTooFew' : parsed.error.issues[0]?.message;
  return { problem: PROBLEMS.find((p) => p === message) ?? 'geoPolygonFormat' };
}

const EARTH_KM = 6371;

/** A ring of `points` corners `radiusKm` around a centre (to draw a radius search; longitudes shrink with latitude). */
export function circleRing([lng, lat]: LngLatPoint, radiusKm: number, points = 48): LngLatPoint[] {
  const dLat = (radiusKm / EARTH_KM) * (180 / Math.PI);
  const dLng = dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: points }, (_, i) => {
    const a = (i / points) * 2 * Math.PI;
    return [lng + dLng * Math.cos(a), lat + dLat * Math.sin(a)] as LngLatPoint;
  });
}
