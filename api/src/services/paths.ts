// GET /api/get-path: a catalogue path -> deal type, property type, region and city (slugs + titles)
// and the page's SEO data. Hyphenated slugs are resolved against the known ones.
import { LANGS, type Lang } from '@realty/shared/routes';
import { buildCatalogPath, catalogSeo, CATALOG_MESSAGES, parseCatalogPath, resolvePlaceSegment } from '@realty/shared/catalog';
import type { GetPathReply } from '@realty/shared/schemas';
import type { Database } from '../db/client';
import { catalogRefs, titleOf } from './catalog-cache';

export async function resolveCatalogPath(database: Database, url: string, lang: Lang): Promise<GetPathReply['data']> {
  const parsed = parseCatalogPath(url);
  if (!parsed) return null;
  const refs = await catalogRefs(database);
  const type = parsed.propertyType ? refs.propertyTypeBySlug.get(parsed.propertyType) : undefined;
  if (parsed.propertyType && !type) return null;
  let region = null as null | { slug: string; title: string };
  let city = null as null | { slug: string; title: string };
  if (parsed.place) {
    const place = resolvePlaceSegment(
      parsed.place,
      (slug) => refs.regionBySlug.has(slug),
      (r, c) => {
        const reg = refs.regionBySlug.get(r);
        return !!reg && refs.cityByRegionSlug.has(`${reg.id}:${c}`);
      },
    );
    if (!place) return null;
    const reg = refs.regionBySlug.get(place.region);
    if (!reg) return null;
    region = { slug: reg.slug, title: titleOf(reg.title, lang) };
    if (place.city) {
      const c = refs.cityByRegionSlug.get(`${reg.id}:${place.city}`);
      if (c) city = { slug: c.slug, title: titleOf(c.title, lang) };
    }
  }
  let page = 1;
  try {
    const p = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
    if (Number.isInteger(p) && p > 1) page = p;
  } catch {
    /* parseCatalogPath already accepted it */
  }
  const propertyType = type ? { slug: type.slug, title: titleOf(type.title, lang) } : null;
  const seo = catalogSeo({ lang, dealType: parsed.dealType, propertyType, region, city, page });
  const state = { dealType: parsed.dealType, propertyType: type?.slug ?? null, region: region?.slug ?? null, city: city?.slug ?? null };
  return {
    lang,
    dealType: { slug: parsed.dealType, title: CATALOG_MESSAGES[lang].dealType[parsed.dealType] },
    propertyType,
    region,
    city,
    seo,
    alternates: Object.fromEntries(LANGS.map((l) => [l, buildCatalogPath(l, state)])),
  };
}
