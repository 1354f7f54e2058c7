// The signed-in user's own listings (profile/my): active and hidden ones with their status, and hide/show (by the
// listing rule: its author or its agency's owner, plugins/app/listing/listing-rights.ts). Deleting and restoring is
// plugins/app/listing/listing-trash.ts. Every query is scoped by the signed-in user.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Lang } from '@realty/shared/routes';
import { listMeta, type ListMeta } from '@realty/shared/schemas';
import type { Database, Db } from '../../../db/client';
import { cardsByIds } from '../catalog/listings';
import type { ListingStatsService } from './listing-stats';
import { listings } from '../../../db/schema';
import { canEditListing } from '../listing/listing-rights';

import type { OwnListingCard, OwnListingStatus as OwnerStatus } from '@realty/shared/contracts/account';

export interface OwnListingRef {
  id: number;
  status: OwnerStatus;
  views: number;
  phone_reveals: number;
}

const NO_STATS = { views: 0, phone_reveals: 0, favorites: 0, messages: 0 };

export class UserListingService {
  private readonly db: Db;

  constructor(
    private readonly database: Database,
    private readonly stats: ListingStatsService,
  ) {
    this.db = database.db;
  }

  /** GET /api/user/list: a page of own listings as cards with status, 30-day statistics and the counts per tab. */
  async cards(
    userId: number,
    opts: { status?: OwnerStatus | undefined; page: number; perPage: number },
    lang: Lang,
  ): Promise<{ data: OwnListingCard[]; meta: ListMeta & { counts: { active: number; hidden: number } } }> {
    const [{ rows, total }, counts] = await Promise.all([this.page(userId, opts), this.counts(userId)]);
    const ids = rows.map((row) => row.id);
    const [cards, stats] = await Promise.all([cardsByIds(this.database, ids, lang), this.stats.totals(userId, ids)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const data = cards.map((card) => {
      const own = byId.get(card.id);
      return { ...card, status: own?.status ?? 'active', phone_reveals: own?.phone_reveals ?? 0, stats: stats.get(card.id) ?? NO_STATS };
    });
    return { data, meta: { ...listMeta(opts.page, opts.perPage, total), counts } };
  }

  /** A page of the user's listings (not deleted), newest first; `status` narrows to active or hidden. */
  async page(userId: number, opts: { status?: OwnerStatus | undefined; page: number; perPage: number }): Promise<{ rows: OwnListingRef[]; total: number }> {
    const where = and(eq(listings.userId, userId), opts.status ? eq(listings.status, opts.status) : ne(listings.status, 'deleted'));
    const [rows, counted] = await Promise.all([
      this.db
        .select({ id: listings.id, status: listings.status, views: listings.views, phoneReveals: listings.phoneReveals })
        .from(listings)
        .where(where)
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(opts.perPage)
        .offset((opts.page - 1) * opts.perPage),
      this.db.select({ n: sql<number>`count(*)::int` }).from(listings).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ id: row.id, status: row.status as OwnerStatus, views: row.views, phone_reveals: row.phoneReveals })),
      total: Number(counted[0]?.n ?? 0),
    };
  }

  /** How many active and hidden listings the user has (the tabs of profile/my). */
  async counts(userId: number): Promise<{ active: number; hidden: number }> {
    const rows = await this.db
      .select({ status: listings.status, n: sql<number>`count(*)::int` })
      .from(listings)
      .where(and(eq(listings.userId, userId), ne(listings.status, 'deleted')))
      .groupBy(listings.status);
    const out = { active: 0, hidden: 0 };
    for (const row of rows) if (row.status === 'active' || row.status === 'hidden') out[row.status] = Number(row.n);
    return out;
  }

  /**
   * Hide or show a listing the user may change; null when they may not (or it is deleted), 'locked' when the back office
   * took it off the site (a moderator's reject or hide, or a blocked owner): only an administrator brings it back.
   */
  async setStatus(userId: number, listingId: number, status: OwnerStatus): Promise<OwnListingRef | 'locked' | null> {
    if (!(await canEditListing(this.database, userId, listingId)).ok) return null;
    const mine = and(eq(listings.id, listingId), ne(listings.status, 'deleted'));
    const [current] = await this.db.select({ hiddenBy: listings.hiddenBy }).from(listings).where(mine).limit(1);
    if (!current) return null;
    if (current.hiddenBy === 'moderator' || current.hiddenBy === 'block') return 'locked';
    const rows = await this.db
      .update(listings)
      .set({ status, hiddenBy: status === 'hidden' ? 'owner' : null, updatedAt: new Date() })
      .where(and(mine, sql`${listings.hiddenBy} IS DISTINCT FROM 'moderator' AND ${listings.hiddenBy} IS DISTINCT FROM 'block'`))
      .returning({ id: listings.id, status: listings.status, views: listings.views, phoneReveals: listings.phoneReveals });
    const row = rows[0];
    return row ? { id: row.id, status: row.status as OwnerStatus, views: row.views, phone_reveals: row.phoneReveals } : null;
  }
}
