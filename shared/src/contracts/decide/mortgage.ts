// Mortgage estimate (issue 29): the banking regulator's loan-to-value limits by the home's value and energy class, and
// the monthly payment of an annuity loan. An estimate: the bank's valuation (ekspertiz), not the asking price, sets
// the value band, and each bank sets its own rate.
import type { EnergyClass } from './energy';

export interface LtvBand {
  /** Upper bound of the home's value in TRY (inclusive); null for the top band. */
  upToTry: number | null;
  /** Highest loan as a share of the value: A or B class, C class, any other or no class. */
  ab: number;
  c: number;
  other: number;
}

export interface LtvTable {
  /** The decision's date (ISO) and reference, shown as the source. */
  date: string;
  source: string;
  bands: readonly LtvBand[];
}

/**
 * BDDK (Banking Regulation and Supervision Agency) board decision no. 11364 of 29 January 2026: one table for new and
 * resale homes, by value and energy class. A buyer (or spouse, or child under 18) who already owns a home gets lower
 * limits (the decision keeps decision 10656 of 24 August 2023 for that case): this table is for a first home.
 * Replace the whole table (a new date and source) when the regulator changes it.
 */
export const LTV_TABLE: LtvTable = {
  date: '2026-01-29',
  source: 'BDDK Kurul Kararı 11364 (29.01.2026)',
  bands: [
    { upToTry: 5_000_000, ab: 0.9, c: 0.8, other: 0.7 },
    { upToTry: 7_000_000, ab: 0.8, c: 0.7, other: 0.6 },
    { upToTry: 10_000_000, ab: 0.7, c: 0.6, other: 0.5 },
    { upToTry: 20_000_000, ab: 0.5, c: 0.4, other: 0.3 },
    { upToTry: null, ab: 0.4, c: 0.3, other: 0.2 },
  ],
};

/** The highest loan-to-value for a home worth `valueTry` with an energy class (null: not classified). */
export function maxLoanToValue(valueTry: number, energyClass: EnergyClass | null, table: LtvTable = LTV_TABLE): number {
  const band = table.bands.find((b) => b.upToTry === null || valueTry <= b.upToTry) ?? table.bands[table.bands.length - 1]!;
  if (energyClass === 'A' || energyClass === 'B') return band.ab;
  if (energyClass === 'C') return band.c;
  return band.other;
}

/** Monthly payment of an annuity loan: `principal` at `annualRatePercent` (nominal, monthly compounding) over `months`. */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

export interface MortgageEstimate {
  ltv: number;
  loan: number;
  downPayment: number;
  monthly: number;
  /** Total paid over the term (monthly × months). */
  total: number;
}

/** The largest loan the table allows on a home, and its monthly payment (all amounts in TRY, whole units). */
export function mortgageEstimate(
  input: { valueTry: number; energyClass: EnergyClass | null; annualRatePercent: number; months: number },
  table: LtvTable = LTV_TABLE,
): MortgageEstimate {
  const ltv = maxLoanToValue(input.valueTry, input.energyClass, table);
  const loan = Math.floor(input.valueTry * ltv);
  const monthly = monthlyPayment(loan, input.annualRatePercent, input.months);
  return { ltv, loan, downPayment: input.valueTry - loan, monthly: Math.round(monthly), total: Math.round(monthly * input.months) };
}
