// Saved searches (catalogue filters) of the signed-in user. Every query is scoped by the owner's id;
// the filter is reduced to the known catalogue fields (nothing else is stored).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { savedSearches } from '../db/schema';

export const MAX_SAVED_SEARCHES = 50;
export const SAVED_SEARCH_ALERTS = ['none', 'daily', 'weekly'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** Catalogue filter fields (PRODUCT.md §3, DECISIONS.md "Catalogue") a saved search may hold. */
export const FILTER_KEYS = [
  'categories', 'dealType', 'propertyType', 'cats', 'rooms', 'region', 'regionSlug', 'city', 'citySlug', 'districts',
  'price_from', 'price_to', 'area_from', 'area_to', 'currency', 'sort', 'keywords', 'q', 'agent', 'agency', 'filter',
] as const;
const FILTER_KEY_SET = new Set<string>(FILTER_KEYS);

type Scalar = string | number | boolean | null;
export type SavedFilter = Record<string, Scalar | Scalar[]>;

const scalar = (value: unknown): Scalar | undefined => {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.length <= 200 ? value : undefined;
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
      const items = value.map(scalar);
      if (items.some((item) => item === undefined)) return null;
      out[key] = items as Scalar[];
    } else if (value !== undefined) {
      const item = scalar(value);
      if (item === undefined) return null;
      out[key] = item;
    }
  }
  return out;
}

export interface SavedSearchDto {
  id: number;
  name: string;
  filter: Record<string, unknown>;
  url: string | null;
  alert: SavedSearchAlert;
  created_at: string;
}

type Row = typeof savedSearches.$inferSelect;
const dto = (row: Row): SavedSearchDto => ({
  id: row.id,
  name: row.name,
  filter: row.filter,
  url: row.url,
  alert: row.alert,
  created_at: row.createdAt.toISOString(),
});

export class SavedSearchService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<SavedSearchDto[]> {
    const rows = await this.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    return rows.map(dto);
  }

  async count(userId: number): Promise<number> {
    const rows = await this.db.select({ n: sql<number>`count(*)::int` }).from(savedSearches).where(eq(savedSearches.userId, userId));
    return Number(rows[0]?.n ?? 0);
  }

  async create(userId: number, input: { name: string; filter: SavedFilter; url: string | null; alert: SavedSearchAlert }): Promise<SavedSearchDto> {
    const rows = await this.db
      .insert(savedSearches)
      .values({ userId, name: input.name, filter: input.filter, url: input.url, alert: input.alert })
      .returning();
    const row = rows[0];
    if (!row) throw new Error('insert returned no row');
    return dto(row);
  }

  /** Rename (and optionally change the alert of) one of the user's searches; null when it is not theirs. */
  async update(userId: number, id: number, changes: { name?: string | undefined; alert?: SavedSearchAlert | undefined }): Promise<SavedSearchDto | null> {
    const set: Partial<typeof savedSearches.$inferInsert> = {};
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.alert !== undefined) set.alert = changes.alert;
    if (Object.keys(set).length === 0) {
      const rows = await this.db.select().from(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
      return rows[0] ? dto(rows[0]) : null;
    }
    const rows = await this.db
      .update(savedSearches)
      .set(set)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning();
    return rows[0] ? dto(rows[0]) : null;
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return rows.length > 0;
  }
}
