// The catalogue filter as a plain GET form (issue 27 "No lost input"): before the page's scripts run, or without
// JavaScript, the quick filter and the home search submit their fields under the codec's names, the path fields
// (deal type, property type, province, district) in the query and lists repeated. The server answers such a query
// with a redirect to the URL the codec makes (api: the catalogue page's form redirect).
import type { CatalogState } from '../schemas/catalog';
import type { CurrencyCode } from '../schemas/currency';
import type { DealType } from './constants';
import { boundValue, type CatalogPathState } from './url';

/** Names of the fields a catalogue URL carries in its path: in a query they mark a form submission. */
export const FORM_PATH_FIELDS = ['dealType', 'propertyType', 'region', 'city'] as const;

/** Whether a catalogue page's query is a submitted filter form (canonical URLs never name a path field in the query). */
export function isFilterForm(params: URLSearchParams): boolean {
  return FORM_PATH_FIELDS.some((field) => params.has(field));
}

const text = (params: URLSearchParams, name: string): string | undefined => params.get(name)?.trim() || undefined;
const list = (params: URLSearchParams, name: string): string[] | undefined => {
  const items = params.getAll(name).flatMap((value) => value.split(',')).map((item) => item.trim()).filter(Boolean);
  return items.length ? [...new Set(items)] : undefined;
};

/**
 * The filter a submitted form asks for, from the place it was shown on (its action's path) and its fields. The form
 * is the whole filter (an unticked box or an empty bound clears its field; a new filter starts on page 1), with the
 * rules of `changeFilter`: a district left as shown goes when the province changed (its list was the old province's),
 * and the neighbourhoods go when the district changed. Values are not validated here: the server reads the URL made
 * of them leniently, as any other catalogue URL.
 */
export function filterOfForm(shown: CatalogPathState, params: URLSearchParams): Partial<CatalogState> {
  const region = text(params, 'region');
  let city = text(params, 'city');
  if (region !== shown.region && city === shown.city) city = undefined;
  const price_from = boundValue(text(params, 'price_from'));
  const price_to = boundValue(text(params, 'price_to'));
  const bounded = price_from !== undefined || price_to !== undefined;
  const state: Partial<CatalogState> = {
    dealType: (text(params, 'dealType') as DealType | undefined) ?? shown.dealType,
    propertyType: params.has('propertyType') ? text(params, 'propertyType') : shown.propertyType,
    region,
    city,
    price_from,
    price_to,
    currency: bounded ? (text(params, 'currency') as CurrencyCode | undefined) : undefined,
    districts: shown.city && city !== shown.city ? undefined : list(params, 'districts'),
    rooms: list(params, 'rooms') as CatalogState['rooms'],
    area_from: boundValue(text(params, 'area_from')),
    area_to: boundValue(text(params, 'area_to')),
    keywords: text(params, 'keywords'),
    eids: text(params, 'eids') === 'verified' ? 'verified' : undefined,
    energy: list(params, 'energy') as CatalogState['energy'],
    code_from: text(params, 'code_from') as CatalogState['code_from'],
    // the map mode and its area stay as they were (the form has them as hidden fields)
    view: text(params, 'view') === 'map' ? 'map' : undefined,
    bbox: text(params, 'bbox'),
    polygon: text(params, 'polygon'),
    near: text(params, 'near'),
    radius_km: boundValue(text(params, 'radius_km')),
    sort: text(params, 'sort') as CatalogState['sort'] | undefined,
  };
  // another place: a map area of the old one would match nothing there (as in changeFilter)
  if (region !== shown.region || city !== shown.city) for (const key of ['bbox', 'polygon', 'near', 'radius_km'] as const) delete state[key];
  for (const key of Object.keys(state) as (keyof CatalogState)[]) if (state[key] === undefined) delete state[key];
  return state;
}
