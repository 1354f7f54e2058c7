// Favorites of the signed-in user. Every query takes the owner's id and filters by it.
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@realty/shared/routes';
import { listMeta, type CurrencyCode, type ListMeta } from '@realty/shared/schemas';
import type { FavoriteAvailability, FavoriteCard, FavoriteSort } from '@realty/shared/contracts/account';
import type { Database, Db } from '../../../db/client';
import { cardsByIds } from '../catalog/listings';
import { favorites, listings, users } from '../../../db/schema';

export type AddFavoriteResult = 'added' | 'exists' | 'not-found';

/**
 * For the catalogue's `isFavorite` filter: `WHERE <this>` keeps the listings the user marked.
 * Use as `and(..., favoriteCondition(userId))` on a query over `listings`.
 */
export function favoriteCondition(userId: number): SQL {
  return sql`exists (select 1 from ${favorites} where ${favorites.userId} = ${userId} and ${favorites.listingId} = ${listings.id})`;
}

export class FavoriteService {
  private readonly db: Db;

  constructor(private readonly database: Database) {
    this.db = database.db;
  }

  /** GET /api/user/favorite: a page of the favourites as cards (hidden and removed ones flagged by `availability`). */
  async cards(userId: number, opts: { page: number; perPage: number; sort: FavoriteSort }, lang: Lang): Promise<{ data: FavoriteCard[]; meta: ListMeta }> {
    const { rows, total } = await this.pageAll(userId, opts);
    const cards = await cardsByIds(this.database, rows.map((row) => row.id), lang);
    const byId = new Map(cards.map((card) => [card.id, card]));
    const data = rows.flatMap((row) => {
      const card = byId.get(row.id);
      return card ? [{ ...card, is_favorite: true as const, availability: row.availability, favorited_at: row.favoritedAt.toISOString() }] : [];
    });
    return { data, meta: listMeta(opts.page, opts.perPage, total) };
  }

  /** Ids of the listings the user marked that are still visible (active, or the user's own hidden ones). */
  async listingIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: favorites.listingId })
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .where(and(eq(favorites.userId, userId), visibleTo(userId)))
      .orderBy(desc(favorites.createdAt), desc(favorites.listingId));
    return rows.map((row) => row.id);
  }

  /** Of `ids`, the ones the user marked (to flag cards in a list). */
  async marked(userId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: favorites.listingId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), inArray(favorites.listingId, [...ids])));
    return new Set(rows.map((row) => row.id));
  }

  /** A page of favorite listing ids, newest first, with the total. */
  async page(userId: number, page: number, perPage: number): Promise<{ ids: number[]; total: number }> {
    const where = and(eq(favorites.userId, userId), visibleTo(userId));
    const [rows, counted] = await Promise.all([
      this.db
        .select({ id: favorites.listingId })
        .from(favorites)
        .innerJoin(listings, eq(listings.id, favorites.listingId))
        .where(where)
        .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(favorites)
        .innerJoin(listings, eq(listings.id, favorites.listingId))
        .where(where),
    ]);
    return { ids: rows.map((row) => row.id), total: Number(counted[0]?.n ?? 0) };
  }

  /**
   * profile/favorites: every favourite, including listings hidden by their owner or removed (sold), which the
   * page greys out. Sorted by the date added (newest first) or by price.
   */
  async pageAll(
    userId: number,
    opts: { page: number; perPage: number; sort: FavoriteSort },
  ): Promise<{ rows: { id: number; availability: FavoriteAvailability; favoritedAt: Date }[]; total: number }> {
    const order =
      opts.sort === 'price_asc'
        ? [asc(listings.priceTry), asc(listings.id)]
        : opts.sort === 'price_desc'
          ? [desc(listings.priceTry), desc(listings.id)]
          : [desc(favorites.createdAt), desc(favorites.listingId)];
    const [rows, counted] = await Promise.all([
      this.db
        .select({ id: favorites.listingId, status: listings.status, userId: listings.userId, favoritedAt: favorites.createdAt })
        .from(favorites)
        .innerJoin(listings, eq(listings.id, favorites.listingId))
        .where(eq(favorites.userId, userId))
        .orderBy(...order)
        .limit(opts.perPage)
        .offset((opts.page - 1) * opts.perPage),
      this.db.select({ n: sql<number>`count(*)::int` }).from(favorites).where(eq(favorites.userId, userId)),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        availability: row.status === 'active' ? 'active' : row.status === 'hidden' ? 'hidden' : 'removed',
        favoritedAt: row.favoritedAt,
      })),
      total: Number(counted[0]?.n ?? 0),
    };
  }

  /** Mark a listing: it must be active (or the user's own hidden one). */
  /** Add a favourite; `currency` (the display currency) is kept on the account for its price-drop mails. */
  async add(userId: number, listingId: number, currency?: CurrencyCode): Promise<AddFavoriteResult> {
    const found = await this.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, listingId), visibleTo(userId)))
      .limit(1);
    if (found.length === 0) return 'not-found';
    const inserted = await this.db
      .insert(favorites)
      .values({ userId, listingId })
      .onConflictDoNothing()
      .returning({ id: favorites.listingId });
    if (currency) await this.db.update(users).set({ currency }).where(eq(users.id, userId));
    return inserted.length ? 'added' : 'exists';
  }

  /** Unmark; true when something was removed. */
  async remove(userId: number, listingId: number): Promise<boolean> {
    const removed = await this.db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
      .returning({ id: favorites.listingId });
    return removed.length > 0;
  }
}

/** Active listings, plus the user's own hidden ones; never deleted ones. */
function visibleTo(userId: number): SQL {
  return or(eq(listings.status, 'active'), and(eq(listings.userId, userId), ne(listings.status, 'deleted'))) as SQL;
}
