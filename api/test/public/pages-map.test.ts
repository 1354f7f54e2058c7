// The catalogue page reply keeps the map search fields and the map mode in its filter (issue 28): the page's state is
// its URL, so `view=map`, `bbox` and `polygon` must come back for the map mode and the list/map links to render (its
// reply type names them since issue 28). PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { CatalogPageData } from '@realty/shared/schemas';
import { usePublicSite } from './site';

let app: FastifyInstance;

usePublicSite((site) => ({ app } = site));

async function filterOf(url: string): Promise<CatalogPageData['filter']> {
  const res = await app.inject({ url });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return (res.json() as { data: CatalogPageData }).data.filter;
}

describe('catalogue page reply in map mode', () => {
  test('view=map, the searched box and a drawn area come back in canonical form', async () => {
    const filter = await filterOf('/en/api/pages/real-estate/sale/antalya?filter&bbox=30.5,36.8,30.9,37.0&view=map');
    assert.equal(filter.view, 'map');
    assert.equal(filter.bbox, '30.5,36.8,30.9,37');
    const area = await filterOf('/en/api/pages/real-estate/sale?filter&polygon=30.6+36.85,30.8+36.85,30.7+36.95');
    assert.equal(area.polygon, '30.6 36.85,30.8 36.85,30.7 36.95');
    assert.equal(area.view, undefined);
  });

  test('a centre and radius come back too', async () => {
    const filter = await filterOf('/en/api/pages/real-estate/sale?filter&near=36.88,30.7&radius_km=3');
    assert.equal(filter.near, '36.88,30.7');
    assert.equal(filter.radius_km, 3);
  });
});
