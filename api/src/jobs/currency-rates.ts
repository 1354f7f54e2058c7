/**
 * Scheduled refresh of currency_rates from the CBRT (CBRT_RATES_URL). Runs once
 * shortly after start, then every `intervalMs` (default 1 hour; the bank
 * publishes once per working day around 15:30 Istanbul time). Disabled in tests.
 */
import type { Database } from '../db/client';
import { refreshRates } from '../services/currency';
import { schedule, type Job } from './schedule';
import { timedJob } from './metrics';

export interface CurrencyJobOptions {
  database: Database;
  url: string | undefined;
  enabled?: boolean;
  intervalMs?: number;
  initialDelayMs?: number;
  fetchImpl?: typeof fetch;
  log: { info: (msg: string) => void; warn: (msg: string) => void };
}

export function startCurrencyRatesJob(opts: CurrencyJobOptions): Job {
  const enabled = (opts.enabled ?? process.env.NODE_ENV !== 'test') && Boolean(opts.url) && opts.url !== 'off';
  let running: Promise<boolean> | null = null;
  const runOnce = (): Promise<boolean> => {
    const url = opts.url;
    if (!url) return Promise.resolve(false);
    running ??= timedJob('currency-rates', () => refreshRates(opts.database, { url, fetchImpl: opts.fetchImpl, log: opts.log }), (ok) => ok).finally(() => {
      running = null;
    });
    return running;
  };
  if (!enabled) return { runOnce, stop: () => {} };
  const stop = schedule(() => void runOnce(), opts.initialDelayMs ?? 5_000, opts.intervalMs ?? 60 * 60 * 1000);
  return { runOnce, stop };
}
