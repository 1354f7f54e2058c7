import type { Lang } from '../routes';
import { CURRENCY_SYMBOLS, type CurrencyCode } from './currency';

/** BCP 47 locale used for numbers and dates per site language. */
export const LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' };

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], options);
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, lang: Lang, maximumFractionDigits = 0): string {
  return numberFormat(lang, { maximumFractionDigits }).format(value);
}

/**
 * A price with its currency symbol in the language's convention:
 * tr "₺1.250.000", en "€1,250,000", ru "1 250 000 ₽".
 */
export function formatPrice(amount: number, currency: CurrencyCode, lang: Lang): string {
  const number = formatNumber(Math.round(amount), lang);
  const symbol = CURRENCY_SYMBOLS[currency];
  return lang === 'ru' ? `${number}\u00a0${symbol}` : `${symbol}${number}`;
}

/** An amount of money to the kuruş/cent (invoices): tr "₺1.800,00", en "₺1,800.00", ru "1 800,00 ₽". */
export function formatMoney(amount: number, currency: CurrencyCode, lang: Lang): string {
  const number = numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  const symbol = CURRENCY_SYMBOLS[currency];
  return lang === 'ru' ? `${number}\u00a0${symbol}` : `${symbol}${number}`;
}

/** Convert between currencies with rates expressed in TRY per unit (TRY itself = 1). */
export function convertPrice(
  amount: number,
  from: CurrencyCode,
  to: CurrencyCode,
  ratesInTry: Partial<Record<CurrencyCode, number>>,
): number | null {
  if (from === to) return amount;
  const fromRate = from === 'TRY' ? 1 : ratesInTry[from];
  const toRate = to === 'TRY' ? 1 : ratesInTry[to];
  if (!fromRate || !toRate) return null;
  return (amount * fromRate) / toRate;
}

/** Square metres with the unit in the language's script: "85 m²", and "85 м²" in Russian. */
export function formatArea(squareMetres: number, lang: Lang): string {
  return `${formatNumber(squareMetres, lang, 1)}\u00a0${lang === 'ru' ? 'м²' : 'm²'}`;
}

/** Dates show in Turkey's time: the same day on the server that renders the page and in every visitor's browser. */
export const SITE_TIME_ZONE = 'Europe/Istanbul';

export function formatDate(value: Date | string | number, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { timeZone: SITE_TIME_ZONE, ...options }).format(date);
}
