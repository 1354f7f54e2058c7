// Converted prices are estimates: each currency rounds them to its own step (the listing's own price is never rounded).
import type { CurrencyCode } from '@realty/shared';

/** Step of a converted price per currency: lira and roubles to 100, dollars and euros to 10. */
export const ROUNDING: Record<CurrencyCode, number> = { TRY: 100, RUB: 100, USD: 10, EUR: 10 };

/** A converted amount rounded to its currency's step; amounts under ten steps round to whole units only. */
export function roundConverted(amount: number, currency: CurrencyCode): number {
  const step = ROUNDING[currency];
  if (Math.abs(amount) < step * 10) return Math.round(amount);
  return Math.round(amount / step) * step;
}
