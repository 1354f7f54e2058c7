import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boundToTry, convert, fromTry, toTry, type Rates } from './money';

const rates: Rates = { TRY: 1, USD: 42.3071, EUR: 48.8083, RUB: 0.52888 };

test('price -> TRY', () => {
  assert.equal(toTry(100_000, 'EUR', rates), 4_880_830);
  assert.equal(toTry(1500, 'TRY', rates), 1500);
  assert.equal(toTry(10_000_000, 'RUB', rates), 5_288_800);
});

test('TRY -> display currency', () => {
  assert.equal(fromTry(4_880_830, 'EUR', rates), 100_000);
  assert.equal(fromTry(42_307, 'USD', rates), 1000);
  assert.equal(fromTry(999, 'TRY', rates), 999);
});

test('currency -> currency goes through TRY', () => {
  assert.equal(convert(1000, 'USD', 'EUR', rates), 867);
  assert.equal(convert(1000, 'EUR', 'EUR', rates), 1000);
});

test('price bounds: only set and not negative', () => {
  assert.equal(boundToTry('1000', 'USD', rates), 42_307);
  assert.equal(boundToTry('', 'USD', rates), undefined);
  assert.equal(boundToTry('-5', 'USD', rates), undefined);
  assert.equal(boundToTry('abc', 'USD', rates), undefined);
  assert.equal(boundToTry(0, 'TRY', rates), 0);
});

test('a missing rate is an error, not a silent zero', () => {
  assert.throws(() => toTry(1, 'USD', { ...rates, USD: 0 }), /no rate for USD/);
});
