import { CURRENCIES, type CurrencyCode } from '@realty/shared/schemas';

// The cookie the browser's currency store reads (shared/src/stores/currency.store.ts), read here from the request.
export const CURRENCY_COOKIE = 'currency';

/** The cookie's currency when it names one we show, else undefined (a page's cache key never grows on junk). */
export function currencyOfCookie(value: string | undefined): CurrencyCode | undefined {
  return (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as CurrencyCode) : undefined;
}
