// The map's cells over a viewport (map-cells.ts): every point inside the viewport (and the drawn area) lies in a cell
// counted as inside or read as an edge, never in one left out, and every inside cell lies wholly inside; a region's
// viewport at zoom 9 uses the zoom-10 cells with zoom-14 cells along their edges.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pointInRing, type Bbox, type LngLatPoint } from '@realty/shared/schemas';
import { CELL_LEVEL, COARSE_LEVEL, classifyViewport, type CellRun } from './map-cells';
import { cellsPerWorld, mercatorX, mercatorY } from './map-grid';

const cellOf = (lng: number, lat: number, level: number): [number, number] => [
  Math.floor(mercatorY(lat) * cellsPerWorld(level)),
  Math.floor(mercatorX(lng) * cellsPerWorld(level)),
];
const inRun = (runs: CellRun[], lng: number, lat: number): boolean =>
  runs.some((r) => {
    const [cy, cx] = cellOf(lng, lat, r.level);
    return r.cy === cy && cx >= r.from && cx <= r.to;
  });

const star: LngLatPoint[] = Array.from({ length: 50 }, (_, i) => {
  const a = (2 * Math.PI * i) / 50;
  const r = i % 2 ? 0.07 : 0.09;
  return [30.72 + r * 1.25 * Math.cos(a), 36.89 + r * Math.sin(a)];
});
const wide: LngLatPoint[] = [[29.9, 36.5], [30.78, 36.83], [30.7, 37.4], [30.1, 37.2]];
const city: Bbox = { minLng: 30.55, minLat: 36.8, maxLng: 30.9, maxLat: 36.98 };
const region: Bbox = { minLng: 29.5, minLat: 36.3, maxLng: 32.5, maxLat: 37.6 };

for (const [name, box, ring, zoom, levels] of [
  ['a city viewport at zoom 12', city, undefined, 12, [CELL_LEVEL]],
  ['the 50-point star at zoom 12', city, star, 12, [CELL_LEVEL]],
  ['a region at zoom 9', region, undefined, 9, [COARSE_LEVEL, CELL_LEVEL]],
  ['an area over a region at zoom 9', region, wide, 9, [COARSE_LEVEL, CELL_LEVEL]],
] as const) {
  test(`${name}: no point in a cell left out, none outside in an inside cell`, () => {
    const cells = classifyViewport(box, ring, zoom);
    assert.ok(cells, 'classified');
    assert.deepEqual([...new Set(cells.inside.map((r) => r.level))].sort(), [...levels].sort(), 'levels of the inside cells');
    assert.ok(cells.edges.every((r) => r.level === CELL_LEVEL), 'edges at zoom 14');
    let seed = 27;
    const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let inside = 0;
    for (let i = 0; i < 20000; i += 1) {
      const lng = box.minLng - 0.01 + random() * (box.maxLng - box.minLng + 0.02);
      const lat = box.minLat - 0.01 + random() * (box.maxLat - box.minLat + 0.02);
      const within = lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat && (!ring || pointInRing([lng, lat], ring));
      const counted = inRun(cells.inside, lng, lat);
      if (within) {
        inside += 1;
        assert.ok(counted || inRun(cells.edges, lng, lat), `${lng} ${lat} is in a cell read`);
      } else assert.ok(!counted, `${lng} ${lat} is outside but in an inside cell`);
    }
    assert.ok(inside > 1000, `${inside} points inside`);
  });
}

test('a viewport too large for either grid, or a zoom finer than 14, is not classified', () => {
  assert.equal(classifyViewport(city, undefined, 15), undefined);
  assert.equal(classifyViewport(region, undefined, 11), undefined, 'too many zoom-14 cells for a zoom-11 grid');
  assert.equal(classifyViewport({ minLng: -170, minLat: -60, maxLng: 170, maxLat: 70 }, undefined, 2), undefined);
});
