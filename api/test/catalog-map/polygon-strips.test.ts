// The inner strips of a drawn area (polygon-strips.ts): a point in a strip's run is always inside the area, and the
// runs cover most of a plain area, so most listings skip the exact point-in-polygon test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pointInRing, type LngLatPoint } from '@realty/shared/schemas';
import { polygonStrips } from '../../src/plugins/app/catalog/polygon-strips';

const star: LngLatPoint[] = Array.from({ length: 50 }, (_, i) => {
  const a = (2 * Math.PI * i) / 50;
  const r = i % 2 ? 0.07 : 0.09;
  return [30.72 + r * 1.25 * Math.cos(a), 36.89 + r * Math.sin(a)];
});
const u: LngLatPoint[] = [
  [30.605, 36.805], [30.795, 36.805], [30.795, 36.995], [30.745, 36.995],
  [30.745, 36.855], [30.655, 36.855], [30.655, 36.995], [30.605, 36.995],
];

for (const [name, ring, least] of [['a 50-point star', star, 0.8], ['a U (concave), one arm per strip', u, 0.5]] as const) {
  test(`${name}: every point of a run is inside; the runs hold most of the inside`, () => {
    const s = polygonStrips(ring);
    const lngs = ring.map((p) => p[0]);
    const lats = ring.map((p) => p[1]);
    let seed = 7;
    const random = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    let inside = 0;
    let inRun = 0;
    for (let i = 0; i < 20000; i += 1) {
      const x = Math.min(...lngs) + random() * (Math.max(...lngs) - Math.min(...lngs));
      const y = Math.min(...lats) + random() * (Math.max(...lats) - Math.min(...lats));
      const k = Math.floor((y - s.minLat) / s.height);
      const run = x >= s.lo[k]! && x <= s.hi[k]!;
      const truly = pointInRing([x, y], ring);
      if (run) assert.ok(truly, `(${x}, ${y}) is in a run of strip ${k} but outside`);
      if (truly) inside += 1;
      if (run) inRun += 1;
    }
    assert.ok(inRun / inside >= least, `runs hold ${((100 * inRun) / inside).toFixed(0)} % of the inside`);
  });
}
