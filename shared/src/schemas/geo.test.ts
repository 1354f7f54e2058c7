import { catalogFilterSchema, catalogMapQuerySchema, readCatalogQuery } from './catalog';
import { parseBbox, parsePolygon, pointInRing, ringSelfIntersects, type LngLatPoint } from './geo';

const issues = (input: Record<string, unknown>) => {
  const r = catalogFilterSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};
const square = '30.6 36.8,30.8 36.8,30.8 37,30.6 37';

describe('map fields of the catalogue filter', () => {
  it('reads a viewport and writes it back in canonical form', () => {
    expect(catalogFilterSchema.parse({ bbox: '30.5, 36.8 ,30.9000001,37.0' }).bbox).toBe('30.5,36.8,30.9,37');
    expect(parseBbox('31,36,30,37')).toBeUndefined(); // west of east
    expect(issues({ bbox: '30.5,36.8,30.9' })).toEqual(['bbox:geoBbox']);
    expect(issues({ bbox: 'a,b,c,d' })).toEqual(['bbox:geoBbox']);
  });

  it('reads a drawn area, drops a closing point and refuses bad ones with their reason', () => {
    expect(catalogFilterSchema.parse({ polygon: `${square},30.6 36.8` }).polygon).toBe(square);
    expect(catalogFilterSchema.parse({ polygon: '30.6 36.8,30.8 36.8,30.8 36.8,30.8 37' }).polygon).toBe('30.6 36.8,30.8 36.8,30.8 37');
    expect(issues({ polygon: '30.6 36.8,30.8 36.8' })).toEqual(['polygon:geoPolygonTooFew']);
    expect(issues({ polygon: '30.6 36.8,30.7 36.8,30.8 36.8' })).toEqual(['polygon:geoPolygonTooFew']); // no ground enclosed
    expect(issues({ polygon: '30.6;36.8' })).toEqual(['polygon:geoPolygonFormat']);
    expect(issues({ polygon: '2.3 48.8,2.4 48.8,2.4 48.9' })).toEqual(['polygon:geoOutsideTurkey']); // Paris
    expect(issues({ polygon: '30.6 36.8,30.8 37,30.8 36.8,30.6 37' })).toEqual(['polygon:geoPolygonCrossing']); // a bow tie
    const many = Array.from({ length: 101 }, (_, i) => {
      const a = (i / 101) * 2 * Math.PI;
      return `${(30.7 + 0.1 * Math.cos(a)).toFixed(6)} ${(36.9 + 0.1 * Math.sin(a)).toFixed(6)}`;
    }).join(',');
    expect(issues({ polygon: many })).toEqual(['polygon:geoPolygonTooMany']);
  });

  it('accepts a concave area and tells inside from outside', () => {
    const concave: LngLatPoint[] = [[30.6, 36.8], [30.8, 36.8], [30.8, 37], [30.7, 36.85], [30.6, 37]]; // a notch from the top
    expect(ringSelfIntersects(concave)).toBe(false);
    expect(pointInRing([30.7, 36.82], concave)).toBe(true);
    expect(pointInRing([30.7, 36.95], concave)).toBe(false); // in the notch
    expect(parsePolygon('30.6 36.8,30.8 36.8,30.8 37,30.7 36.85,30.6 37')).toEqual(concave);
  });

  it('needs a centre for a radius and keeps a centre inside Turkey', () => {
    expect(catalogFilterSchema.parse({ near: '36.54,32.0', radius_km: '3' })).toMatchObject({ near: '36.54,32', radius_km: 3 });
    expect(issues({ radius_km: '3' })).toEqual(['near:geoRadiusNeedsNear']);
    expect(issues({ near: '55.75,37.6' })).toEqual(['near:geoOutsideTurkey']); // Moscow
    expect(issues({ near: '36.5' })).toEqual(['near:geoNear']);
  });

  it('reads a hand-edited URL leniently', () => {
    expect(readCatalogQuery({ polygon: 'nonsense', radius_km: '3', bbox: '30.5,36.8,30.9,37', view: 'map' })).toMatchObject({
      bbox: '30.5,36.8,30.9,37',
      view: 'map',
    });
    expect(readCatalogQuery({ radius_km: '3' }).radius_km).toBeUndefined();
  });

  it('requires a viewport and a zoom on the map query', () => {
    const r = catalogMapQuerySchema.safeParse({ dealType: 'sale' });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`).sort()).toEqual(['bbox:fieldRequired', 'zoom:fieldRequired']);
    expect(catalogMapQuerySchema.parse({ bbox: '30,36,31,37', zoom: '11' })).toMatchObject({ bbox: '30,36,31,37', zoom: 11 });
  });
});
