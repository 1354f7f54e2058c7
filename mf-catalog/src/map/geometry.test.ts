import { type LngLatPoint } from '@realty/shared';
import { POLYGON_MAX_VERTICES, ringSelfIntersects } from '@realty/shared/schemas';
import { bboxOfBounds, checkArea, panned, simplifyStroke, zoomFor } from './geometry';

describe('catalogue map geometry', () => {
  it('reads the view corners in either order as west, south, east, north', () => {
    expect(bboxOfBounds([[30, 37], [31, 36]])).toEqual({ minLng: 30, minLat: 36, maxLng: 31, maxLat: 37 });
    expect(bboxOfBounds([[31, 36], [30, 37]])).toEqual({ minLng: 30, minLat: 36, maxLng: 31, maxLat: 37 });
  });

  it('estimates the zoom of a box and pans by a share of it', () => {
    expect(zoomFor(360, 256)).toBe(0);
    expect(zoomFor(1, 640)).toBe(10); // log2(360 * 640 / 256) = 9.8
    expect(panned({ minLng: 30, minLat: 36, maxLng: 32, maxLat: 37 }, 0.25, -0.25)).toEqual({ minLng: 30.5, minLat: 35.75, maxLng: 32.5, maxLat: 36.75 });
  });

  it('simplifies a freehand circle of 720 samples to at most the schema maximum, still a simple ring', () => {
    const circle: LngLatPoint[] = Array.from({ length: 720 }, (_, i) => [31 + 0.1 * Math.cos((i * Math.PI) / 360), 36.5 + 0.1 * Math.sin((i * Math.PI) / 360)]);
    const simple = simplifyStroke(circle);
    expect(simple.length).toBeLessThanOrEqual(POLYGON_MAX_VERTICES);
    expect(simple.length).toBeGreaterThan(8);
    expect(ringSelfIntersects(simple)).toBe(false);
    expect(simplifyStroke(circle, 20).length).toBeLessThanOrEqual(20);
  });

  it('checks an area as the API does: the polygon value, or why it is refused', () => {
    expect(checkArea([[31, 36], [31.5, 36], [31.5, 36.5], [31, 36.5]])).toEqual({ polygon: '31 36,31.5 36,31.5 36.5,31 36.5' });
    expect(checkArea([[31, 36], [31.5, 36.5], [31.5, 36], [31, 36.5]])).toEqual({ problem: 'geoPolygonCrossing' });
    expect(checkArea([[31, 36], [31.5, 36]])).toEqual({ problem: 'geoPolygonTooFew' });
    expect(checkArea([[2, 48], [3, 48], [3, 49]])).toEqual({ problem: 'geoOutsideTurkey' });
    const many: LngLatPoint[] = Array.from({ length: POLYGON_MAX_VERTICES + 1 }, (_, i) => [31 + 0.1 * Math.cos((i * 2 * Math.PI) / 101), 36.5 + 0.1 * Math.sin((i * 2 * Math.PI) / 101)]);
    expect(checkArea(many)).toEqual({ problem: 'geoPolygonTooMany' });
  });
});
