import { codeFilterBounds, CITIZENSHIP_THRESHOLD, foreignBuyerFlags, LTV_TABLE, maxLoanToValue, meetsCode, monthlyPayment, mortgageEstimate, purchaseCosts, seismicCodeOf } from './index';

describe('loan-to-value table (BDDK 11364, 29.01.2026)', () => {
  it.each([
    [5_000_000, 'A', 0.9], [5_000_000, 'B', 0.9], [5_000_000, 'C', 0.8], [5_000_000, 'D', 0.7], [5_000_000, null, 0.7],
    [5_000_001, 'A', 0.8], [7_000_000, 'C', 0.7], [7_000_000, 'G', 0.6],
    [9_999_999, 'B', 0.7], [10_000_000, 'C', 0.6], [10_000_000, 'E', 0.5],
    [15_000_000, 'A', 0.5], [20_000_000, 'C', 0.4], [20_000_000, 'F', 0.3],
    [20_000_001, 'A', 0.4], [90_000_000, 'C', 0.3], [90_000_000, null, 0.2],
  ] as const)('a home worth %d TRY with class %s: %d', (value, energy, ltv) => {
    expect(maxLoanToValue(value, energy, LTV_TABLE)).toBe(ltv);
  });

  it('estimates the largest loan and its annuity payment', () => {
    expect(monthlyPayment(120_000, 0, 12)).toBe(10_000);
    // 1,000,000 over 120 months at 12 % a year (1 % a month): 14,347.09
    expect(monthlyPayment(1_000_000, 12, 120)).toBeCloseTo(14347.09, 1);
    const est = mortgageEstimate({ valueTry: 4_000_000, energyClass: 'C', annualRatePercent: 12, months: 120 });
    expect(est).toMatchObject({ ltv: 0.8, loan: 3_200_000, downPayment: 800_000, monthly: 45911 });
    expect(est.total).toBe(Math.round(monthlyPayment(3_200_000, 12, 120) * 120));
  });
});

describe('seismic code of a building', () => {
  it('derives the code from the permit date when given, else from the year built', () => {
    expect(seismicCodeOf({ yearBuilt: 1995 })).toMatchObject({ era: 'before_1998', from: 'year_built' });
    expect(seismicCodeOf({ yearBuilt: 1998 })).toMatchObject({ era: 'before_1998' }); // finished in 1998: permitted before it
    expect(seismicCodeOf({ yearBuilt: 1999 })).toMatchObject({ era: 'code_1998' });
    expect(seismicCodeOf({ yearBuilt: 2007 })).toMatchObject({ era: 'code_1998' });
    expect(seismicCodeOf({ yearBuilt: 2008 })).toMatchObject({ era: 'code_2007' });
    expect(seismicCodeOf({ yearBuilt: 2019 })).toMatchObject({ era: 'code_2007' });
    expect(seismicCodeOf({ yearBuilt: 2020 })).toMatchObject({ era: 'tbdy_2018', inForce: '2019-01-01' });
    expect(seismicCodeOf({ yearBuilt: 2008, permitDate: '2007-03-05' })).toMatchObject({ era: 'code_1998', from: 'permit_date' });
    expect(seismicCodeOf({ yearBuilt: 2021, permitDate: '2019-01-01' })).toMatchObject({ era: 'tbdy_2018', from: 'permit_date' });
    expect(seismicCodeOf({})).toBeNull();
  });

  it('answers the filter "built under the 2007 code or later"', () => {
    expect(meetsCode('code_2007', 'code_2007')).toBe(true);
    expect(meetsCode('tbdy_2018', 'code_2007')).toBe(true);
    expect(meetsCode('code_1998', 'code_2007')).toBe(false);
    expect(meetsCode('code_2007', 'tbdy_2018')).toBe(false);
  });
});

describe("a foreign buyer's thresholds", () => {
  // units of USD per unit of each currency on a given day (1 USD = 42 TRY = 0.86 EUR = 80 RUB)
  const usdPer = { USD: 1, TRY: 1 / 42, EUR: 1 / 0.86, RUB: 1 / 80 } as const;
  it.each(Object.entries(usdPer))('flags citizenship exactly at USD 400,000 in %s', (_currency, rate) => {
    const atThreshold = Math.ceil(CITIZENSHIP_THRESHOLD.usd / rate);
    expect(foreignBuyerFlags(atThreshold, rate)).toMatchObject({ citizenship: true, residence: true });
    const below = Math.floor((CITIZENSHIP_THRESHOLD.usd - 1) / rate);
    expect(foreignBuyerFlags(below, rate)).toMatchObject({ citizenship: false, residence: true });
    expect(foreignBuyerFlags(Math.floor(199_999 / rate), rate).residence).toBe(false);
  });
});

describe('purchase costs', () => {
  it("computes the buyer's title-deed fee and lists the rest with their tariff or provider", () => {
    const local = purchaseCosts(5_000_000, false);
    expect(local.lines.map((l) => l.key)).toEqual(['title_deed_fee', 'revolving_fund', 'dask']);
    expect(local.lines[0]).toMatchObject({ amount: 100_000, payer: 'buyer' });
    expect(local.lines[2]).toMatchObject({ amount: null, rangeTry: [505, 1951] });
    expect(local.knownTotal).toBe(100_000);
    expect(purchaseCosts(5_000_000, true).lines.map((l) => l.key)).toEqual(['title_deed_fee', 'revolving_fund', 'dask', 'valuation_report', 'translator']);
  });
});

describe('the catalogue filter "built under this code or later" follows seismicCodeOf', () => {
  it('agrees with the derivation on every year and on the permit dates around each code', () => {
    for (const atLeast of ['code_2007', 'tbdy_2018'] as const) {
      const { permitFrom, builtFrom } = codeFilterBounds(atLeast);
      for (let year = 1990; year <= 2030; year++) {
        const era = seismicCodeOf({ yearBuilt: year })!.era;
        expect([year, atLeast, year >= builtFrom]).toEqual([year, atLeast, meetsCode(era, atLeast)]);
      }
      const dayBefore = new Date(Date.parse(`${permitFrom}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(meetsCode(seismicCodeOf({ permitDate: permitFrom })!.era, atLeast)).toBe(true);
      expect(meetsCode(seismicCodeOf({ permitDate: dayBefore })!.era, atLeast)).toBe(false);
    }
    expect(codeFilterBounds('code_2007')).toEqual({ permitFrom: '2007-03-06', builtFrom: 2008 });
    expect(codeFilterBounds('tbdy_2018')).toEqual({ permitFrom: '2019-01-01', builtFrom: 2020 });
  });
});
