// The grid's rows by boundary latitudes (gridRows, what the SQL's width_bucket reads) are the rows of the Web-Mercator
// formula, so clusters do not move when the SQL stops computing a logarithm and a tangent per listing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellsPerWorld, gridRows, latitudeOfMercatorY, mercatorY } from './map-grid';

/** What `south - width_bucket(lat, boundaries)` gives in SQL: boundaries at or below the latitude, counted. */
const sqlRow = (rows: ReturnType<typeof gridRows>, lat: number): number => rows.south - rows.boundaries.filter((b) => b <= lat).length;

test('latitudeOfMercatorY inverts mercatorY', () => {
  for (const lat of [-80, -36.9, 0, 36.89, 41.01, 80]) assert.ok(Math.abs(latitudeOfMercatorY(mercatorY(lat)) - lat) < 1e-9);
});

test('a listing row from the boundaries is the Web-Mercator row, at every zoom', () => {
  const viewports = [
    { minLng: 30.55, minLat: 36.8, maxLng: 30.9, maxLat: 36.98 },
    { minLng: 26, minLat: 35.8, maxLng: 45, maxLat: 42.1 },
    { minLng: 28.97, minLat: 41.0, maxLng: 28.98, maxLat: 41.004 },
  ];
  let seed = 7;
  const random = (): number => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  for (const v of viewports)
    for (const zoom of [3, 8, 12, 15, 18]) {
      const rows = gridRows(v, zoom);
      const s = cellsPerWorld(zoom);
      assert.deepEqual([...rows.boundaries].sort((a, b) => a - b), rows.boundaries, 'ascending');
      assert.equal(rows.south, Math.floor(mercatorY(v.minLat) * s));
      for (let i = 0; i < 500; i += 1) {
        const lat = v.minLat + random() * (v.maxLat - v.minLat);
        const expected = Math.floor(mercatorY(lat) * s);
        // A latitude within rounding of a boundary may go either way; the formula itself is no more exact there.
        if (Math.abs(mercatorY(lat) * s - Math.round(mercatorY(lat) * s)) < 1e-9) continue;
        assert.equal(sqlRow(rows, lat), expected, `lat ${lat} zoom ${zoom}`);
      }
      // The viewport's edges (and a hair beyond, PostgreSQL's tolerance) stay in its edge rows.
      assert.equal(sqlRow(rows, v.minLat - 1e-6), rows.south);
      assert.equal(sqlRow(rows, v.maxLat + 1e-6), Math.floor(mercatorY(v.maxLat) * s));
    }
});
