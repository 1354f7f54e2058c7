// Currencies (PRODUCT.md §3, §9; DECISIONS.md "Currency"). Node-safe.
import { z } from 'zod';
import { CURRENCIES, CURRENCY_SYMBOLS, type CurrencyCode } from '../format/currency';

export { CURRENCIES, CURRENCY_SYMBOLS };
export type { CurrencyCode };

export const currencyCodeSchema = z.enum(CURRENCIES, { error: 'fieldChoice' });

/** Query `currency`: case-insensitive code. */
export const queryCurrencySchema = z.preprocess((v) => {
  if (Array.isArray(v)) v = v[v.length - 1];
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  return v.trim().toUpperCase();
}, currencyCodeSchema.optional());

/** One entry of `GET /{lang}/api/data/currency`: rate = TRY per 1 unit of the currency. */
export const currencyEntrySchema = z.object({
  code: currencyCodeSchema,
  symbol: z.string(),
  rate: z.number(),
  name: z.string(),
});
export type CurrencyEntry = z.infer<typeof currencyEntrySchema>;

export const currencyReplySchema = z.object({
  data: z.object({ TRY: currencyEntrySchema, USD: currencyEntrySchema, EUR: currencyEntrySchema, RUB: currencyEntrySchema }),
  meta: z.object({ base: z.literal('TRY'), updated_at: z.string().nullable() }),
});
export type CurrencyReply = z.infer<typeof currencyReplySchema>;

/** Prices of one listing in all four currencies (rounded to whole units). */
export const pricesSchema = z.object({ TRY: z.number(), USD: z.number(), EUR: z.number(), RUB: z.number() });
export type Prices = z.infer<typeof pricesSchema>;
