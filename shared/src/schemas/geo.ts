// Map search fields of the catalogue filter (issue 28): a viewport (`bbox`), a drawn area (`polygon`) and a centre with
// a radius (`near` + `radius_km`). Values stay strings in their canonical form (6 decimals) so the URL, the API query
// and a saved search hold the same text; `parseBbox`/`parsePolygon`/`parseNear` read them back. Node-safe, no DOM.
import { z } from 'zod';
import { blankToUndefined, queryNumber } from './query';

/** West, south, east, north in degrees (WGS 84). */
export interface Bbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}
/** A point as the maps API and the query write it: longitude first. */
export type LngLatPoint = [lng: number, lat: number];

/** Turkey with a margin for its islands and coastal waters: a drawn area or a centre must lie inside. */
export const TURKEY_BBOX: Bbox = { minLng: 25.5, minLat: 35.7, maxLng: 45.0, maxLat: 42.3 };
export const POLYGON_MAX_VERTICES = 100;
export const RADIUS_KM_MAX = 50;
export const RADIUS_KM_DEFAULT = 2;

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const num = (text: string): number | undefined => (NUMBER.test(text) ? Number(text) : undefined);

/** `minLng,minLat,maxLng,maxLat` -> a box, or undefined when it is not four numbers of a valid, non-empty box. */
export function parseBbox(text: string): Bbox | undefined {
  const parts = text.split(',').map((s) => num(s.trim()));
  if (parts.length !== 4 || parts.some((n) => n === undefined)) return undefined;
  const [minLng, minLat, maxLng, maxLat] = parts as number[];
  const inRange = [minLng, maxLng].every((x) => x! >= -180 && x! <= 180) && [minLat, maxLat].every((y) => y! >= -90 && y! <= 90);
  if (!inRange || minLng! >= maxLng! || minLat! >= maxLat!) return undefined;
  return { minLng: minLng!, minLat: minLat!, maxLng: maxLng!, maxLat: maxLat! };
}

export const formatBbox = (b: Bbox): string => [b.minLng, b.minLat, b.maxLng, b.maxLat].map(round6).join(',');

/** `lng lat,lng lat,…` -> points (a closing point equal to the first is dropped), or undefined when malformed. */
export function parsePolygon(text: string): LngLatPoint[] | undefined {
  const points: LngLatPoint[] = [];
  for (const pair of text.split(',')) {
    const [x, y, ...rest] = pair.trim().split(/\s+/);
    const lng = num(x ?? '');
    const lat = num(y ?? '');
    if (rest.length || lng === undefined || lat === undefined || Math.abs(lng) > 180 || Math.abs(lat) > 90) return undefined;
    const previous = points[points.length - 1];
    // A freehand stroke repeats points; a repeated point is no edge.
    if (!previous || previous[0] !== round6(lng) || previous[1] !== round6(lat)) points.push([round6(lng), round6(lat)]);
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
  return points;
}

export const formatPolygon = (points: readonly LngLatPoint[]): string => points.map(([lng, lat]) => `${round6(lng)} ${round6(lat)}`).join(',');

/** `lat,lng` (the order of a map link) -> a point, or undefined. */
export function parseNear(text: string): LngLatPoint | undefined {
  const parts = text.split(',').map((s) => num(s.trim()));
  if (parts.length !== 2 || parts.some((n) => n === undefined)) return undefined;
  const [lat, lng] = parts as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [round6(lng), round6(lat)] : undefined;
}

export const formatNear = ([lng, lat]: LngLatPoint): string => `${round6(lat)},${round6(lng)}`;

export const insideBbox = ([lng, lat]: LngLatPoint, b: Bbox = TURKEY_BBOX): boolean =>
  lng >= b.minLng && lng <= b.maxLng && lat >= b.minLat && lat <= b.maxLat;

/** Twice the signed area (shoelace); 0 for a degenerate ring. */
export function ringArea2(points: readonly LngLatPoint[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

const orient = (a: LngLatPoint, b: LngLatPoint, c: LngLatPoint): number => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
const onSegment = (a: LngLatPoint, b: LngLatPoint, p: LngLatPoint): boolean =>
  Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd touch or cross. */
export function segmentsIntersect(a: LngLatPoint, b: LngLatPoint, c: LngLatPoint, d: LngLatPoint): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(a, b, c)) || (o2 === 0 && onSegment(a, b, d)) || (o3 === 0 && onSegment(c, d, a)) || (o4 === 0 && onSegment(c, d, b));
}

/** Whether two edges of the closed ring cross or touch other than where neighbours meet (n ≤ 100: 5,000 checks). */
export function ringSelfIntersects(points: readonly LngLatPoint[]): boolean {
  const n = points.length;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) continue;
      if (segmentsIntersect(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** Even-odd test: whether a point lies inside the ring (the front end's "all results inside" check and tests). */
export function pointInRing([x, y]: LngLatPoint, ring: readonly LngLatPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The smallest box around points. */
export function boundsOf(points: readonly LngLatPoint[]): Bbox {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return { minLng: Math.min(...lngs), minLat: Math.min(...lats), maxLng: Math.max(...lngs), maxLat: Math.max(...lats) };
}

const text = (max: number) => z.preprocess(blankToUndefined, z.string({ error: 'fieldText' }).max(max, { error: 'fieldTooLong' }).optional());

const bboxText = z
  .string({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'fieldText') })
  .max(200, { error: 'fieldTooLong' })
  .refine((v) => parseBbox(v) !== undefined, { error: 'geoBbox' })
  .transform((v) => formatBbox(parseBbox(v)!));

/** `bbox=minLng,minLat,maxLng,maxLat`: the map's viewport ("search this area"). */
export const bboxQuerySchema = z.preprocess(blankToUndefined, bboxText.optional());
/** The same, required (the map's own query). */
export const requiredBboxSchema = z.preprocess(blankToUndefined, bboxText);

/** `polygon=lng lat,lng lat,…`: a drawn area, 3 to 100 points inside Turkey, edges not crossing. */
export const polygonQuerySchema = text(6000)
  .superRefine((v, ctx) => {
    if (v === undefined) return;
    const points = parsePolygon(v);
    if (!points) return void ctx.addIssue({ code: 'custom', message: 'geoPolygonFormat' });
    if (points.length > POLYGON_MAX_VERTICES) return void ctx.addIssue({ code: 'custom', message: 'geoPolygonTooMany', params: { max: POLYGON_MAX_VERTICES } });
    if (points.length < 3) return void ctx.addIssue({ code: 'custom', message: 'geoPolygonTooFew' });
    if (!points.every((p) => insideBbox(p))) return void ctx.addIssue({ code: 'custom', message: 'geoOutsideTurkey' });
    if (ringSelfIntersects(points)) return void ctx.addIssue({ code: 'custom', message: 'geoPolygonCrossing' });
    if (ringArea2(points) === 0) ctx.addIssue({ code: 'custom', message: 'geoPolygonTooFew' });
  })
  .transform((v) => (v === undefined ? undefined : formatPolygon(parsePolygon(v)!)))
  .optional();

/** `near=lat,lng`: the centre of a radius search (a place without boundary data). */
export const nearQuerySchema = text(100)
  .superRefine((v, ctx) => {
    if (v === undefined) return;
    const point = parseNear(v);
    if (!point) return void ctx.addIssue({ code: 'custom', message: 'geoNear' });
    if (!insideBbox(point)) ctx.addIssue({ code: 'custom', message: 'geoOutsideTurkey' });
  })
  .transform((v) => (v === undefined ? undefined : formatNear(parseNear(v)!)))
  .optional();

/** The map fields of `catalogFilterShape`. */
export const geoFilterShape = {
  bbox: bboxQuerySchema.describe('Map viewport `minLng,minLat,maxLng,maxLat` (west, south, east, north; WGS 84)'),
  polygon: polygonQuerySchema.describe(
    `A drawn area: \`lng lat\` points separated by commas (\`+\` or %20 for the space), 3 to ${POLYGON_MAX_VERTICES}, inside Turkey, edges not crossing`,
  ),
  near: nearQuerySchema.describe('Centre of a radius search, `lat,lng`'),
  radius_km: queryNumber('radius_km', { min: 0.1, max: RADIUS_KM_MAX }).describe(`Radius around \`near\`, km (default ${RADIUS_KM_DEFAULT})`),
};

/** Cross-field rule: a radius needs its centre. */
export const geoCheck = (q: { near?: string; radius_km?: number }, ctx: z.RefinementCtx): void => {
  if (q.radius_km !== undefined && q.near === undefined) ctx.addIssue({ code: 'custom', path: ['near'], message: 'geoRadiusNeedsNear' });
};
