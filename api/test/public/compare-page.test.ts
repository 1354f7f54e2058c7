// The comparison page and the listing's facts to decide on (issue 29): `/{lang}/compare?ids=…` renders 2 to 4 active
// listings on the server in the order asked, and 404s for a malformed, repeated, unknown or inactive id; the listing
// reply carries the earthquake code, and for a sale the buying costs, the mortgage limit and the foreign buyer flags.
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { ComparePageData } from '@realty/shared/schemas';
import type { Database } from '../../src/db/client';
import { inlinedData } from '../helper';
import type { Fixture } from './fixture';
import { usePublicSite } from './site';

let app: FastifyInstance;
let db: Database;
let fx: Fixture;

usePublicSite((site) => ({ app, db, fx } = site));

describe('compare page', () => {
  test('renders 2 to 4 listings on the server, in the order of the URL, in each language', async () => {
    const ids = [fx.listingIds[5]!, fx.listingIds[2]!, fx.listingIds[9]!];
    for (const lang of ['tr', 'en', 'ru'] as const) {
      const html = await app.inject({ url: `/${lang}/compare?ids=${ids.join(',')}` });
      assert.equal(html.statusCode, 200, lang);
      assert.match(html.body, /<meta name="robots" content="noindex/, 'a comparison is not indexed');
      const page = inlinedData(html.body).page as { route: string; data: ComparePageData } | undefined;
      assert.equal(page?.route, 'compare');
      assert.deepEqual(page?.data.listings.map((l) => l.id), ids);
    }
    const reply = (await app.inject({ url: `/en/api/pages/compare?ids=${ids.join(',')}` })).json() as { data: ComparePageData };
    const withYear = reply.data.listings.find((l) => l.characteristics.year_built !== null);
    if (withYear) assert.ok(withYear.seismic_era, 'a listing with a year built has its earthquake code');
    assert.ok(reply.data.listings.every((l) => l.price.prices.USD > 0));
  });

  test('a malformed, repeated, unknown or inactive id, or a count outside 2 to 4, is a 404', async () => {
    const [a, b, c, d, e] = fx.listingIds as number[];
    const bad = ['', `ids=${a}`, `ids=${a},${a}`, `ids=${a},abc`, `ids=${a},999999999`, `ids=${a},${fx.hiddenId}`, `ids=${a},${b},${c},${d},${e}`, `ids=${a},-1`];
    for (const query of bad) {
      const html = await app.inject({ url: `/en/compare?${query}` });
      assert.equal(html.statusCode, 404, query);
      const reply = await app.inject({ url: `/en/api/pages/compare?${query}` });
      assert.equal(reply.statusCode, 404, `reply ${query}`);
    }
  });
});

describe("the listing's facts to decide on", () => {
  test('a sale carries costs, the mortgage limit and the foreign buyer flags; a rent carries none of them', async () => {
    const rows = await db.execute(
      `SELECT (SELECT id FROM listings WHERE status = 'active' AND deal_type = 'sale' ORDER BY id LIMIT 1) AS sale,
              (SELECT id FROM listings WHERE status = 'active' AND deal_type = 'rent' ORDER BY id LIMIT 1) AS rent`,
    );
    const sale = Number(rows.rows[0]?.sale);
    const rent = Number(rows.rows[0]?.rent);
    const saleData = (await app.inject({ url: `/en/api/realty/${sale}` })).json() as { data: Record<string, unknown> & { price: { prices: { USD: number } } } };
    const costs = saleData.data.purchase_costs as { lines: Array<{ key: string; amount: number | null }> };
    assert.equal(costs.lines[0]?.key, 'title_deed_fee');
    assert.ok((costs.lines[0]?.amount ?? 0) > 0);
    const mortgage = saleData.data.mortgage as { ltv: number; table_date: string; monthly_try: number };
    assert.equal(mortgage.table_date, '2026-01-29');
    assert.ok([0.2, 0.3, 0.5, 0.6, 0.7].includes(mortgage.ltv), `no class: the lowest column (${mortgage.ltv})`);
    const foreign = saleData.data.foreign_buyer as { citizenship: boolean; price_usd: number };
    assert.equal(foreign.citizenship, foreign.price_usd >= 400_000);
    const rentData = (await app.inject({ url: `/en/api/realty/${rent}` })).json() as { data: Record<string, unknown> };
    assert.equal(rentData.data.purchase_costs, null);
    assert.equal(rentData.data.mortgage, null);
    assert.equal(rentData.data.foreign_buyer, null);
  });
});
