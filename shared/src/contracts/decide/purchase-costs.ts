// What buying costs beside the price (issue 29 "true cost"): a dated, sourced table. Amounts that depend on facts the
// site does not have (the DASK risk zone, a translator's fee) are given as the range the tariff allows, never as an
// invented figure; the title-deed fee is computed on the price as the declared value (the deed's value may not be
// below the municipality's assessed value, so the real base can differ).

export type CostBasis = 'percent_of_price' | 'range_try';
export type CostPayer = 'buyer' | 'seller' | 'either';

export interface PurchaseCostItem {
  key: 'title_deed_fee' | 'revolving_fund' | 'dask' | 'valuation_report' | 'translator';
  basis: CostBasis;
  /** percent_of_price: the share (0.02 = 2 %). */
  rate?: number;
  /** range_try: lowest and highest amount in TRY. */
  minTry?: number;
  maxTry?: number;
  payer: CostPayer;
  /** Only for foreign buyers. */
  foreignOnly?: boolean;
  source: string;
}

export interface PurchaseCostTable {
  date: string;
  items: readonly PurchaseCostItem[];
}

/**
 * 2026. Title-deed fee: Harçlar Kanunu (492) tariff 4, 20 ‰ from each side on the declared value (buyer and seller
 * may agree that one pays both). DASK (compulsory earthquake insurance, needed before the deed is transferred): the
 * minimum yearly premium by risk group, 505 TL (group 7) to 1,951 TL (group 1), SEDDK tariff in force 01.01.2026; the
 * premium grows with the area and the building type. A valuation report by a licensed firm is required for foreign
 * buyers (and sets the citizenship and residence value); a sworn translator attends when the buyer does not speak
 * Turkish: both are priced by the provider, so they are listed without an amount. The land registry's revolving-fund
 * fee is a fixed amount set each year by TKGM: listed without an amount until configured.
 */
export const PURCHASE_COSTS: PurchaseCostTable = {
  date: '2026-01-01',
  items: [
    { key: 'title_deed_fee', basis: 'percent_of_price', rate: 0.02, payer: 'buyer', source: '492 sayılı Harçlar Kanunu, (4) sayılı tarife' },
    { key: 'revolving_fund', basis: 'range_try', payer: 'buyer', source: 'TKGM döner sermaye ücret tarifesi (yıllık)' },
    { key: 'dask', basis: 'range_try', minTry: 505, maxTry: 1951, payer: 'buyer', source: 'SEDDK Zorunlu Deprem Sigortası Tarife ve Talimatı (01.01.2026)' },
    { key: 'valuation_report', basis: 'range_try', payer: 'buyer', foreignOnly: true, source: 'Tapu Kanunu md. 35; SPK lisanslı değerleme' },
    { key: 'translator', basis: 'range_try', payer: 'buyer', foreignOnly: true, source: 'Tapu Sicili Tüzüğü (yeminli tercüman)' },
  ],
};

export interface CostLine {
  key: PurchaseCostItem['key'];
  /** Computed amount in the price's currency (percent items), else null. */
  amount: number | null;
  /** A TRY range from the tariff, else null. */
  rangeTry: [number, number] | null;
  payer: CostPayer;
  source: string;
}

export interface PurchaseCosts {
  lines: CostLine[];
  /** The sum of the computed amounts (in the price's currency): the least the buyer pays beside the price. */
  knownTotal: number;
}

/** The buyer's costs for a sale price (in its own currency); `foreign` adds the foreign buyer's items. */
export function purchaseCosts(price: number, foreign: boolean, table: PurchaseCostTable = PURCHASE_COSTS): PurchaseCosts {
  const lines = table.items
    .filter((item) => foreign || !item.foreignOnly)
    .map((item): CostLine => ({
      key: item.key,
      amount: item.basis === 'percent_of_price' && item.rate !== undefined ? Math.round(price * item.rate) : null,
      rangeTry: item.minTry !== undefined && item.maxTry !== undefined ? [item.minTry, item.maxTry] : null,
      payer: item.payer,
      source: item.source,
    }));
  return { lines, knownTotal: lines.reduce((sum, line) => sum + (line.amount ?? 0), 0) };
}
