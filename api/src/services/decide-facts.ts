// The listing's facts to decide on a home (issue 29) from the regulation tables in @realty/shared/contracts/decide:
// the owner's building facts and energy class, the seismic code of its building (by the permit date when stated,
// else the year built), and for a sale the buyer's costs, the mortgage regulator's limit with a monthly
// payment at the configured rate, and the foreign buyer's thresholds in USD at today's rate. Pure: the listing
// detail passes what it read.
import {
  CITIZENSHIP_THRESHOLD,
  foreignBuyerFlags,
  LTV_TABLE,
  maxLoanToValue,
  mortgageEstimate,
  PURCHASE_COSTS,
  purchaseCosts,
  RESIDENCE_THRESHOLD,
  seismicCodeOf,
  type EnergyClass,
  type SeismicReport,
  type UrbanTransformation,
} from '@realty/shared/contracts/decide';
import type { CurrencyCode, DealType, ListingDetail } from '@realty/shared/schemas';

export interface DecideInput {
  dealType: DealType;
  /** The asking price in its own currency, and the same price converted (current rates). */
  price: number;
  currency: CurrencyCode;
  prices: Record<CurrencyCode, number>;
  yearBuilt: number | null;
  /** Land has no building: no seismic code, no building facts. */
  hasBuilding?: boolean;
  /** What the owner stated (null: not stated). */
  energyClass?: EnergyClass | null;
  permitDate?: string | null;
  occupancyPermit?: boolean | null;
  seismicReport?: SeismicReport | null;
  seismicReportDate?: string | null;
  urbanTransformation?: UrbanTransformation | null;
}

export interface MortgageSettings {
  ratePercent: number;
  termMonths: number;
}

/** The configuration's defaults (MORTGAGE_RATE_PERCENT, MORTGAGE_TERM_MONTHS) when a caller passes none. */
export const MORTGAGE_DEFAULTS: MortgageSettings = { ratePercent: 30, termMonths: 120 };

export type DecideFacts = Pick<ListingDetail, 'energy_class' | 'building' | 'seismic' | 'purchase_costs' | 'mortgage' | 'foreign_buyer'>;

export function decideFacts(input: DecideInput, settings: MortgageSettings): DecideFacts {
  const hasBuilding = input.hasBuilding ?? true;
  const energyClass = hasBuilding ? (input.energyClass ?? null) : null;
  const permitDate = hasBuilding ? (input.permitDate ?? null) : null;
  const code = hasBuilding ? seismicCodeOf({ yearBuilt: input.yearBuilt, permitDate }) : null;
  const seismic = code ? { era: code.era, in_force: code.inForce, title: code.title, from: code.from } : null;
  const building = hasBuilding
    ? {
        year_built: input.yearBuilt,
        permit_date: permitDate,
        occupancy_permit: input.occupancyPermit ?? null,
        seismic_report: input.seismicReport ?? null,
        seismic_report_date: input.seismicReport === 'yes' ? (input.seismicReportDate ?? null) : null,
        urban_transformation: input.urbanTransformation ?? null,
      }
    : null;
  const facts = { energy_class: energyClass, building, seismic };
  // Rent: the costs, the loan and the thresholds are about buying.
  if (input.dealType === 'rent') return { ...facts, purchase_costs: null, mortgage: null, foreign_buyer: null };
  const costs = purchaseCosts(input.price, true);
  const foreignOnly = new Set(PURCHASE_COSTS.items.filter((item) => item.foreignOnly).map((item) => item.key));
  const valueTry = input.currency === 'TRY' ? input.price : input.prices.TRY;
  const estimate = mortgageEstimate({ valueTry, energyClass, annualRatePercent: settings.ratePercent, months: settings.termMonths });
  // USD per unit of the listing's currency, from the converted prices (the same rates as the price block).
  const usdPerUnit = input.currency === 'USD' ? 1 : input.price > 0 ? input.prices.USD / input.price : 0;
  const flags = foreignBuyerFlags(input.price, usdPerUnit);
  return {
    ...facts,
    purchase_costs: {
      date: PURCHASE_COSTS.date,
      currency: input.currency,
      known_total: costs.knownTotal,
      lines: costs.lines.map((line) => ({
        key: line.key,
        amount: line.amount,
        range_try: line.rangeTry,
        payer: line.payer,
        foreign_only: foreignOnly.has(line.key),
        source: line.source,
      })),
    },
    mortgage: {
      table_date: LTV_TABLE.date,
      source: LTV_TABLE.source,
      value_try: valueTry,
      energy_class: energyClass,
      ltv: estimate.ltv,
      ltv_best: maxLoanToValue(valueTry, 'A'),
      loan_try: estimate.loan,
      rate_percent: settings.ratePercent,
      term_months: settings.termMonths,
      monthly_try: estimate.monthly,
    },
    foreign_buyer: {
      price_usd: flags.priceUsd,
      citizenship: flags.citizenship,
      residence: flags.residence,
      citizenship_usd: CITIZENSHIP_THRESHOLD.usd,
      residence_usd: RESIDENCE_THRESHOLD.usd,
    },
  };
}
