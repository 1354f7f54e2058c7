import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decideFacts } from './decide-facts';

const settings = { ratePercent: 30, termMonths: 120 };
// 1 USD = 42 TRY, 1 EUR = 48 TRY, 1 RUB = 0.5 TRY
const pricesOf = (try_: number) => ({ TRY: try_, USD: Math.round(try_ / 42), EUR: Math.round(try_ / 48), RUB: Math.round(try_ / 0.5) });

test('a sale in EUR: costs in EUR, the loan limit on the TRY value, thresholds in USD', () => {
  const prices = { ...pricesOf(20_160_000), EUR: 420_000 };
  const facts = decideFacts({ dealType: 'sale', price: 420_000, currency: 'EUR', prices, yearBuilt: 2021 }, settings);
  assert.deepEqual(facts.seismic, { era: 'tbdy_2018', in_force: '2019-01-01', title: 'Türkiye Bina Deprem Yönetmeliği (TBDY 2018)', from: 'year_built' });
  assert.equal(facts.purchase_costs?.currency, 'EUR');
  assert.equal(facts.purchase_costs?.known_total, 8400); // the buyer's 2 % title-deed fee
  assert.deepEqual(facts.purchase_costs?.lines.filter((l) => l.foreign_only).map((l) => l.key), ['valuation_report', 'translator']);
  // 20.16M TRY is above 20M: 20 % without an energy class, 40 % with A or B
  assert.equal(facts.mortgage?.ltv, 0.2);
  assert.equal(facts.mortgage?.ltv_best, 0.4);
  assert.equal(facts.mortgage?.loan_try, 4_032_000);
  assert.ok((facts.mortgage?.monthly_try ?? 0) > 0);
  assert.equal(facts.foreign_buyer?.price_usd, 480_000);
  assert.equal(facts.foreign_buyer?.citizenship, true);
});

test('a sale just under the citizenship threshold in TRY keeps the residence flag', () => {
  const facts = decideFacts({ dealType: 'sale', price: 16_799_958, currency: 'TRY', prices: pricesOf(16_799_958), yearBuilt: null }, settings);
  assert.equal(facts.seismic, null);
  assert.equal(facts.foreign_buyer?.citizenship, false); // 399,999 USD
  assert.equal(facts.foreign_buyer?.residence, true);
  assert.equal(facts.mortgage?.value_try, 16_799_958);
});

test('a rent has the building code and nothing about buying', () => {
  const facts = decideFacts({ dealType: 'rent', price: 30_000, currency: 'TRY', prices: pricesOf(30_000), yearBuilt: 2005 }, settings);
  assert.equal(facts.seismic?.era, 'code_1998');
  assert.equal(facts.purchase_costs, null);
  assert.equal(facts.mortgage, null);
  assert.equal(facts.foreign_buyer, null);
});
