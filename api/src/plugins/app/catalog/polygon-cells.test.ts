// The raster of a drawn area (polygon-cells.ts): an inside cell holds only points inside the area, an outside cell only
// points outside it, both at more than PostgreSQL's tolerance (1e-6) from every edge, so skipping the exact test for
// them cannot change an answer; and few cells are on the boundary, so few listings still need that test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pointInRing, type LngLatPoint } from '@realty/shared/schemas';
import { BOUNDARY, cellIndex, INSIDE, OUTSIDE, polygonCells } from './polygon-cells';

/** The bench's area (scripts/bench-search.ts): a 50-point star over central Antalya. */
const star: LngLatPoint[] = Array.from({ length: 50 }, (_, i) => {
  const a = (2 * Math.PI * i) / 50;
  const r = i % 2 ? 0.07 : 0.09;
  return [30.72 + r * 1.25 * Math.cos(a), 36.89 + r * Math.sin(a)];
});
const triangle: LngLatPoint[] = [[30.605, 36.805], [30.795, 36.805], [30.703, 36.995]];
const u: LngLatPoint[] = [
  [30.605, 36.805], [30.795, 36.805], [30.795, 36.995], [30.745, 36.995],
  [30.745, 36.855], [30.655, 36.855], [30.655, 36.995], [30.605, 36.995],
];
/** A thin diagonal sliver: most of its raster is outside. */
const sliver: LngLatPoint[] = [[30.6, 36.8], [31.2, 37.1], [31.2, 37.1004]];

/** Distance from a point to a segment (degrees, as PostgreSQL's tolerance is measured). */
function toSegment([x, y]: LngLatPoint, [ax, ay]: LngLatPoint, [bx, by]: LngLatPoint): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}
const toEdges = (p: LngLatPoint, ring: readonly LngLatPoint[]): number =>
  Math.min(...ring.map((a, i) => toSegment(p, a, ring[(i + 1) % ring.length]!)));

// A sliver narrower than a cell has no inside cell: all its listings get the exact test.
for (const [name, ring, boundaryAtMost, hasInside] of [
  ['the 50-point star', star, 0.15, true],
  ['a triangle (convex)', triangle, 0.1, true],
  ['a U (concave)', u, 0.1, true],
  ['a thin sliver', sliver, 0.2, false],
] as const) {
  test(`${name}: inside and outside cells agree with the exact test, boundary cells are few`, () => {
    const c = polygonCells(ring);
    assert.equal(c.kinds.length, c.cols * c.rows);
    assert.ok(c.kinds.length <= 4096 && c.kinds.length > 3000, `${c.cols} × ${c.rows}`);
    const boundary = c.kinds.filter((k) => k === BOUNDARY).length / c.kinds.length;
    assert.ok(boundary <= boundaryAtMost, `${(100 * boundary).toFixed(1)} % of the cells on the boundary`);
    assert.equal(c.kinds.includes(INSIDE), hasInside);
    assert.ok(c.kinds.includes(OUTSIDE));

    const lngs = ring.map((p) => p[0]);
    const lats = ring.map((p) => p[1]);
    const [w, e, s, n] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
    let seed = 11;
    const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const points: LngLatPoint[] = [[w, s], [e, n], [w, n], [e, s]];
    for (let i = 0; i < 30000; i += 1) points.push([w + random() * (e - w), s + random() * (n - s)]);
    // On and next to every edge, within and beyond PostgreSQL's tolerance.
    for (const [i, [ax, ay]] of ring.entries()) {
      const [bx, by] = ring[(i + 1) % ring.length]!;
      const len = Math.hypot(bx - ax, by - ay);
      for (const t of [0, 0.25, 0.5, 0.9])
        for (const off of [0, 1e-7, -1e-7, 1e-6, -1e-6, 3e-6, -3e-6, 2e-5, -2e-5])
          points.push([ax + t * (bx - ax) - (off * (by - ay)) / len, ay + t * (by - ay) + (off * (bx - ax)) / len]);
    }
    const seen = { [INSIDE]: 0, [OUTSIDE]: 0, [BOUNDARY]: 0 };
    for (const p of points) {
      if (p[0] < w || p[0] > e || p[1] < s || p[1] > n) continue;
      const k = cellIndex(c, p[0], p[1]);
      assert.ok(k >= 1 && k <= c.kinds.length, `(${p.join(', ')}) is in the raster`);
      const kind = c.kinds[k - 1]!;
      seen[kind] += 1;
      if (kind === BOUNDARY) continue;
      assert.equal(pointInRing(p, ring), kind === INSIDE, `(${p.join(', ')}) in cell ${k}`);
      assert.ok(toEdges(p, ring) > 1e-6, `(${p.join(', ')}) in a cell without the exact test lies ${toEdges(p, ring)} from an edge`);
    }
    assert.ok(seen[INSIDE] > 0 === hasInside && seen[OUTSIDE] > 0 && seen[BOUNDARY] > 0, JSON.stringify(seen));
  });
}

test('the east and north bounds fall in the last column and row; beyond the raster is -1', () => {
  const c = polygonCells(star);
  const lngs = star.map((p) => p[0]);
  const lats = star.map((p) => p[1]);
  assert.equal(cellIndex(c, Math.max(...lngs), Math.max(...lats)), c.cols * c.rows);
  assert.equal(cellIndex(c, Math.min(...lngs), Math.min(...lats)), 1);
  assert.equal(cellIndex(c, Math.min(...lngs) - 1e-3, 36.89), -1);
  assert.equal(cellIndex(c, 30.72, Math.max(...lats) + 1e-3), -1);
});
