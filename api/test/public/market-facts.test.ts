// Market facts on the listing (issue 29): the neighbourhood median of price per m² only from 5 comparable active
// listings (with their count), and days on market that survive a relist by the same owner or by an agency at the same
// place with the same type, rooms and area, within a year; another private owner's flat or an old sale does not count.
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { listingDetail } from '../../src/plugins/app/catalog/listings';
import { MEDIAN_MIN_SAMPLE } from '../../src/services/market-facts';
import type { Fixture } from './fixture';
import { usePublicSite } from './site';

let app: FastifyInstance;
let db: Database;
let fx: Fixture;

usePublicSite((site) => ({ app, db, fx } = site));

/** The subject: a sale of a private owner (fixture listing 0), made a 100 m² 2+1 apartment listed 10 days ago. */
async function subject(): Promise<{ id: number; districtId: number; typeId: number }> {
  const id = fx.listingIds[0]!;
  const type = Number((await db.execute(`SELECT id FROM property_types WHERE slug = 'apartment'`)).rows[0]?.id);
  await db.execute(
    `UPDATE listings SET property_type_id = $2, area = 100, rooms = '2+1', price_try = 5000000, deal_type = 'sale',
       published_at = now() - interval '10 days', created_at = now() - interval '10 days' WHERE id = $1`,
    [id, type],
  );
  const row = (await db.execute(`SELECT district_id FROM listings WHERE id = $1`, [id])).rows[0];
  return { id, districtId: Number(row?.district_id), typeId: type };
}

/** Make other fixture listings comparables of the subject (same neighbourhood, deal and type), with these TRY per m². */
async function comparables(s: { districtId: number; typeId: number }, perM2: number[], from = 8): Promise<number[]> {
  const ids = fx.listingIds.slice(from, from + perM2.length);
  for (const [i, id] of ids.entries()) {
    await db.execute(
      `UPDATE listings SET district_id = $2, property_type_id = $3, deal_type = 'sale', status = 'active', area = 50, price_try = $4,
         rooms = '3+1' WHERE id = $1`,
      [id, s.districtId, s.typeId, perM2[i]! * 50],
    );
  }
  return ids;
}

describe('price per m² against the neighbourhood median', () => {
  test(`shown only from ${MEDIAN_MIN_SAMPLE} comparable active listings, with their count`, async () => {
    const s = await subject();
    // clear the neighbourhood of other apartments for sale
    await db.execute(`UPDATE listings SET deal_type = 'rent' WHERE district_id = $1 AND id <> $2`, [s.districtId, s.id]);
    await comparables(s, [40_000, 60_000, 45_000, 55_000]);
    const four = await listingDetail(db, s.id, 'en');
    assert.equal(four?.district_median_per_m2, null, '4 comparables are too few');
    assert.equal(four?.comparables, 4);
    await comparables(s, [40_000, 60_000, 45_000, 55_000, 50_000]);
    const five = await listingDetail(db, s.id, 'en');
    assert.deepEqual([five?.price_per_m2, five?.district_median_per_m2, five?.comparables], [50_000, 50_000, 5]);
    // a hidden one does not compare
    await db.execute(`UPDATE listings SET status = 'hidden' WHERE id = $1`, [fx.listingIds[12]!]);
    assert.equal((await listingDetail(db, s.id, 'en'))?.district_median_per_m2, null);
    await db.execute(`UPDATE listings SET status = 'active' WHERE id = $1`, [fx.listingIds[12]!]);
    // and the reply carries it
    const reply = (await app.inject({ url: `/en/api/realty/${s.id}` })).json() as { data: Record<string, unknown> };
    assert.deepEqual([reply.data.price_per_m2, reply.data.district_median_per_m2, reply.data.comparables], [50_000, 50_000, 5]);
  });
});

describe('days on market', () => {
  /** Another listing of the same home (neighbourhood, type, deal, rooms, area) listed `daysAgo`, by `userId`. */
  async function earlier(s: { id: number; districtId: number; typeId: number }, index: number, daysAgo: number, owner: { userId: number; agencyId: number | null }, status = 'deleted') {
    const id = fx.listingIds[index]!;
    await db.execute(
      `UPDATE listings SET district_id = $2, property_type_id = $3, deal_type = 'sale', area = 100, rooms = '2+1', status = $4,
         user_id = $5, agency_id = $6, published_at = now() - ($7 || ' days')::interval, created_at = now() - ($7 || ' days')::interval
       WHERE id = $1`,
      [id, s.districtId, s.typeId, status, owner.userId, owner.agencyId, String(daysAgo)],
    );
    return id;
  }
  const days = async (id: number) => (await listingDetail(db, id, 'en'))?.days_on_market;

  test("a new listing counts from its own date; a relist by its owner keeps the first listing's date", async () => {
    const s = await subject();
    assert.equal(await days(s.id), 10);
    const relisted = await earlier(s, 20, 100, { userId: fx.otherUserId, agencyId: null });
    assert.equal(await days(s.id), 100, 'the same owner relisted it');
    const detail = await listingDetail(db, s.id, 'en');
    assert.ok(detail?.listed_since && Date.now() - Date.parse(detail.listed_since) >= 100 * 86_400_000 - 60_000);
    await db.execute(`UPDATE listings SET area = 101 WHERE id = $1`, [relisted]);
    assert.equal(await days(s.id), 10, 'another area is another home');
  });

  test("an agency listing of the same home counts; another private owner's flat does not, nor a sale over a year before", async () => {
    const s = await subject();
    const byAgency = await earlier(s, 21, 60, { userId: fx.agentId, agencyId: fx.agencyId }, 'active');
    assert.equal(await days(s.id), 60, 'the agency listed it first');
    await db.execute(`UPDATE listings SET agency_id = NULL WHERE id = $1`, [byAgency]);
    assert.equal(await days(s.id), 10, "a different private owner's identical flat is not this home");
    await db.execute(`UPDATE listings SET status = 'deleted' WHERE id = $1`, [byAgency]);
    await earlier(s, 22, 500, { userId: fx.otherUserId, agencyId: null });
    assert.equal(await days(s.id), 10, 'a sale of over a year before is another sale');
  });
});

describe('one property, one group', () => {
  test('listings with the same EİDS property number link each other with their prices; an inactive one does not show', async () => {
    const [a, b, c] = [fx.listingIds[24]!, fx.listingIds[25]!, fx.listingIds[26]!];
    await db.execute(`UPDATE listings SET property_number = '1234567890', status = 'active' WHERE id = ANY($1::int[])`, [[a, b, c]]);
    await db.execute(`UPDATE listings SET price_try = price_try + 1 WHERE id = $1`, [c]); // stays in price order below
    const same = async (id: number) => ((await listingDetail(db, id, 'en'))?.same_property ?? []).map((card) => card.id);
    assert.deepEqual((await same(a)).sort(), [b, c].sort());
    assert.ok((await same(b)).includes(a));
    const withPrices = (await listingDetail(db, a, 'en'))?.same_property ?? [];
    assert.ok(withPrices.every((card) => card.price.amount > 0 && card.url.endsWith(`/${card.id}`)));
    await db.execute(`UPDATE listings SET status = 'deleted' WHERE id = $1`, [c]);
    assert.deepEqual(await same(a), [b]);
    await db.execute(`UPDATE listings SET property_number = NULL WHERE id = ANY($1::int[])`, [[a, b, c]]);
    assert.deepEqual(await same(a), []);
  });
});
