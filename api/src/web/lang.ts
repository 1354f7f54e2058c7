// Language choice for `/` and for pages without a language prefix:
// the i18n_redirected cookie, then Accept-Language, then tr (DECISIONS.md).
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '@realty/shared/routes';

export const LANG_COOKIE = 'i18n_redirected';

/** Best supported language of an Accept-Language header (q-values respected), or undefined. */
export function langFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find((base): base is Lang => (LANGS as readonly string[]).includes(base));
}

export function chooseLang(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  if (isLang(cookie)) return cookie;
  return langFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;
}
