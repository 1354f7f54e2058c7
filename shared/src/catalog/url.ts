// The catalogue URL codec (PRODUCT.md §2 all-filters popup, DECISIONS.md "Catalogue"): one place that turns a
// `CatalogState` into a URL or API parameters and reads a URL back. The URL is the filter's only state:
//   /{lang}/real-estate/{dealType}[-{propertyType}]/{region}[-{city}]?filter&price_from&price_to&districts&rooms&currency
//   (+ area_from, area_to, keywords, eids=verified, the map's bbox, polygon, near and radius_km, sort, page, view=map)
// No zod here (front-end bundles import this module); schemas/catalog.ts `readCatalogQuery` validates what is read.
import type { Lang } from '../routes/table';
import type { CatalogState } from '../schemas/catalog';
import type { CurrencyCode } from '../schemas/currency';
import { DEAL_TYPE_ALIASES, DEFAULT_SORT, isDealType, type DealType } from './constants';

/** The path fields of a catalogue URL. */
export type CatalogPathState = Pick<CatalogState, 'dealType' | 'propertyType' | 'region' | 'city'>;

/**
 * The query fields a catalogue URL carries, in URL order. Everything else in `CatalogState` (the favourites and own
 * listings flags, agent, agency) is not part of a public catalogue address.
 */
export const CATALOG_URL_FIELDS = [
  'price_from', 'price_to', 'districts', 'rooms', 'currency', 'area_from', 'area_to', 'keywords', 'eids', 'energy', 'code_from',
  'bbox', 'polygon', 'near', 'radius_km', 'sort', 'page', 'view',
] as const;

/** A bound counts only when set, numeric and not negative (PRODUCT.md §5). */
export function boundValue(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Path part: `/{lang}/real-estate[/{dealType}[-{propertyType}][/{region}[-{city}]]]`. A place needs a deal type (sale by default). */
export function catalogPath(lang: Lang, state: CatalogPathState): string {
  const dealType = state.dealType ?? (state.propertyType || state.region ? 'sale' : undefined);
  if (!dealType) return `/${lang}/real-estate`;
  let path = `/${lang}/real-estate/${dealType}${state.propertyType ? `-${state.propertyType}` : ''}`;
  if (state.region) path += `/${state.region}${state.city ? `-${state.city}` : ''}`;
  return path;
}

const enc = (value: string): string => encodeURIComponent(value); // '+' -> %2B, ',' -> %2C inside a value

/**
 * Fields that narrow the results. The `filter` marker of PRODUCT.md §2 leads the query only when one of them follows:
 * a sort, a page or a currency alone is `?sort=price_asc&page=2`, never a bare `?filter&`.
 */
const NARROWING_FIELDS: ReadonlySet<string> = new Set([
  'price_from', 'price_to', 'districts', 'rooms', 'area_from', 'area_to', 'keywords', 'eids', 'energy', 'code_from', 'bbox', 'polygon', 'near',
  'radius_km',
]);

/** Map fields keep their commas and write a space as `+` (`polygon=30.1+36.5,30.2+36.6`): short and readable. */
const encGeo = (value: string): string => value.replace(/[^0-9.,\- ]/g, '').replace(/ /g, '+');

/**
 * Query part, or '' when nothing is set: `?filter&…` when a narrowing field is set (PRODUCT.md §2), else `?…` (sort,
 * page, currency). Lists are comma-joined.
 */
export function catalogSearch(state: Partial<CatalogState>): string {
  const parts: string[] = [];
  let narrowed = false;
  for (const field of CATALOG_URL_FIELDS) {
    const value = state[field];
    const count = parts.length;
    switch (field) {
      case 'price_from':
      case 'price_to':
      case 'area_from':
      case 'area_to': {
        const n = boundValue(value as number | undefined);
        if (n !== undefined) parts.push(`${field}=${n}`);
        break;
      }
      case 'districts':
      case 'energy':
      case 'rooms': {
        const list = value as readonly string[] | undefined;
        if (list?.length) parts.push(`${field}=${list.map(enc).join(',')}`);
        break;
      }
      case 'keywords': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text) parts.push(`keywords=${enc(text)}`);
        break;
      }
      case 'eids':
        if (value === 'verified') parts.push('eids=verified');
        break;
      case 'bbox':
      case 'polygon':
      case 'near':
        if (typeof value === 'string' && value) parts.push(`${field}=${encGeo(value)}`);
        break;
      case 'view':
        if (value === 'map') parts.push('view=map');
        break;
      case 'sort':
        if (value && value !== DEFAULT_SORT) parts.push(`sort=${enc(String(value))}`);
        break;
      case 'page':
        if (typeof value === 'number' && value > 1) parts.push(`page=${value}`);
        break;
      default:
        if (value) parts.push(`${field}=${enc(String(value))}`);
    }
    if (parts.length > count && NARROWING_FIELDS.has(field)) narrowed = true;
  }
  if (!parts.length) return '';
  return narrowed ? `?filter&${parts.join('&')}` : `?${parts.join('&')}`;
}

/**
 * The currency of the filter's price bounds (DECISIONS.md: bounds are in the query's `currency`), so that the amounts
 * and their currency stay one pair on every screen: the query's `currency` while a bound is set (TRY, the API's
 * default, when the query names none); without bounds, the display currency, in which new ones are typed. A change of
 * the display currency does not touch a filter's bounds: they keep their own currency until they are changed.
 */
export function boundsCurrency(state: Partial<CatalogState>, display: CurrencyCode): CurrencyCode {
  const bounded = boundValue(state.price_from) !== undefined || boundValue(state.price_to) !== undefined;
  return bounded ? (state.currency ?? 'TRY') : display;
}

/** The price part of a filter change: the bounds typed and their currency (none when no bound is left). */
export function priceChange(from: number | undefined, to: number | undefined, currency: CurrencyCode): Pick<CatalogState, 'price_from' | 'price_to' | 'currency'> {
  const bounded = boundValue(from) !== undefined || boundValue(to) !== undefined;
  return { price_from: from, price_to: to, currency: bounded ? currency : undefined };
}

/** The whole catalogue URL of a state. */
export function catalogUrl(lang: Lang, state: Partial<CatalogState>): string {
  return catalogPath(lang, state) + catalogSearch(state);
}

/**
 * Parameters of `GET /api/realty` (and of the catalogue page reply) for a state: every set field as a string, lists
 * comma-joined (the API client writes `+` as %2B), defaults left out.
 */
export function catalogApiParams(state: Partial<CatalogState>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (key === 'sort' && value === DEFAULT_SORT) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'view') continue; // the page's mode, not a filter
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

const GEO_FIELDS = ['bbox', 'polygon', 'near', 'radius_km'] as const;

/**
 * One change to the filter, as PRODUCT.md §4 says: any change but the page goes back to page 1; choosing a region
 * clears city and districts, choosing a city clears districts; a changed deal type keeps the rest.
 */
export function changeFilter(state: CatalogState, patch: Partial<CatalogState>): CatalogState {
  const next: CatalogState = { ...state, ...patch };
  if ('region' in patch && patch.region !== state.region) {
    if (!('city' in patch)) delete next.city;
    if (!('districts' in patch)) delete next.districts;
  }
  if ('city' in patch && patch.city !== state.city && !('districts' in patch)) delete next.districts;
  // Another place: a map area of the old one would match nothing there.
  const movedPlace = ('region' in patch && patch.region !== state.region) || ('city' in patch && patch.city !== state.city);
  if (movedPlace) for (const key of GEO_FIELDS) if (!(key in patch)) delete next[key];
  const onlyPage = Object.keys(patch).every((key) => key === 'page' || key === 'view');
  if (!onlyPage) next.page = 1;
  for (const key of Object.keys(next) as (keyof CatalogState)[]) {
    const value = next[key];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
  }
  next.sort ??= DEFAULT_SORT;
  next.page ??= 1;
  return next;
}

export interface ParsedCatalogPath {
  lang: Lang;
  /** Absent on `/{lang}/real-estate` (every deal type). */
  dealType?: DealType;
  /** Everything after `{dealType}-` in the first segment (a property type slug, may contain hyphens). */
  propertyType?: string;
  /** The raw `{region}[-{city}]` segment; resolve it against known slugs with `resolvePlaceSegment`. */
  place?: string;
}

const LANG_CODES: readonly string[] = ['tr', 'en', 'ru'];

/** Split a catalogue pathname (query and hash are ignored). Null when it is not a catalogue path. */
export function parseCatalogPath(url: string): ParsedCatalogPath | null {
  let pathname: string;
  try {
    pathname = new URL(url.trim(), 'http://x').pathname;
  } catch {
    return null;
  }
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return null;
  }
  const [lang, root, first, place, ...rest] = segments;
  if (!lang || !LANG_CODES.includes(lang) || root !== 'real-estate' || rest.length) return null;
  if (!first) return place ? null : { lang: lang as Lang };
  const dash = first.indexOf('-');
  const head = dash === -1 ? first : first.slice(0, dash);
  const dealType = isDealType(head) ? head : DEAL_TYPE_ALIASES[head];
  if (!dealType) return null;
  const propertyType = dash === -1 ? '' : first.slice(dash + 1);
  return { lang: lang as Lang, dealType, ...(propertyType ? { propertyType } : {}), ...(place ? { place } : {}) };
}

/**
 * Resolve `{region}[-{city}]` against known slugs (slugs may contain hyphens, so the segment is not simply split on
 * '-'). Prefers the whole segment as a region, then the longest region prefix whose remainder is a city of it.
 */
export function resolvePlaceSegment(
  segment: string,
  isRegion: (slug: string) => boolean,
  isCityOf: (region: string, city: string) => boolean,
): { region: string; city: string | null } | null {
  if (isRegion(segment)) return { region: segment, city: null };
  const cuts: number[] = [];
  for (let i = segment.indexOf('-'); i !== -1; i = segment.indexOf('-', i + 1)) cuts.push(i);
  for (const cut of cuts.reverse()) {
    const region = segment.slice(0, cut);
    const city = segment.slice(cut + 1);
    if (region && city && isRegion(region) && isCityOf(region, city)) return { region, city };
  }
  return null;
}

/** The raw query of a catalogue URL (`filter` marker dropped; the last of a repeated key wins). Validate with `readCatalogQuery`. */
export function parseCatalogQuery(search: string): Record<string, string> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (key !== 'filter') out[key] = value;
  return out;
}
