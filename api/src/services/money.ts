/**
 * Money conversion used everywhere: a listing keeps its own price and
 * currency; comparison and sorting use price_try; pages show prices in the
 * visitor's display currency. Rates are "TRY per 1 unit".
 */
export const CURRENCY_CODES = ['TRY', 'USD', 'EUR', 'RUB'] as const;
export type Currency = (typeof CURRENCY_CODES)[number];
export type Rates = Readonly<Record<Currency, number>>;

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { TRY: '₺', USD: '$', EUR: '€', RUB: '₽' };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

function rateOf(currency: Currency, rates: Rates): number {
  if (currency === 'TRY') return 1;
  const r = rates[currency];
  if (!(r > 0)) throw new Error(`no rate for ${currency}`);
  return r;
}

/** Price in `currency` -> TRY, rounded to a whole lira (what listings.price_try stores). */
export function toTry(amount: number, currency: Currency, rates: Rates): number {
  return Math.round(amount * rateOf(currency, rates));
}

/** TRY -> display currency, rounded to whole units. */
export function fromTry(amountTry: number, currency: Currency, rates: Rates): number {
  return Math.round(amountTry / rateOf(currency, rates));
}

/** Any currency -> any currency (via TRY), rounded to whole units. */
export function convert(amount: number, from: Currency, to: Currency, rates: Rates): number {
  if (from === to) return Math.round(amount);
  return Math.round((amount * rateOf(from, rates)) / rateOf(to, rates));
}

/**
 * A price bound typed in the display currency (catalogue `price_from`/`price_to`
 * with `currency`) as a TRY bound for `price_try` comparisons. Negative or
 * non-finite bounds are ignored (PRODUCT.md §2).
 */
export function boundToTry(value: unknown, currency: Currency, rates: Rates): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isFinite(n) || n < 0) return undefined;
  return toTry(n, currency, rates);
}
