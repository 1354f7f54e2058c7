import { doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Turkey's own hierarchy (DECISIONS.md "Locations"): region = province (il),
 * city = district (ilçe), district = neighbourhood (mahalle).
 * `search` is a folded, lower-case blob of every title and the slug; it carries
 * a pg_trgm GIN index (hand-written migration) so "Алания", "alanya" and
 * "Alanya" find the same place.
 */
/** What every level of place has: slug, titles in tr/en/ru, coordinates (when known) and the search blob. */
const placeColumns = () => ({
  slug: text('slug').notNull(),
  titleTr: text('title_tr').notNull(),
  titleEn: text('title_en').notNull(),
  titleRu: text('title_ru').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  search: text('search').notNull().default(''),
});

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Plate code, '01'..'81'. */
    code: text('code').notNull(),
    ...placeColumns(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('regions_slug_uq').on(t.slug), uniqueIndex('regions_code_uq').on(t.code)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    ...placeColumns(),
  },
  (t) => [uniqueIndex('cities_region_slug_uq').on(t.regionId, t.slug), index('cities_slug_idx').on(t.slug)],
);

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    ...placeColumns(),
  },
  (t) => [uniqueIndex('districts_city_slug_uq').on(t.cityId, t.slug)],
);
