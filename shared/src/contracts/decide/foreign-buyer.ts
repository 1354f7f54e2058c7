// A foreign buyer's path (issue 29): whether a home's price reaches the thresholds of citizenship by investment and of
// a residence permit by property, computed in USD at today's central-bank rate. Flags, not advice: the official
// valuation written on the title deed decides, and the conditions listed with each flag apply.

export interface ForeignBuyerThreshold {
  usd: number;
  /** Since when (ISO) and on what authority: shown as the source. */
  since: string;
  source: string;
}

/**
 * Citizenship by investment: a home (or land with a building on it) worth at least USD 400,000, not sold for 3 years
 * (an annotation on the title deed), paid in foreign currency sold to a Turkish bank. Regulation on the Turkish
 * Citizenship Law, art. 20(2)(b), as amended in the Resmî Gazete of 13.05.2022, in force 13.06.2022 (narrowed to
 * built property on 12.12.2023).
 */
export const CITIZENSHIP_THRESHOLD: ForeignBuyerThreshold = {
  usd: 400_000,
  since: '2022-06-13',
  source: 'Türk Vatandaşlığı Kanununun Uygulanmasına İlişkin Yönetmelik md. 20/2-b (RG 13.05.2022)',
};

/**
 * Short-term residence permit by property: a home worth at least USD 200,000 in every province (Presidency of
 * Migration Management, from 16.10.2023; earlier purchases keep the old thresholds), its value written on the deed.
 */
export const RESIDENCE_THRESHOLD: ForeignBuyerThreshold = {
  usd: 200_000,
  since: '2023-10-16',
  source: 'Göç İdaresi Başkanlığı, 6458 sayılı Kanun md. 31/1-b (16.10.2023)',
};

export interface ForeignBuyerFlags {
  /** The price in USD the flags were computed from (whole dollars). */
  priceUsd: number;
  citizenship: boolean;
  residence: boolean;
}

/**
 * Flags for a sale price. `usdPerUnit` is how many USD one unit of the price's currency buys today (1 for USD; for TRY,
 * 1 / the bank's USD rate). Rent listings get none (the thresholds are about buying).
 */
export function foreignBuyerFlags(price: number, usdPerUnit: number): ForeignBuyerFlags {
  const priceUsd = Math.floor(price * usdPerUnit);
  return { priceUsd, citizenship: priceUsd >= CITIZENSHIP_THRESHOLD.usd, residence: priceUsd >= RESIDENCE_THRESHOLD.usd };
}
