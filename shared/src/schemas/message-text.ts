// What the message tables (auth, account, listing form) share: which table a request's language reads, and the
// `{name}` placeholders; and the server-side texts' tables (agencies' import, notices) with `{{name}}` ones.
// Node-safe, no imports beyond a type.
import type { Lang } from '../routes/table';

/** The table a language reads: tr and ru their own, anything else (or none) en. */
export const messageLang = (lang: string | undefined): Lang => (lang === 'tr' || lang === 'ru' ? lang : 'en');

/** `text` with its `{name}` placeholders filled from `params`; a placeholder with no value stays as written. */
export const fillPlaceholders = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * The reader of a `{{name}}` table (agencies' import rows, notices): the message `key` in `lang` (Turkish for any
 * other language or none), its placeholders filled from `params` (a placeholder with no value: empty).
 */
export const doubleBraceMessages =
  <K extends string>(tables: Record<Lang, Record<K, string>>) =>
  (key: K, lang: string | undefined, params: Record<string, string | number> = {}): string => {
    const table = lang === 'en' ? tables.en : lang === 'ru' ? tables.ru : tables.tr;
    return table[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
