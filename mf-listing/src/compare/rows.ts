// The comparison's rows: one value per listing as text, and whether they differ (the row is highlighted).
import type { ComparePageData, CurrencyCode } from '@realty/shared';

export type CompareListing = ComparePageData['listings'][number];

export interface CompareRow {
  key: string;
  values: string[];
  /** At least two listings have a value and the values are not all the same. */
  differs: boolean;
}

/** The price in the chosen currency (the own price when it is in that currency), rounded to whole units. */
export const priceIn = (listing: CompareListing, currency: CurrencyCode): number =>
  listing.price.currency === currency ? listing.price.amount : Math.round(listing.price.prices[currency]);

export const perSqmIn = (listing: CompareListing, currency: CurrencyCode): number | null => {
  const area = listing.characteristics.area;
  return area && area > 0 ? Math.round(priceIn(listing, currency) / area) : null;
};

/** A row from each listing's value (null: not known, shown as a dash and not counted as a difference). */
export function row(key: string, listings: readonly CompareListing[], value: (listing: CompareListing) => string | null): CompareRow {
  const raw = listings.map(value);
  const known = raw.filter((v): v is string => v !== null);
  return { key, values: raw.map((v) => v ?? '—'), differs: known.length >= 2 && new Set(known).size > 1 };
}
