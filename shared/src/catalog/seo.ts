// Catalogue page titles and descriptions, generated per language from deal type, property type and
// place (PRODUCT.md §1, §3; DECISIONS.md "Catalogue": unique per page). Pure: the api (get-path, the
// HTML head) and the catalogue remote use the same function.
import type { Lang } from '../routes';
import type { DealType } from '../schemas/catalog';
import siteEn from '../i18n/en.json';
import siteRu from '../i18n/ru.json';
import siteTr from '../i18n/tr.json';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import tr from './i18n/tr.json';
import { lowerFirst, ruLocative, upperFirst } from './grammar';

const SITE_NAME: Record<Lang, string> = { tr: siteTr.siteName, en: siteEn.siteName, ru: siteRu.siteName };

export type CatalogMessages = typeof en;
export const CATALOG_MESSAGES: Record<Lang, CatalogMessages> = { tr, en, ru };

export interface SeoInput {
  lang: Lang;
  /** Absent: every deal type (`/real-estate`). */
  dealType?: DealType | undefined;
  propertyType?: { slug: string; title: string } | null;
  region?: { title: string } | null;
  city?: { title: string } | null;
  district?: { title: string } | null;
  /** The one rooms value of a facet page ('2+1'). */
  rooms?: string | undefined;
  page?: number;
}

export interface SeoOutput {
  title: string;
  description: string;
  h1: string;
}

/** `{{name}}` interpolation, i18next style. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** "Mahmutlar, Alanya, Antalya" from the most specific to the least; the country when nothing is set. */
export function placeLabel(lang: Lang, place: Pick<SeoInput, 'region' | 'city' | 'district'>): string {
  const parts = [place.district?.title, place.city?.title, place.region?.title].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : CATALOG_MESSAGES[lang].seo.country;
}

/**
 * The place of a title as a native writer puts it: "Alanya, Antalya" (en); "Antalya Alanya" (tr, from the province
 * down, as Turkish portals write it); and for Russian also its form after "в": "Алании, Анталья".
 */
function titlePlace(lang: Lang, input: SeoInput): { place: string; placeIn: string } {
  if (lang === 'tr') {
    const parts = [input.region?.title, input.city?.title, input.district?.title].filter((p): p is string => !!p);
    const place = parts.length ? parts.join(' ') : CATALOG_MESSAGES.tr.seo.country;
    return { place, placeIn: place };
  }
  const place = placeLabel(lang, input);
  if (lang !== 'ru') return { place, placeIn: place };
  const [first = '', ...rest] = place.split(', ');
  return { place, placeIn: [ruLocative(first), ...rest].join(', ') };
}

/**
 * Title, h1 and description of a catalogue landing (deal, type, place) or of its one indexable facet (a single rooms
 * value): "2+1 apartments for sale in Alanya, Antalya", "Antalya Alanya satılık 2+1 daire",
 * "Купить квартиру 2+1 в Алании, Анталья".
 */
export function catalogSeo(input: SeoInput): SeoOutput {
  const { lang } = input;
  const m = CATALOG_MESSAGES[lang].seo;
  const slug = input.propertyType?.slug;
  const known = slug !== undefined && slug in m.words;
  const word = input.propertyType ? (known ? m.words[slug as keyof typeof m.words] : lowerFirst(lang, input.propertyType.title)) : m.anyWord;
  const plural = input.propertyType ? (known ? m.types[slug as keyof typeof m.types] : input.propertyType.title) : m.anyType;
  const withRooms = (w: string) => (input.rooms ? interpolate(m.rooms, { rooms: input.rooms, word: w }) : w);
  const values = { what: withRooms(word), whatPlural: withRooms(plural), ...titlePlace(lang, input) };
  const deal = input.dealType ?? 'any';
  const template = deal === 'newprojects' && !input.propertyType && !input.rooms ? m.title.newprojectsAny : m.title[deal];
  const h1 = upperFirst(lang, interpolate(template, values));
  const page = input.page && input.page > 1 ? input.page : 1;
  const suffix = page > 1 ? ` — ${interpolate(m.page, { page })}` : '';
  return {
    h1,
    title: `${h1}${suffix} | ${SITE_NAME[lang]}`,
    description: upperFirst(lang, interpolate(m.description[deal], values)) + (page > 1 ? ` (${interpolate(m.page, { page })})` : ''),
  };
}
