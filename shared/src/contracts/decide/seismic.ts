// The seismic design code a building was built under (issue 29 "building facts"): derived from the building permit
// date when the owner gave it (the code in force when the permit was issued applies), else from the year built, with
// the rule shown beside it. A fact with its source, never a risk score: the code says what the design had to meet,
// not how the building was built or has aged.

export const SEISMIC_ERAS = ['before_1998', 'code_1998', 'code_2007', 'tbdy_2018'] as const;
export type SeismicEra = (typeof SEISMIC_ERAS)[number];

export interface SeismicCode {
  era: SeismicEra;
  /** First day the code governed new building permits (ISO date); null for the era before the codes. */
  inForce: string | null;
  /** The regulation's Turkish title (shown as the source). */
  title: string | null;
}

/**
 * Dated table, oldest first. Sources (Resmî Gazete): 02.09.1997 no. 23098 (mükerrer), Afet Bölgelerinde Yapılacak
 * Yapılar Hakkında Yönetmelik, in force 01.01.1998; 06.03.2007 no. 26454, Deprem Bölgelerinde Yapılacak Binalar
 * Hakkında Yönetmelik, in force on publication; 18.03.2018 no. 30364 (mükerrer), Türkiye Bina Deprem Yönetmeliği, in force
 * 01.01.2019. (Independent building inspection followed the 1999 earthquakes: decree-law 595 of 2000, law 4708 of
 * 2001; it is not a design code and is not an era here.)
 */
export const SEISMIC_CODES: readonly SeismicCode[] = [
  { era: 'before_1998', inForce: null, title: null },
  { era: 'code_1998', inForce: '1998-01-01', title: 'Afet Bölgelerinde Yapılacak Yapılar Hakkında Yönetmelik (1998)' },
  { era: 'code_2007', inForce: '2007-03-06', title: 'Deprem Bölgelerinde Yapılacak Binalar Hakkında Yönetmelik (2007)' },
  { era: 'tbdy_2018', inForce: '2019-01-01', title: 'Türkiye Bina Deprem Yönetmeliği (TBDY 2018)' },
];

export interface SeismicFacts {
  /** Year the building was completed. */
  yearBuilt?: number | null;
  /** The building permit's date (ISO), when the owner gave it: it decides over the year built. */
  permitDate?: string | null;
}

export interface SeismicDerivation extends SeismicCode {
  /** What it was derived from: the permit date (exact) or the year built (a building takes time: the year's start). */
  from: 'permit_date' | 'year_built';
}

/** The code in force on a date (ISO `YYYY-MM-DD`). */
function codeOn(date: string): SeismicCode {
  let found = SEISMIC_CODES[0]!;
  for (const code of SEISMIC_CODES) if (code.inForce !== null && code.inForce <= date) found = code;
  return found;
}

/**
 * The code a building was designed under, or null when neither fact is known. By year built, a building finished in a
 * year is taken as permitted before it (its permit came at least a year earlier), so 2007 maps to the 1998 code and
 * 2008 to the 2007 code; the permit date, when given, is exact.
 */
export function seismicCodeOf(facts: SeismicFacts): SeismicDerivation | null {
  if (facts.permitDate && /^\d{4}-\d{2}-\d{2}$/.test(facts.permitDate)) return { ...codeOn(facts.permitDate), from: 'permit_date' };
  if (facts.yearBuilt && Number.isInteger(facts.yearBuilt)) return { ...codeOn(`${facts.yearBuilt - 1}-12-31`), from: 'year_built' };
  return null;
}

/** The catalogue filter "built under the 2007 code or later / the 2018 code": whether an era meets it. */
export const meetsCode = (era: SeismicEra, atLeast: 'code_2007' | 'tbdy_2018'): boolean => SEISMIC_ERAS.indexOf(era) >= SEISMIC_ERAS.indexOf(atLeast);

/**
 * The filter's bounds in the terms of seismicCodeOf: a permit dated on or after the code's first day, or (without a
 * permit date) a year built from the year after it (a building finished in year Y is taken as permitted by Y−1).
 */
export function codeFilterBounds(atLeast: 'code_2007' | 'tbdy_2018'): { permitFrom: string; builtFrom: number } {
  const inForce = SEISMIC_CODES.find((code) => code.era === atLeast)?.inForce ?? '1998-01-01';
  return { permitFrom: inForce, builtFrom: Number(inForce.slice(0, 4)) + 1 };
}
