import type { CurrencyCode } from '@realty/shared';

/**
 * How many units of `currency` one lira is worth, read off a listing's converted prices (the price block's rates);
 * 0 when the prices carry no TRY amount. The decide section's TRY figures are shown in the visitor's currency with it.
 */
export const tryRate = (prices: Record<CurrencyCode, number>, currency: CurrencyCode): number => (prices.TRY > 0 ? prices[currency] / prices.TRY : 0);
