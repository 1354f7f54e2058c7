// Market facts of a listing (issue 29): its price per m² against the median of comparable active listings in its
// neighbourhood (shown only from MEDIAN_MIN_SAMPLE of them, with the count), and how long the home has been on the
// market, counted from the first listing of the same home: the same owner re-publishing it, or an agency listing it
// again at the same place with the same type, rooms and area. A relist more than RELIST_WINDOW_DAYS after the earlier
// one started is another sale, not the same time on the market.
import type { DealType, ListingDetail } from '@realty/shared/schemas';
import type { Database } from '../db/client';

export const MEDIAN_MIN_SAMPLE = 5;
export const RELIST_WINDOW_DAYS = 365;
const DAY_MS = 86_400_000;

export interface MarketInput {
  id: number;
  dealType: DealType;
  districtId: number | null;
  propertyTypeId: number;
  rooms: string | null;
  area: number | null;
  priceTry: number;
  userId: number;
  agencyId: number | null;
  /** When this listing went on the market (published, else created). */
  listedAt: Date;
}

export type MarketFacts = Pick<ListingDetail, 'price_per_m2' | 'district_median_per_m2' | 'comparables' | 'days_on_market' | 'listed_since'>;

/** The neighbourhood median of comparable active listings' TRY per m² (null below the minimum sample), and their count. */
async function districtMedian(database: Database, input: MarketInput): Promise<{ median: number | null; count: number }> {
  if (input.districtId === null || !input.area || input.area <= 0) return { median: null, count: 0 };
  const res = await database.execute(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY l.price_try::float8 / l.area) AS median, count(*)::int AS n
     FROM listings l
     WHERE l.status = 'active' AND l.district_id = $1 AND l.deal_type = $2 AND l.property_type_id = $3 AND l.area > 0 AND l.id <> $4`,
    [input.districtId, input.dealType, input.propertyTypeId, input.id],
  );
  const count = Number(res.rows[0]?.n ?? 0);
  return { median: count < MEDIAN_MIN_SAMPLE ? null : Math.round(Number(res.rows[0]?.median)), count };
}

/** The first day the same home was listed (this listing's own when it has no earlier listing). */
async function firstListed(database: Database, input: MarketInput): Promise<Date> {
  if (input.districtId === null || !input.area) return input.listedAt;
  const res = await database.execute(
    `SELECT min(coalesce(l.published_at, l.created_at)) AS since
     FROM listings l
     WHERE l.district_id = $1 AND l.deal_type = $2 AND l.property_type_id = $3 AND l.area = $4
       AND l.rooms IS NOT DISTINCT FROM $5 AND l.id <> $6
       AND (l.user_id = $7 OR l.agency_id IS NOT NULL OR $8::int IS NOT NULL)
       AND coalesce(l.published_at, l.created_at) >= $9::timestamptz AND coalesce(l.published_at, l.created_at) < $10::timestamptz`,
    [
      input.districtId,
      input.dealType,
      input.propertyTypeId,
      input.area,
      input.rooms,
      input.id,
      input.userId,
      input.agencyId,
      new Date(input.listedAt.getTime() - RELIST_WINDOW_DAYS * DAY_MS).toISOString(),
      input.listedAt.toISOString(),
    ],
  );
  const since = res.rows[0]?.since;
  return since ? new Date(since as string | Date) : input.listedAt;
}

export async function marketFacts(database: Database, input: MarketInput, now: Date = new Date()): Promise<MarketFacts> {
  const [median, since] = await Promise.all([districtMedian(database, input), firstListed(database, input)]);
  const perM2 = input.area && input.area > 0 ? Math.round(input.priceTry / input.area) : null;
  return {
    price_per_m2: perM2,
    district_median_per_m2: perM2 === null ? null : median.median,
    comparables: median.count,
    days_on_market: Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS)),
    listed_since: since.toISOString(),
  };
}
