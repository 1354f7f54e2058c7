import type { ListingStatsTotals } from '@realty/shared/contracts/account';

/** A listing's statistics (totals on its card, days in its chart), in the order shown, with their labels. */
export const STAT_KEYS = [
  ['views', 'my.views'],
  ['phone_reveals', 'my.phoneReveals'],
  ['favorites', 'my.favorites'],
  ['messages', 'my.messages'],
] as const satisfies ReadonlyArray<readonly [keyof ListingStatsTotals, string]>;
