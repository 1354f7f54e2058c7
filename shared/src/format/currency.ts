export const CURRENCIES = ['TRY', 'USD', 'EUR', 'RUB'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { TRY: '₺', USD: '$', EUR: '€', RUB: '₽' };

export const isCurrency = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
