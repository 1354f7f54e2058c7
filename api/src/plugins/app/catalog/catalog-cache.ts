// Small, slowly changing reference data for the public read API, cached per database for a short
// time: property types, regions and cities (by slug and id), current currency rates.
import type { Lang } from '@realty/shared/routes';
import { CURRENCIES, type CurrencyCode } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import { numOrNull } from '../../../db/row-values';
import { SEED_RATES } from '../../../db/reference';

export interface Titles {
  tr: string;
  en: string;
  ru: string;
}
export interface PropertyTypeRef {
  id: number;
  slug: string;
  title: Titles;
  hasRooms: boolean;
}
export interface RegionRef {
  id: number;
  slug: string;
  title: Titles;
  lat: number | null;
  lng: number | null;
}
export interface CityRef extends RegionRef {
  regionId: number;
}
export type Rates = Record<CurrencyCode, number>;

export interface CatalogRefs {
  propertyTypes: PropertyTypeRef[];
  propertyTypeBySlug: Map<string, PropertyTypeRef>;
  propertyTypeById: Map<number, PropertyTypeRef>;
  regions: RegionRef[];
  regionBySlug: Map<string, RegionRef>;
  regionById: Map<number, RegionRef>;
  cityById: Map<number, CityRef>;
  /** `${regionId}:${slug}` -> city */
  cityByRegionSlug: Map<string, CityRef>;
  citiesBySlug: Map<string, CityRef[]>;
  citiesByRegion: Map<number, CityRef[]>;
  rates: Rates;
  ratesDate: string | null;
}

export const TTL_MS = 60_000;
const cache = new WeakMap<Database, { at: number; refs: Promise<CatalogRefs> }>();

export const titleOf = (t: Titles, lang: Lang): string => t[lang] || t.tr;

const titles = (row: Record<string, unknown>): Titles => ({
  tr: String(row.title_tr ?? ''),
  en: String(row.title_en ?? ''),
  ru: String(row.title_ru ?? ''),
});

async function load(database: Database): Promise<CatalogRefs> {
  const [types, regions, cities, rates] = await Promise.all([
    database.execute('SELECT id, slug, title_tr, title_en, title_ru, has_rooms FROM property_types ORDER BY sort, id'),
    database.execute('SELECT id, slug, title_tr, title_en, title_ru, lat, lng FROM regions ORDER BY sort, title_tr'),
    database.execute('SELECT id, region_id, slug, title_tr, title_en, title_ru, lat, lng FROM cities ORDER BY title_tr'),
    database.execute(
      "SELECT DISTINCT ON (code) code::text AS code, rate, rate_date::text AS rate_date FROM currency_rates ORDER BY code, rate_date DESC",
    ),
  ]);
  const propertyTypes = types.rows.map((r) => ({ id: Number(r.id), slug: String(r.slug), title: titles(r), hasRooms: Boolean(r.has_rooms) }));
  const regionList = regions.rows.map((r) => ({ id: Number(r.id), slug: String(r.slug), title: titles(r), lat: numOrNull(r.lat), lng: numOrNull(r.lng) }));
  const cityList = cities.rows.map((r) => ({
    id: Number(r.id),
    regionId: Number(r.region_id),
    slug: String(r.slug),
    title: titles(r),
    lat: numOrNull(r.lat),
    lng: numOrNull(r.lng),
  }));
  const rateMap: Rates = { TRY: 1, ...SEED_RATES };
  let ratesDate: string | null = null;
  for (const r of rates.rows) {
    const code = String(r.code) as CurrencyCode;
    if ((CURRENCIES as readonly string[]).includes(code) && Number(r.rate) > 0) rateMap[code] = Number(r.rate);
    if (!ratesDate || String(r.rate_date) > ratesDate) ratesDate = String(r.rate_date);
  }
  rateMap.TRY = 1;
  const citiesBySlug = new Map<string, CityRef[]>();
  const citiesByRegion = new Map<number, CityRef[]>();
  for (const c of cityList) {
    citiesBySlug.set(c.slug, [...(citiesBySlug.get(c.slug) ?? []), c]);
    citiesByRegion.set(c.regionId, [...(citiesByRegion.get(c.regionId) ?? []), c]);
  }
  return {
    propertyTypes,
    propertyTypeBySlug: new Map(propertyTypes.map((p) => [p.slug, p])),
    propertyTypeById: new Map(propertyTypes.map((p) => [p.id, p])),
    regions: regionList,
    regionBySlug: new Map(regionList.map((r) => [r.slug, r])),
    regionById: new Map(regionList.map((r) => [r.id, r])),
    cityById: new Map(cityList.map((c) => [c.id, c])),
    cityByRegionSlug: new Map(cityList.map((c) => [`${c.regionId}:${c.slug}`, c])),
    citiesBySlug,
    citiesByRegion,
    rates: rateMap,
    ratesDate,
  };
}

/** The cached reference data (reloaded after TTL_MS; a failed load is not cached). */
export function catalogRefs(database: Database): Promise<CatalogRefs> {
  const hit = cache.get(database);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.refs;
  const refs = load(database);
  cache.set(database, { at: Date.now(), refs });
  refs.catch(() => cache.delete(database));
  return refs;
}

/** Forget cached reference data (after a seed or a rates update in tests). */
export function resetCatalogRefs(database: Database): void {
  cache.delete(database);
}

/** A price in TRY converted to every currency (whole units). */
export function convertPrices(priceTry: number, rates: Rates): Record<CurrencyCode, number> {
  return {
    TRY: Math.round(priceTry),
    USD: Math.round(priceTry / rates.USD),
    EUR: Math.round(priceTry / rates.EUR),
    RUB: Math.round(priceTry / rates.RUB),
  };
}
