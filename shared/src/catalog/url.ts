// Catalogue URLs (PRODUCT.md §2 all-filters popup, DECISIONS.md "Catalogue"):
// /{lang}/real-estate/{dealType}[-{propertyType}]/{region}[-{city}]?filter&price_from&price_to&districts&rooms&currency&...
import { LANGS, type Lang } from '../routes';
import { DEAL_TYPES, type DealType } from '../schemas/catalog';

export interface CatalogUrlState {
  dealType: DealType;
  propertyType?: string | null;
  region?: string | null;
  city?: string | null;
  districts?: readonly string[] | null;
  rooms?: readonly string[] | null;
  price_from?: number | string | null;
  price_to?: number | string | null;
  currency?: string | null;
  area_from?: number | string | null;
  area_to?: number | string | null;
  keywords?: string | null;
  sort?: string | null;
  page?: number | null;
}

/** Turkish words for the deal types that old links use; the web server 301s them, get-path accepts them. */
export const DEAL_TYPE_ALIASES: Record<string, DealType> = {
  satilik: 'sale',
  'satılık': 'sale',
  kiralik: 'rent',
  'kiralık': 'rent',
  yeni: 'newprojects',
};

const isDealType = (value: string): value is DealType => (DEAL_TYPES as readonly string[]).includes(value);

/** A bound counts only when set, numeric and not negative (PRODUCT.md §5). */
export function boundValue(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Path part only: `/{lang}/real-estate/{dealType}[-{propertyType}][/{region}[-{city}]]`. */
export function buildCatalogPath(lang: Lang, state: Pick<CatalogUrlState, 'dealType' | 'propertyType' | 'region' | 'city'>): string {
  let path = `/${lang}/real-estate/${state.dealType}${state.propertyType ? `-${state.propertyType}` : ''}`;
  if (state.region) path += `/${state.region}${state.city ? `-${state.city}` : ''}`;
  return path;
}

const enc = (value: string): string => encodeURIComponent(value); // '+' -> %2B

/** Query part (with leading `?`, or '' when nothing is set). Lists are comma-joined, `+` is `%2B`. */
export function buildCatalogQuery(state: Omit<CatalogUrlState, 'dealType'>): string {
  const parts: string[] = [];
  const from = boundValue(state.price_from);
  const to = boundValue(state.price_to);
  if (from !== undefined) parts.push(`price_from=${from}`);
  if (to !== undefined) parts.push(`price_to=${to}`);
  if (state.districts?.length) parts.push(`districts=${state.districts.map(enc).join(',')}`);
  if (state.rooms?.length) parts.push(`rooms=${state.rooms.map(enc).join(',')}`);
  if (state.currency) parts.push(`currency=${enc(state.currency)}`);
  const areaFrom = boundValue(state.area_from);
  const areaTo = boundValue(state.area_to);
  if (areaFrom !== undefined) parts.push(`area_from=${areaFrom}`);
  if (areaTo !== undefined) parts.push(`area_to=${areaTo}`);
  if (state.keywords?.trim()) parts.push(`keywords=${enc(state.keywords.trim())}`);
  if (state.sort && state.sort !== 'newest') parts.push(`sort=${enc(state.sort)}`);
  if (state.page && state.page > 1) parts.push(`page=${state.page}`);
  return parts.length ? `?filter&${parts.join('&')}` : '';
}

export function buildCatalogUrl(lang: Lang, state: CatalogUrlState): string {
  return buildCatalogPath(lang, state) + buildCatalogQuery(state);
}

export interface ParsedCatalogPath {
  lang: Lang;
  dealType: DealType;
  /** Everything after `{dealType}-` in the first segment (property type slug, may contain hyphens). */
  propertyType: string | null;
  /** The raw `{region}[-{city}]` segment; resolve it with `resolvePlaceSegment`. */
  place: string | null;
}

/** Split a catalogue pathname (query and hash are ignored). Null when it is not a catalogue path. */
export function parseCatalogPath(url: string): ParsedCatalogPath | null {
  let pathname = url.trim();
  try {
    pathname = new URL(pathname, 'http://x').pathname;
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
  if (!lang || !(LANGS as readonly string[]).includes(lang) || root !== 'real-estate' || !first || rest.length) return null;
  const dash = first.indexOf('-');
  const head = dash === -1 ? first : first.slice(0, dash);
  const dealType = isDealType(head) ? head : DEAL_TYPE_ALIASES[head];
  if (!dealType) return null;
  const propertyType = dash === -1 ? null : first.slice(dash + 1) || null;
  return { lang: lang as Lang, dealType, propertyType, place: place ?? null };
}

/**
 * Resolve `{region}[-{city}]` against known slugs (slugs may contain hyphens, so the segment is not
 * simply split on '-'). Prefers the whole segment as a region, then the longest region prefix whose
 * remainder is a city of that region.
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

/** Read the query of a catalogue URL into raw filter values (validate them with `catalogQuerySchema`). */
export function parseCatalogQuery(search: string): Record<string, string> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (key !== 'filter') out[key] = value;
  return out;
}
