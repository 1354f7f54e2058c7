// A saved search's filter in words, in the page language (issue 13):
//   en "2+1 apartments for sale in Alanya, up to €150,000"
//   tr "Alanya satılık 2+1 daire, en fazla ₺5.000.000"
//   ru "Квартиры 2+1 на продажу в Аланье, до 150 000 €"
// Pure: built from a CatalogState (the catalogue codec's model) and the titles of its slugs in that language
// (`labels`, sent by the server with each saved search).
import type { Lang } from '../routes';
import { CURRENCIES } from '../format/currency';
import { DEAL_TYPES, ROOMS } from './constants';
import type { CatalogState } from '../schemas/catalog';
import type { FilterLabels } from '../schemas/account';
import { formatArea, formatPrice } from '../format/format';
import { CATALOG_MESSAGES, interpolate } from './seo';
import { ruLocative } from './grammar';

export type SummaryFilter = Partial<Omit<CatalogState, 'page' | 'sort'>>;

const lower = (lang: Lang, s: string): string => (s ? s.charAt(0).toLocaleLowerCase(lang) + s.slice(1) : s);

function range(
  from: number | undefined,
  to: number | undefined,
  format: (n: number) => string,
  t: { from: string; to: string; range: string },
  key: 'price' | 'area',
): string | null {
  if (from !== undefined && to !== undefined) return interpolate(t.range, { from: format(from), to: format(to) });
  if (from !== undefined) return interpolate(t.from, { [key]: format(from) });
  if (to !== undefined) return interpolate(t.to, { [key]: format(to) });
  return null;
}

export function filterSummary(lang: Lang, filter: SummaryFilter, labels: FilterLabels = {}): string {
  const m = CATALOG_MESSAGES[lang];
  const s = m.summary;
  const types = m.seo.types as Record<string, string>;
  const typeTitle = filter.propertyType ? (types[filter.propertyType] ?? labels.propertyType) : undefined;
  const type = typeTitle ? lower(lang, typeTitle) : s.anyType;
  const rooms = filter.rooms?.length ? filter.rooms.join(', ') : '';
  const what = rooms ? interpolate(s.what, { rooms, type }) : type;
  const placeParts = labels.districts?.length
    ? [...labels.districts, labels.city].filter((p): p is string => !!p)
    : [labels.city ?? labels.region].filter((p): p is string => !!p);
  const place = placeParts.length ? placeParts.join(', ') : m.seo.country;
  const [first = '', ...rest] = place.split(', ');
  const placeIn = lang === 'ru' ? [ruLocative(first), ...rest].join(', ') : place;
  const head = interpolate(s.deal[filter.dealType ?? 'any'], { what, place, placeIn }).replace(/\s+/g, ' ').trim();
  const currency = filter.currency ?? 'TRY';
  const extras = [
    range(filter.price_from, filter.price_to, (n) => formatPrice(n, currency, lang), { from: s.priceFrom, to: s.priceTo, range: s.priceRange }, 'price'),
    range(filter.area_from, filter.area_to, (n) => formatArea(n, lang), { from: s.areaFrom, to: s.areaTo, range: s.areaRange }, 'area'),
    filter.keywords ? interpolate(s.keywords, { keywords: filter.keywords }) : null,
  ].filter((x): x is string => !!x);
  const text = [head, ...extras].join(', ');
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};
const list = (v: unknown): string[] | undefined => {
  const items = (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : []).filter((x): x is string => typeof x === 'string' && !!x.trim());
  return items.length ? items.map((x) => x.trim()) : undefined;
};

/** A saved search's stored filter (plain JSON) as the summary's and catalogUrl's input, without zod (browser bundles). */
export function summaryFilterOf(raw: Record<string, unknown>): SummaryFilter {
  const out: SummaryFilter = {};
  const deal = str(raw.dealType);
  if (deal && (DEAL_TYPES as readonly string[]).includes(deal)) out.dealType = deal as SummaryFilter['dealType'];
  const type = str(raw.propertyType);
  if (type) out.propertyType = type;
  const region = str(raw.region);
  if (region) out.region = region;
  const city = str(raw.city);
  if (city) out.city = city;
  const districts = list(raw.districts);
  if (districts) out.districts = districts;
  const rooms = list(raw.rooms)?.filter((r) => (ROOMS as readonly string[]).includes(r));
  if (rooms?.length) out.rooms = rooms as SummaryFilter['rooms'];
  const currency = str(raw.currency);
  if (currency && (CURRENCIES as readonly string[]).includes(currency)) out.currency = currency as SummaryFilter['currency'];
  for (const key of ['price_from', 'price_to', 'area_from', 'area_to'] as const) {
    const n = num(raw[key]);
    if (n !== undefined) out[key] = n;
  }
  const keywords = str(raw.keywords);
  if (keywords) out.keywords = keywords;
  return out;
}
