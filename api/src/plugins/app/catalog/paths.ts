// Catalogue paths -> what they name. `/{lang}/real-estate/{dealType}[-{propertyType}]/{region}[-{city}]`: the property
// type and the place are resolved against the known slugs (hyphenated slugs such as `afyon-karahisar` included).
// Used by GET /api/get-path, GET /api/realty?path=, and the catalogue page reply.
import { LANGS, type Lang } from '@realty/shared/routes';
import { catalogPath, catalogSeo, CATALOG_MESSAGES, parseCatalogPath, resolvePlaceSegment, type ParsedCatalogPath } from '@realty/shared/catalog';
import type { DealType } from '@realty/shared/schemas';
import type { GetPathReply } from '@realty/shared/contracts/catalog';
import type { Database } from '../../../db/client';
import { catalogRefs, titleOf, type CatalogRefs, type CityRef, type PropertyTypeRef, type RegionRef } from './catalog-cache';

export interface ResolvedCatalogPath {
  dealType?: DealType;
  propertyType?: PropertyTypeRef;
  region?: RegionRef;
  city?: CityRef;
}

/** What a parsed catalogue path names; null when a slug is unknown (the page is a 404). */
export function resolveParsedPath(refs: CatalogRefs, parsed: ParsedCatalogPath): ResolvedCatalogPath | null {
  const out: ResolvedCatalogPath = parsed.dealType ? { dealType: parsed.dealType } : {};
  if (parsed.propertyType) {
    const type = refs.propertyTypeBySlug.get(parsed.propertyType);
    if (!type) return null;
    out.propertyType = type;
  }
  if (parsed.place) {
    const place = resolvePlaceSegment(
      parsed.place,
      (slug) => refs.regionBySlug.has(slug),
      (region, city) => {
        const r = refs.regionBySlug.get(region);
        return !!r && refs.cityByRegionSlug.has(`${r.id}:${city}`);
      },
    );
    const region = place ? refs.regionBySlug.get(place.region) : undefined;
    if (!place || !region) return null;
    out.region = region;
    if (place.city) out.city = refs.cityByRegionSlug.get(`${region.id}:${place.city}`);
  }
  return out;
}

/**
 * `path` of `GET /api/realty?path=`: the part after `real-estate/` (`sale-villa/antalya-alanya`) -> filter fields;
 * null when it is not a catalogue path or names an unknown slug.
 */
export async function filterOfPath(
  database: Database,
  path: string,
): Promise<{ dealType?: DealType; propertyType?: string; region?: string; city?: string } | null> {
  const parsed = parseCatalogPath(`/tr/real-estate/${path.replace(/^\/+|\/+$/g, '')}`);
  if (!parsed) return null;
  const resolved = resolveParsedPath(await catalogRefs(database), parsed);
  if (!resolved) return null;
  return {
    ...(resolved.dealType ? { dealType: resolved.dealType } : {}),
    ...(resolved.propertyType ? { propertyType: resolved.propertyType.slug } : {}),
    ...(resolved.region ? { region: resolved.region.slug } : {}),
    ...(resolved.city ? { city: resolved.city.slug } : {}),
  };
}

/** GET /api/get-path: slugs, titles and SEO data of a catalogue URL; null when unknown. */
export async function resolveCatalogPath(database: Database, url: string, lang: Lang): Promise<GetPathReply['data']> {
  const parsed = parseCatalogPath(url);
  if (!parsed?.dealType) return null;
  const refs = await catalogRefs(database);
  const resolved = resolveParsedPath(refs, parsed);
  if (!resolved) return null;
  let page = 1;
  try {
    const p = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
    if (Number.isInteger(p) && p > 1) page = p;
  } catch {
    /* parseCatalogPath already accepted it */
  }
  const dealType = parsed.dealType;
  const propertyType = resolved.propertyType ? { slug: resolved.propertyType.slug, title: titleOf(resolved.propertyType.title, lang) } : null;
  const region = resolved.region ? { slug: resolved.region.slug, title: titleOf(resolved.region.title, lang) } : null;
  const city = resolved.city ? { slug: resolved.city.slug, title: titleOf(resolved.city.title, lang) } : null;
  const state = { dealType, propertyType: propertyType?.slug, region: region?.slug, city: city?.slug };
  return {
    lang,
    dealType: { slug: dealType, title: CATALOG_MESSAGES[lang].dealType[dealType] },
    propertyType,
    region,
    city,
    seo: catalogSeo({ lang, dealType, propertyType, region, city, page }),
    alternates: Object.fromEntries(LANGS.map((l) => [l, catalogPath(l, state)])),
  };
}
