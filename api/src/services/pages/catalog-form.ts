// A catalogue filter submitted as a plain GET form (before hydration or without JavaScript; shared/src/catalog/form.ts)
// -> the catalogue URL the codec makes for it, which the web server answers with a 303.
import type { Lang } from '@realty/shared/routes';
import { catalogSearch, catalogUrl, filterOfForm, isDealType, isFilterForm, parseCatalogPath, parseCatalogQuery } from '@realty/shared/catalog';
import { readCatalogQuery } from '@realty/shared/schemas';
import type { Database } from '../../db/client';
import { catalogRefs } from '../../plugins/app/catalog/catalog-cache';
import { resolveParsedPath } from '../../plugins/app/catalog/paths';

/** Where a form's submission to a catalogue path goes; null when the query is not a form or the path names nothing. */
export async function catalogFormRedirect(database: Database, lang: Lang, path: string, query: URLSearchParams): Promise<string | null> {
  if (!isFilterForm(query)) return null;
  const parsed = parseCatalogPath(path);
  if (!parsed) return null;
  const refs = await catalogRefs(database);
  const resolved = resolveParsedPath(refs, parsed);
  if (!resolved) return null;
  const form = filterOfForm(
    {
      ...(resolved.dealType ? { dealType: resolved.dealType } : {}),
      ...(resolved.propertyType ? { propertyType: resolved.propertyType.slug } : {}),
      ...(resolved.region ? { region: resolved.region.slug } : {}),
      ...(resolved.city ? { city: resolved.city.slug } : {}),
    },
    query,
  );
  // The query fields are read as any catalogue URL's (leniently); the path fields must name known slugs, or the
  // redirect would land on a 404: an unknown one is left out (a district of another province with it).
  const state = readCatalogQuery(parseCatalogQuery(catalogSearch(form)));
  const dealType = isDealType(form.dealType) ? form.dealType : undefined;
  const propertyType = form.propertyType && refs.propertyTypeBySlug.has(form.propertyType) ? form.propertyType : undefined;
  const region = form.region ? refs.regionBySlug.get(form.region) : undefined;
  const city = region && form.city && refs.cityByRegionSlug.has(`${region.id}:${form.city}`) ? form.city : undefined;
  return catalogUrl(lang, {
    ...state,
    ...(dealType ? { dealType } : {}),
    ...(propertyType ? { propertyType } : {}),
    ...(region ? { region: region.slug } : {}),
    ...(city ? { city } : { districts: undefined }),
  });
}
