// The map fields of the catalogue filter as SQL (issue 28), with PostgreSQL's built-in geometric types so the same
// statements run on PGlite and PostgreSQL. Two forms, chosen by the caller (buildWhere: by the deal type):
// - `gist`: every clause tests `point(l.lng, l.lat)`, the expression of the partial GiST index listings_act_point_idx
//   (migration 0021): a viewport is `<@ box`, a drawn area `<@ polygon`, a radius search the box around its circle;
// - `range`: the box as `lng`/`lat` ranges, for the covering btree listings_act_deal_lng_idx (deal_type, lng) (0022),
//   read index-only; a drawn area adds its exact test in a CASE, which the planner neither sends to the GiST index nor
//   estimates at `<@`'s constant 0.1 % (that estimate turned the map's GROUP BY into a sort of 65,000 rows), and only
//   for the listings in the boundary cells of the area's raster (polygon-cells.ts).
// A radius search also checks the exact great-circle distance (earthdistance, as "nearby" measures it).
import { INSIDE, OUTSIDE, polygonCells } from './polygon-cells';
import { parseBbox, parseNear, parsePolygon, RADIUS_KM_DEFAULT, type Bbox, type CatalogFilter } from '@realty/shared/schemas';

/** The indexed expression: x = longitude, y = latitude. */
export const POINT_SQL = 'point(l.lng, l.lat)';

export type GeoForm = 'gist' | 'range';

/** Kilometres per degree of latitude on the mean sphere (6,371 km); earth_distance's sphere is larger, so the box is a little wider than needed. */
const KM_PER_DEGREE = 111.195;

/** The box around a circle of `radiusKm` (at most 50 km; Turkey lies far from the poles and the antimeridian). */
export function boxAroundCircle(lng: number, lat: number, radiusKm: number): Bbox {
  const dLat = radiusKm / KM_PER_DEGREE;
  // The widest parallel of the circle is its one nearest the pole.
  const dLng = dLat / Math.cos((Math.min(89, Math.abs(lat) + dLat) * Math.PI) / 180);
  return { minLng: lng - dLng, minLat: lat - dLat, maxLng: lng + dLng, maxLat: lat + dLat };
}

/** A polygon literal `((x,y),…)` (longitude first) of parsed points. */
export const polygonLiteral = (points: ReadonlyArray<readonly [number, number]>): string => `(${points.map(([x, y]) => `(${x},${y})`).join(',')})`;

type Param = (value: unknown) => string;

function boxSql(b: Bbox, p: Param, form: GeoForm): string {
  if (form === 'range')
    return `l.lng BETWEEN ${p(b.minLng)}::float8 AND ${p(b.maxLng)}::float8 AND l.lat BETWEEN ${p(b.minLat)}::float8 AND ${p(b.maxLat)}::float8`;
  return `${POINT_SQL} <@ box(point(${p(b.minLng)}::float8, ${p(b.minLat)}::float8), point(${p(b.maxLng)}::float8, ${p(b.maxLat)}::float8))`;
}

/**
 * The clauses of `bbox`, `polygon` and `near` + `radius_km` (values already validated by the schema; a value that does
 * not parse adds nothing). `p` adds a parameter and returns its placeholder.
 */
export function geoClauses(
  filter: Pick<CatalogFilter, 'bbox' | 'polygon' | 'near' | 'radius_km'>,
  p: Param,
  form: GeoForm = 'gist',
): string[] {
  const clauses: string[] = [];
  const bbox = filter.bbox ? parseBbox(filter.bbox) : undefined;
  if (bbox) clauses.push(boxSql(bbox, p, form));
  const ring = filter.polygon ? parsePolygon(filter.polygon) : undefined;
  if (ring && ring.length >= 3) {
    const inside = `${POINT_SQL} <@ ${p(polygonLiteral(ring))}::polygon`;
    if (form === 'gist') clauses.push(inside);
    else {
      // The listing's cell of the area's raster (polygon-cells.ts): inside or outside without the exact test, which only
      // a boundary cell's listings get. The raster's bounds (the area's, grown by more than PostgreSQL's tolerance)
      // keep every listing's cell index in the raster.
      const c = polygonCells(ring);
      const cell =
        `floor((l.lng - ${p(c.minLng)}::float8) / ${p(c.width)}::float8)::int + ` +
        `floor((l.lat - ${p(c.minLat)}::float8) / ${p(c.height)}::float8)::int * ${p(c.cols)}::int + 1`;
      clauses.push(
        boxSql(c.bounds, p, form),
        `(CASE (${p(c.kinds)}::int2[])[${cell}] WHEN ${INSIDE} THEN true WHEN ${OUTSIDE} THEN false ELSE ${inside} END)`,
      );
    }
  }
  const near = filter.near ? parseNear(filter.near) : undefined;
  if (near) {
    const [lng, lat] = near;
    const km = filter.radius_km ?? RADIUS_KM_DEFAULT;
    clauses.push(boxSql(boxAroundCircle(lng, lat, km), p, form));
    clauses.push(`earth_distance(ll_to_earth(l.lat, l.lng), ll_to_earth(${p(lat)}::float8, ${p(lng)}::float8)) <= ${p(km * 1000)}::float8`);
  }
  return clauses;
}
