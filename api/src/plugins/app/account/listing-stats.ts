// Per-listing statistics for the owner (profile/my): views, phone reveals, favourites and contact messages over
// the last 30 days (UTC days). Views come from listing_views (one row per visitor and day), reveals and
// favourites from listing_daily_stats (filled by triggers, migration 0008), messages from contact_messages (the
// listing page's contact form). Every query takes the owner's id.
import type { Database } from '../../../db/client';
import type { ListingStats, ListingStatsTotals } from '@realty/shared/contracts/account';

export const STATS_DAYS = 30;

const ZERO: ListingStatsTotals = { views: 0, phone_reveals: 0, favorites: 0, messages: 0 };

export class ListingStatsService {
  constructor(private readonly database: Database) {}

  /** 30-day totals for the user's listings among `ids`. */
  async totals(userId: number, ids: readonly number[]): Promise<Map<number, ListingStatsTotals>> {
    const out = new Map<number, ListingStatsTotals>();
    if (!ids.length) return out;
    const messages = `(SELECT count(*) FROM contact_messages m WHERE m.listing_id = l.id AND m.created_at >= since.t)::int`;
    const res = await this.database.execute(
      `WITH since AS (SELECT (now() AT TIME ZONE 'UTC')::date - ${STATS_DAYS - 1} AS d,
                             ((now() AT TIME ZONE 'UTC')::date - ${STATS_DAYS - 1})::timestamp AT TIME ZONE 'UTC' AS t)
       SELECT l.id,
              (SELECT count(*) FROM listing_views v WHERE v.listing_id = l.id AND v.day >= since.d)::int AS views,
              coalesce((SELECT sum(s.phone_reveals) FROM listing_daily_stats s WHERE s.listing_id = l.id AND s.day >= since.d), 0)::int AS phone_reveals,
              coalesce((SELECT sum(s.favorites) FROM listing_daily_stats s WHERE s.listing_id = l.id AND s.day >= since.d), 0)::int AS favorites,
              ${messages} AS messages
       FROM listings l, since
       WHERE l.id = ANY($1::int[]) AND l.user_id = $2`,
      [ids, userId],
    );
    for (const row of res.rows) {
      out.set(Number(row.id), {
        views: Number(row.views),
        phone_reveals: Number(row.phone_reveals),
        favorites: Number(row.favorites),
        messages: Number(row.messages),
      });
    }
    return out;
  }

  /** Day-by-day figures of one of the user's listings (oldest first); null when it is not theirs or deleted. */
  async daily(userId: number, listingId: number): Promise<ListingStats | null> {
    const own = await this.database.execute(`SELECT 1 FROM listings WHERE id = $1 AND user_id = $2 AND status <> 'deleted'`, [listingId, userId]);
    if (!own.rows.length) return null;
    const messages = `(SELECT count(*) FROM contact_messages m WHERE m.listing_id = $1 AND (m.created_at AT TIME ZONE 'UTC')::date = d.day)::int`;
    const res = await this.database.execute(
      `WITH d AS (
         SELECT g::date AS day FROM generate_series((now() AT TIME ZONE 'UTC')::date - ${STATS_DAYS - 1}, (now() AT TIME ZONE 'UTC')::date, interval '1 day') g
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
              (SELECT count(*) FROM listing_views v WHERE v.listing_id = $1 AND v.day = d.day)::int AS views,
              coalesce(s.phone_reveals, 0)::int AS phone_reveals,
              coalesce(s.favorites, 0)::int AS favorites,
              ${messages} AS messages
       FROM d LEFT JOIN listing_daily_stats s ON s.listing_id = $1 AND s.day = d.day
       ORDER BY d.day`,
      [listingId],
    );
    const days = res.rows.map((row) => ({
      day: String(row.day),
      views: Number(row.views),
      phone_reveals: Number(row.phone_reveals),
      favorites: Number(row.favorites),
      messages: Number(row.messages),
    }));
    const totals = days.reduce<ListingStatsTotals>(
      (sum, day) => ({
        views: sum.views + day.views,
        phone_reveals: sum.phone_reveals + day.phone_reveals,
        favorites: sum.favorites + day.favorites,
        messages: sum.messages + day.messages,
      }),
      { ...ZERO },
    );
    return { id: listingId, days, totals };
  }

  /** Dashboard counts of the user. */
  async summary(userId: number): Promise<{ active: number; hidden: number; favorites: number; searches: number; unread_alerts: number }> {
    const res = await this.database.execute(
      `SELECT
         (SELECT count(*) FROM listings WHERE user_id = $1 AND status = 'active')::int AS active,
         (SELECT count(*) FROM listings WHERE user_id = $1 AND status = 'hidden')::int AS hidden,
         (SELECT count(*) FROM favorites f JOIN listings l ON l.id = f.listing_id WHERE f.user_id = $1 AND l.status <> 'deleted')::int AS favorites,
         (SELECT count(*) FROM saved_searches WHERE user_id = $1)::int AS searches,
         (SELECT count(*) FROM saved_search_sent x JOIN saved_searches s ON s.id = x.search_id
           WHERE s.user_id = $1 AND x.sent_at > coalesce(s.seen_at, s.created_at))::int AS unread_alerts`,
      [userId],
    );
    const row = res.rows[0] ?? {};
    return {
      active: Number(row.active ?? 0),
      hidden: Number(row.hidden ?? 0),
      favorites: Number(row.favorites ?? 0),
      searches: Number(row.searches ?? 0),
      unread_alerts: Number(row.unread_alerts ?? 0),
    };
  }
}
