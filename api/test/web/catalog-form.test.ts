// The catalogue filter's plain GET form (issue 27 "No lost input"): before hydration or without JavaScript its
// submission is a query naming the path fields; the server answers a 303 to the URL the codec makes, and that URL is
// a page. The field rules' unit cases live beside the shared implementation (shared/src/catalog/form.test.ts).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { appForFile, assertRedirect } from '../helper';

let app: FastifyInstance;
appForFile({}, (opened) => {
  app = opened;
});

/** `url` answers a 303 to `location`, never cached, and `location` is a page. */
async function assertSeeOther(url: string, location: string): Promise<void> {
  const res = await assertRedirect(app, url, 303, location);
  assert.equal(res.headers['cache-control'], 'no-store');
  const target = await app.inject({ url: location });
  assert.equal(target.statusCode, 200, location);
}

describe('catalogue filter form submitted without scripts', () => {
  test('the quick filter on a province page -> its catalogue URL, rooms joined, page 1', () =>
    assertSeeOther(
      '/en/real-estate/sale/antalya?propertyType=apartment&region=antalya&city=alanya&price_from=&price_to=900000&currency=EUR&rooms=2%2B1&rooms=3%2B1&sort=price_asc',
      '/en/real-estate/sale-apartment/antalya-alanya?filter&price_to=900000&rooms=2%2B1,3%2B1&currency=EUR&sort=price_asc',
    ));

  test('a new province with the old district still selected drops the district and its neighbourhoods', () =>
    assertSeeOther('/en/real-estate/sale/antalya-alanya?propertyType=&region=istanbul&city=alanya&districts=oba&sort=newest', '/en/real-estate/sale/istanbul'));

  test('the home search (deal type in the form) from the catalogue root; unknown slugs are left out', () =>
    assertSeeOther('/tr/real-estate?dealType=rent&propertyType=nope&region=antalya&city=&price_from=&price_to=&currency=TRY', '/tr/real-estate/rent/antalya'));

  test('a canonical URL and an unknown path are not redirected', async () => {
    assert.equal((await app.inject({ url: '/en/real-estate/sale/antalya?filter&rooms=2%2B1' })).statusCode, 200);
    assert.equal((await app.inject({ url: '/en/real-estate/sale/nowhere?region=antalya' })).statusCode, 404);
  });
});
