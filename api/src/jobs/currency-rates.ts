/**
 * The currency_rates refresh from the CBRT (CBRT_RATES_URL; empty: off) on the job queue, hourly across all
 * instances (the bank publishes once per working day around 15:30 Istanbul time). A failed fetch keeps the last
 * stored rates and is retried.
 */
import type { Database } from '../db/client';
import { refreshRates } from '../services/currency';
import type { JobQueue } from './queue';
import { registerScheduledJob, type Job } from './schedule';

export interface CurrencyJobOptions {
  jobs?: JobQueue;
  database: Database;
  url: string | undefined;
  intervalSeconds?: number;
  fetchImpl?: typeof fetch;
  log: { info: (msg: string) => void; warn: (msg: string) => void };
}

export function registerCurrencyRatesJob(opts: CurrencyJobOptions): Job {
  const url = opts.url && opts.url !== 'off' ? opts.url : undefined;
  return registerScheduledJob({
    jobs: opts.jobs,
    name: 'currency-rates',
    everySeconds: url ? (opts.intervalSeconds ?? 3600) : 0,
    failed: 'currency rates refresh failed',
    log: { info: (_obj, msg) => opts.log.info(msg), warn: (_obj, msg) => opts.log.warn(msg) },
    work: async () => {
      if (!url) throw new Error('no CBRT_RATES_URL');
      if (!(await refreshRates(opts.database, { url, fetchImpl: opts.fetchImpl, log: opts.log }))) throw new Error('the CBRT rates could not be read');
    },
  });
}
