/**
 * Currency rates: parser for the Central Bank of the Republic of Turkey's
 * daily bulletin (https://www.tcmb.gov.tr/kurlar/today.xml), storage in
 * currency_rates, and the current rates for money.ts conversions.
 */
import { XMLParser } from 'fast-xml-parser';
import type { Database } from '../db/client';
import { CURRENCY_CODES, type Currency, type Rates } from './money';

export interface CbrtBulletin {
  /** Bulletin date, YYYY-MM-DD. */
  date: string;
  /** TRY per 1 unit, for every currency in the bulletin (ForexSelling / Unit, else ForexBuying / Unit). */
  rates: Record<string, number>;
}

function num(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const n = Number(v.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** Parses today.xml; throws on anything that is not a CBRT bulletin. */
export function parseCbrtXml(xml: string): CbrtBulletin {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, trimValues: true });
  const doc = parser.parse(xml) as { Tarih_Date?: { '@Date'?: string; '@Tarih'?: string; Currency?: unknown } };
  const root = doc.Tarih_Date;
  if (!root) throw new Error('not a CBRT bulletin: no Tarih_Date');
  let date: string | undefined;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(root['@Date'] ?? '');
  const tr = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(root['@Tarih'] ?? '');
  if (us) date = `${us[3]}-${us[1]}-${us[2]}`;
  else if (tr) date = `${tr[3]}-${tr[2]}-${tr[1]}`;
  if (!date) throw new Error('not a CBRT bulletin: no date');
  const list = Array.isArray(root.Currency) ? root.Currency : root.Currency ? [root.Currency] : [];
  const rates: Record<string, number> = {};
  for (const c of list as Array<Record<string, unknown>>) {
    const code = String(c['@CurrencyCode'] ?? c['@Kod'] ?? '').trim();
    const unit = num(c.Unit) ?? 1;
    const value = num(c.ForexSelling) ?? num(c.ForexBuying);
    if (code && value !== undefined && unit > 0) rates[code] = value / unit;
  }
  if (Object.keys(rates).length === 0) throw new Error('not a CBRT bulletin: no rates');
  return { date, rates };
}

export interface CurrentRates {
  rates: Rates;
  /** Date of the newest stored rate. */
  date: string | null;
}

/** Newest stored rate per currency (TRY = 1). */
export async function getCurrentRates(database: Database): Promise<CurrentRates> {
  const { rows } = await database.execute(
    `select distinct on (code) code::text as code, rate, rate_date from currency_rates order by code, rate_date desc`,
  );
  const rates: Record<Currency, number> = { TRY: 1, USD: 0, EUR: 0, RUB: 0 };
  let date: string | null = null;
  for (const r of rows) {
    const code = String(r.code) as Currency;
    if ((CURRENCY_CODES as readonly string[]).includes(code)) rates[code] = Number(r.rate);
    const d = String(r.rate_date);
    if (!date || d > date) date = d;
  }
  return { rates, date };
}

/** Stores the site's currencies from a bulletin (upsert per code and date). */
export async function storeRates(database: Database, bulletin: CbrtBulletin, source = 'cbrt'): Promise<number> {
  let stored = 0;
  for (const code of CURRENCY_CODES) {
    if (code === 'TRY') continue;
    const rate = bulletin.rates[code];
    if (!(rate !== undefined && rate > 0)) continue;
    await database.execute(
      `insert into currency_rates (code, rate_date, rate, source, fetched_at) values ($1, $2, $3, $4, now())
       on conflict (code, rate_date) do update set rate = excluded.rate, source = excluded.source, fetched_at = now()`,
      [code, bulletin.date, rate, source],
    );
    stored++;
  }
  return stored;
}

/** Re-normalises listings.price_try with the current rates (set-based; only rows whose value changes). */
export async function recomputePriceTry(database: Database): Promise<void> {
  const { rates } = await getCurrentRates(database);
  for (const code of CURRENCY_CODES) {
    if (code === 'TRY' || !(rates[code] > 0)) continue;
    await database.execute(
      `update listings set price_try = round(price * $2::float8)::bigint
       where currency = $1 and price_try <> round(price * $2::float8)::bigint`,
      [code, rates[code]],
    );
  }
}

export interface RefreshOptions {
  url: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  log?: { info: (msg: string) => void; warn: (msg: string) => void };
}

/**
 * Downloads and stores the bulletin, then re-normalises prices. When the bank
 * cannot be reached or answers garbage, the stored rates stay and the failure
 * is logged; returns false in that case.
 */
export async function refreshRates(database: Database, opts: RefreshOptions): Promise<boolean> {
  const doFetch = opts.fetchImpl ?? fetch;
  try {
    const res = await doFetch(opts.url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const bulletin = parseCbrtXml(await res.text());
    const n = await storeRates(database, bulletin);
    await recomputePriceTry(database);
    opts.log?.info(`currency rates updated from ${opts.url}: ${n} rates of ${bulletin.date}`);
    return true;
  } catch (err) {
    opts.log?.warn(`currency rates not updated (${opts.url}): ${err instanceof Error ? err.message : String(err)}; keeping the last stored rates`);
    return false;
  }
}
