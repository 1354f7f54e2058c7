// Saved searches (catalogue filters) of the signed-in user. Every query is scoped by the owner's id;
// the filter is reduced to the known catalogue fields (nothing else is stored). A search in a reply carries
// the titles of its slugs in the reply language (for the summary) and its matches published since the user
// last opened it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Lang } from '@realty/shared/routes';
import { readCatalogQuery, type CurrencyCode, type FilterLabels } from '@realty/shared/schemas';
import { savedFilterMaxLength, type SavedSearch, type SavedSearchAlert } from '@realty/shared/contracts/account';
import type { Database, Db } from '../../../db/client';
import { savedSearches } from '../../../db/schema';
import { catalogRefs, titleOf } from '../catalog/catalog-cache';
import { buildWhere } from '../catalog/search';

export const MAX_SAVED_SEARCHES = 50;
/** "New" counts stop at this (the page shows "99+"). */
export const NEW_COUNT_CAP = 99;

/** Catalogue filter fields (PRODUCT.md §3, DECISIONS.md "Catalogue") a saved search may hold. */
export const FILTER_KEYS = [
  'categories', 'dealType', 'propertyType', 'cats', 'rooms', 'region', 'regionSlug', 'city', 'citySlug', 'districts',
  'price_from', 'price_to', 'area_from', 'area_to', 'currency', 'sort', 'keywords', 'q', 'agent', 'agency', 'filter',
  'eids', 'energy', 'code_from', 'bbox', 'polygon', 'near', 'radius_km',
] as const;
const FILTER_KEY_SET = new Set<string>(FILTER_KEYS);

type Scalar = string | number | boolean | null;
export type SavedFilter = Record<string, Scalar | Scalar[]>;

const scalar = (key: string, value: unknown): Scalar | undefined => {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.length <= savedFilterMaxLength(key) ? value : undefined;
  return undefined;
};

/** Keep the known fields with plain values (lists of at most 100 plain values); null when nothing is left or the input is not an object. */
export function sanitizeFilter(input: unknown): SavedFilter | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const out: SavedFilter = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (!FILTER_KEY_SET.has(key)) continue;
    if (Array.isArray(value)) {
      if (value.length > 100) return null;
      const items = value.map((item) => scalar(key, item));
      if (items.some((item) => item === undefined)) return null;
      out[key] = items as Scalar[];
    } else if (value !== undefined) {
      const item = scalar(key, value);
      if (item === undefined) return null;
      out[key] = item;
    }
  }
  return out;
}

export type SavedSearchDto = SavedSearch;
type Row = typeof savedSearches.$inferSelect;

/** The condition of a search that is `userId`'s own: any other id reads as absent. */
const ownSearch = (userId: number, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

export class SavedSearchService {
  private readonly db: Db;
  /** At most this many saved searches per user. */
  readonly max = MAX_SAVED_SEARCHES;

  constructor(private readonly database: Database) {
    this.db = database.db;
  }

  /** The catalogue filter as saved (unknown fields dropped), or null when it is not a filter. */
  sanitize(input: unknown): SavedFilter | null {
    return sanitizeFilter(input);
  }

  /** The reply shape: titles in `lang` and the count of matches since the user last opened the search. */
  private async dto(row: Row, lang: Lang): Promise<SavedSearchDto> {
    const state = readCatalogQuery(row.filter);
    const refs = await catalogRefs(this.database);
    const labels: FilterLabels = {};
    const type = state.propertyType ? refs.propertyTypeBySlug.get(state.propertyType) : undefined;
    if (type) labels.propertyType = titleOf(type.title, lang);
    const region = state.region ? refs.regionBySlug.get(state.region) : undefined;
    if (region) labels.region = titleOf(region.title, lang);
    const city = state.city
      ? region
        ? refs.cityByRegionSlug.get(`${region.id}:${state.city}`)
        : refs.citiesBySlug.get(state.city)?.[0]
      : undefined;
    if (city) labels.city = titleOf(city.title, lang);
    if (city && state.districts?.length) {
      const found = await this.database.execute(
        `SELECT slug, title_tr, title_en, title_ru FROM districts WHERE city_id = $1 AND slug = ANY($2::text[]) ORDER BY slug`,
        [city.id, state.districts],
      );
      labels.districts = found.rows.map((r) => titleOf({ tr: String(r.title_tr), en: String(r.title_en), ru: String(r.title_ru) }, lang));
    }
    let newCount = 0;
    const where = await buildWhere(this.database, { ...state, keywords: undefined }, lang, {}, refs);
    if (where.possible) {
      const n = where.params.length;
      const res = await this.database.execute(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM listings l WHERE ${where.clauses.join(' AND ')} AND l.published_at > $${n + 1} LIMIT ${NEW_COUNT_CAP + 1}) x`,
        [...where.params, (row.seenAt ?? row.createdAt).toISOString()],
      );
      newCount = Number(res.rows[0]?.n ?? 0);
    }
    return {
      id: row.id,
      name: row.name,
      filter: row.filter,
      url: row.url,
      alert: row.alert,
      created_at: row.createdAt.toISOString(),
      labels,
      new_count: newCount,
    };
  }

  async list(userId: number, lang: Lang): Promise<SavedSearchDto[]> {
    const rows = await this.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    return Promise.all(rows.map((row) => this.dto(row, lang)));
  }

  /** The user opened the search: its "new" count starts from now. False when it is not theirs. */
  async markSeen(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .update(savedSearches)
      .set({ seenAt: new Date() })
      .where(ownSearch(userId, id))
      .returning({ id: savedSearches.id });
    return rows.length > 0;
  }

  async count(userId: number): Promise<number> {
    const rows = await this.db.select({ n: sql<number>`count(*)::int` }).from(savedSearches).where(eq(savedSearches.userId, userId));
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Save a search. `lang` (the page's language) and `currency` (the display currency) are kept with it: its alert
   * mails are written in that language and show prices in the filter's currency, else in that one.
   */
  async create(
    userId: number,
    input: { name: string; filter: SavedFilter; url: string | null; alert: SavedSearchAlert; currency?: CurrencyCode | undefined },
    lang: Lang,
  ): Promise<SavedSearchDto> {
    const rows = await this.db
      .insert(savedSearches)
      .values({ userId, name: input.name, filter: input.filter, url: input.url, alert: input.alert, lang, currency: input.currency ?? null })
      .returning();
    const row = rows[0];
    if (!row) throw new Error('insert returned no row');
    return this.dto(row, lang);
  }

  /** Rename (and optionally change the alert of) one of the user's searches; null when it is not theirs. */
  async update(userId: number, id: number, changes: { name?: string | undefined; alert?: SavedSearchAlert | undefined }, lang: Lang): Promise<SavedSearchDto | null> {
    const set: Partial<typeof savedSearches.$inferInsert> = {};
    if (changes.name !== undefined) set.name = changes.name;
    // Setting the alert on a page in another language moves its mails to that language.
    if (changes.alert !== undefined) Object.assign(set, { alert: changes.alert, lang });
    if (Object.keys(set).length === 0) {
      const rows = await this.db.select().from(savedSearches).where(ownSearch(userId, id));
      return rows[0] ? this.dto(rows[0], lang) : null;
    }
    const rows = await this.db
      .update(savedSearches)
      .set(set)
      .where(ownSearch(userId, id))
      .returning();
    return rows[0] ? this.dto(rows[0], lang) : null;
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(savedSearches)
      .where(ownSearch(userId, id))
      .returning({ id: savedSearches.id });
    return rows.length > 0;
  }
}
