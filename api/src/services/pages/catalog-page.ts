// The catalogue page reply (`realEstate` and `catalog` routes): the URL is the filter's only state, so the page's
// path and query are all it takes. One call gives the resolved filter, the generated title and description, the
// breadcrumbs, the first page of cards with its count, and the option lists of the quick filter.
import { LANGS, type Lang } from '@realty/shared/routes';
import { catalogIndexing, catalogPath, catalogSeo, catalogUrl, CATALOG_MESSAGES, parseCatalogPath, parseCatalogQuery } from '@realty/shared/catalog';
import { PER_PAGE_DEFAULT, readCatalogQuery, type CatalogPageData, type CatalogState } from '@realty/shared/schemas';
import type { Database } from '../../db/client';
import { catalogRefs, titleOf } from '../../plugins/app/catalog/catalog-cache';
import { filterOptions } from '../../plugins/app/catalog/filter-options';
import { cardsOfQuery } from '../../plugins/app/catalog/listings';
import { listCities, listDistricts } from '../../plugins/app/catalog/locations';
import { resolveParsedPath } from '../../plugins/app/catalog/paths';
import { searchPage } from '../../plugins/app/catalog/search';

/** Fields a public catalogue URL may not set: they belong to a signed-in user's own pages or to agent pages. */
const PRIVATE_FIELDS = ['isFavorite', 'user_id', 'agent', 'agency'] as const;
/** Fields the path sets; a query may not override them. */
const PATH_FIELDS = ['dealType', 'propertyType', 'region', 'city'] as const;

/** The catalogue page for a path and query; null when the path names an unknown deal, type or place. */
export async function catalogPage(database: Database, lang: Lang, path: string, search: string): Promise<CatalogPageData | null> {
  const parsed = parseCatalogPath(path);
  if (!parsed) return null;
  const refs = await catalogRefs(database);
  const resolved = resolveParsedPath(refs, parsed);
  if (!resolved) return null;

  const query = readCatalogQuery(parseCatalogQuery(search));
  for (const field of [...PRIVATE_FIELDS, ...PATH_FIELDS]) delete query[field];
  const filter: CatalogState = {
    ...query,
    ...(resolved.dealType ? { dealType: resolved.dealType } : {}),
    ...(resolved.propertyType ? { propertyType: resolved.propertyType.slug } : {}),
    ...(resolved.region ? { region: resolved.region.slug } : {}),
    ...(resolved.city ? { city: resolved.city.slug } : {}),
  };
  if (!filter.city) delete filter.districts; // neighbourhoods only mean something inside a district

  const [list, options] = await Promise.all([
    searchPage(database, { ...filter, per_page: PER_PAGE_DEFAULT }, lang, {}, async (sql, params) => (await cardsOfQuery(database, sql, params, lang)).cards, {
      promoted: true,
    }),
    catalogOptions(database, lang, filter),
  ]);
  // A page past the last one (a stale link) is not a page.
  if (filter.page > 1 && list.items.length === 0) return null;

  const propertyType = resolved.propertyType ? { code: resolved.propertyType.slug, title: titleOf(resolved.propertyType.title, lang) } : null;
  const region = resolved.region ? { code: resolved.region.slug, title: titleOf(resolved.region.title, lang) } : null;
  const city = resolved.city ? { code: resolved.city.slug, title: titleOf(resolved.city.title, lang) } : null;
  const district = filter.districts?.length === 1 ? options.districts.find((d) => d.code === filter.districts?.[0]) : undefined;
  const indexing = catalogIndexing(filter);
  const seo = catalogSeo({
    lang,
    dealType: resolved.dealType,
    propertyType: propertyType && { slug: propertyType.code, title: propertyType.title },
    region,
    city,
    district: district ?? null,
    rooms: indexing.rooms,
    page: filter.page,
  });

  const centred = [resolved.city, resolved.region].find((place) => place && place.lat !== null && place.lng !== null);
  return {
    filter,
    seo,
    place_center: centred ? { title: titleOf(centred.title, lang), lat: centred.lat!, lng: centred.lng! } : null,
    breadcrumbs: breadcrumbs(lang, filter, { propertyType, region, city }, indexing.rooms),
    propertyType,
    region,
    city,
    list: {
      ...(list.promoted?.length ? { promoted: list.promoted } : {}),
      data: list.items,
      meta: {
        current_page: list.page,
        last_page: list.lastPage,
        total: list.total,
        per_page: list.perPage,
        ...(list.totalIsEstimate ? { total_is_estimate: true } : {}),
      },
    },
    options,
    canonical: catalogUrl(lang, indexing.canonical),
    indexable: indexing.indexable,
    alternates: Object.fromEntries(LANGS.map((other) => [other, catalogUrl(other, indexing.canonical)])) as CatalogPageData['alternates'],
  };
}

type Named = { code: string; title: string } | null;

function breadcrumbs(lang: Lang, filter: CatalogState, names: { propertyType: Named; region: Named; city: Named }, rooms?: string): CatalogPageData['breadcrumbs'] {
  const m = CATALOG_MESSAGES[lang];
  const crumbs: CatalogPageData['breadcrumbs'] = [
    { title: m.crumbs.home, url: `/${lang}` },
    { title: m.crumbs.realEstate, url: `/${lang}/real-estate` },
  ];
  const dealType = filter.dealType;
  if (dealType) {
    crumbs.push({ title: m.crumbs.deal[dealType], url: catalogPath(lang, { dealType }) });
    if (names.propertyType) crumbs.push({ title: names.propertyType.title, url: catalogPath(lang, { dealType, propertyType: filter.propertyType }) });
    if (names.region) crumbs.push({ title: names.region.title, url: catalogPath(lang, { dealType, propertyType: filter.propertyType, region: filter.region }) });
    if (names.city)
      crumbs.push({ title: names.city.title, url: catalogPath(lang, { dealType, propertyType: filter.propertyType, region: filter.region, city: filter.city }) });
  }
  // A rooms facet is one level below its landing.
  if (rooms) crumbs.push({ title: rooms });
  // The page itself is the last crumb, unlinked.
  const last = crumbs[crumbs.length - 1];
  if (last) delete last.url;
  return crumbs;
}

/** Option lists for the quick filter: property types of the deal type, rooms, regions, and the chosen region's and district's places. */
async function catalogOptions(database: Database, lang: Lang, filter: CatalogState): Promise<CatalogPageData['options']> {
  const [base, cities, districts] = await Promise.all([
    filterOptions(database, lang, filter.dealType ? { dealType: filter.dealType } : {}),
    filter.region ? listCities(database, lang, filter.region) : null,
    filter.region && filter.city ? listDistricts(database, lang, filter.city, filter.region) : null,
  ]);
  const brief = (items: Array<{ code: string; title: string }> | null) => (items ?? []).map(({ code, title }) => ({ code, title }));
  return {
    propertyType: base.propertyType,
    rooms: base.rooms,
    regions: base.regions,
    cities: brief(cities),
    districts: brief(districts),
  };
}
