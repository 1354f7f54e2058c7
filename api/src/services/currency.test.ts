import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createTestDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { getCurrentRates, parseCbrtXml, refreshRates } from './currency';
import { registerCurrencyRatesJob } from '../jobs/currency-rates';

const xml = readFileSync(new URL('../db/fixtures/cbrt-today.xml', import.meta.url), 'utf8');
const silent = { info: () => {}, warn: () => {} };

test('parses the CBRT today.xml fixture', () => {
  const b = parseCbrtXml(xml);
  assert.equal(b.date, '2025-11-20');
  assert.equal(b.rates.USD, 42.3071);
  assert.equal(b.rates.EUR, 48.8083);
  assert.equal(b.rates.RUB, 0.52888);
  assert.ok(Math.abs((b.rates.JPY ?? 0) - 0.270641) < 1e-9, 'per-unit rate (Unit 100)');
  assert.equal(b.rates.XDR, 57.5214, 'falls back to ForexBuying');
});

test('rejects what is not a bulletin', () => {
  assert.throws(() => parseCbrtXml('<html><body>Service unavailable</body></html>'), /not a CBRT bulletin/);
  assert.throws(() => parseCbrtXml('<Tarih_Date Tarih="20.11.2025" Date="11/20/2025"></Tarih_Date>'), /no rates/);
});

let database: Database;
before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  await database.close();
});

test('refresh stores rates and re-normalises listing prices; failures keep the last rates', async () => {
  const seeded = await getCurrentRates(database);
  assert.ok(seeded.rates.EUR > 0, 'seed carries rates');

  const fail = await refreshRates(database, {
    url: 'http://cbrt.invalid/today.xml',
    fetchImpl: async () => {
      throw new Error('getaddrinfo ENOTFOUND');
    },
    log: silent,
  });
  assert.equal(fail, false);
  assert.deepEqual((await getCurrentRates(database)).rates, seeded.rates);

  const warnings: string[] = [];
  const ok = await refreshRates(database, {
    url: 'http://cbrt.test/today.xml',
    fetchImpl: async () => new Response(xml, { status: 200 }),
    log: { info: () => {}, warn: (m) => warnings.push(m) },
  });
  assert.equal(ok, true);
  assert.deepEqual(warnings, []);
  const now = await getCurrentRates(database);
  assert.equal(now.rates.EUR, 48.8083);
  assert.equal(now.rates.TRY, 1);
  const { rows } = await database.execute(
    `select count(*) as n from listings where currency = 'EUR' and price_try <> round(price * 48.8083::float8)::bigint`,
  );
  assert.equal(rows[0]?.n, 0);
});

test('without a queue nothing is scheduled, but the job can run once on demand', async () => {
  let calls = 0;
  const job = registerCurrencyRatesJob({
    database,
    url: 'http://cbrt.test/today.xml',
    fetchImpl: async () => {
      calls++;
      return new Response('bad gateway', { status: 502 });
    },
    log: silent,
  });
  assert.equal(calls, 0);
  assert.equal(await job.runOnce(), false);
  assert.equal(calls, 1);
});
