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

const lowerFirst = (lang: Lang, s: string): string =>
  s ? s.charAt(0).toLocaleLowerCase(lang === 'tr' ? 'tr' : lang) + s.slice(1) : s;

/** "Mahmutlar, Alanya, Antalya" from the most specific to the least; the country when nothing is set. */
export function placeLabel(lang: Lang, place: Pick<SeoInput, 'region' | 'city' | 'district'>): string {
  const parts = [place.district?.title, place.city?.title, place.region?.title].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : CATALOG_MESSAGES[lang].seo.country;
}

export function catalogSeo(input: SeoInput): SeoOutput {
  const m = CATALOG_MESSAGES[input.lang];
  const types = m.seo.types as Record<string, string>;
  const type = input.propertyType ? (types[input.propertyType.slug] ?? input.propertyType.title) : m.seo.anyType;
  const values = { type, typeLower: lowerFirst(input.lang, type), place: placeLabel(input.lang, input) };
  const deal = input.dealType ?? 'any';
  const h1 = interpolate(m.seo.title[deal], values);
  const page = input.page && input.page > 1 ? input.page : 1;
  const suffix = page > 1 ? ` — ${interpolate(m.seo.page, { page })}` : '';
  return {
    h1,
    title: `${h1}${suffix} | ${SITE_NAME[input.lang]}`,
    description: interpolate(m.seo.description[deal], values) + (page > 1 ? ` (${interpolate(m.seo.page, { page })})` : ''),
  };
}
