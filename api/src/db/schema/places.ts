import { doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeFk, identityId, slugAndTitles, sortOrder } from './columns';

/**
 * Turkey's own hierarchy (DECISIONS.md "Locations"): region = province (il),
 * city = district (ilçe), district = neighbourhood (mahalle).
 * `search` is a folded, lower-case blob of every title and the slug; it carries
 * a pg_trgm GIN index (hand-written migration) so "Алания", "alanya" and
 * "Alanya" find the same place.
 */
/** What every level of place has: slug, titles in tr/en/ru, coordinates (when known) and the search blob. */
const placeColumns = () => ({
  ...slugAndTitles(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  search: text('search').notNull().default(''),
});

export const regions = pgTable(
  'regions',
  {
    id: identityId(),
    /** Plate code, '01'..'81'. */
    code: text('code').notNull(),
    ...placeColumns(),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex('regions_slug_uq').on(t.slug), uniqueIndex('regions_code_uq').on(t.code)],
);

export const cities = pgTable(
  'cities',
  {
    id: identityId(),
    regionId: cascadeFk('region_id', () => regions.id),
    ...placeColumns(),
  },
  (t) => [uniqueIndex('cities_region_slug_uq').on(t.regionId, t.slug), index('cities_slug_idx').on(t.slug)],
);

export const districts = pgTable(
  'districts',
  {
    id: identityId(),
    cityId: cascadeFk('city_id', () => cities.id),
    ...placeColumns(),
  },
  (t) => [uniqueIndex('districts_city_slug_uq').on(t.cityId, t.slug)],
);
