// Schedules the CBRT currency rates refresh on the job queue (api/src/jobs/currency-rates.ts).
// Off when CBRT_RATES_URL is empty; the last stored rates stay when the bank is unreachable.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app-options';
import { registerCurrencyRatesJob } from '../../jobs/currency-rates';
import { catalogRefs } from './catalog/catalog-cache';

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    registerCurrencyRatesJob({
      jobs: fastify.jobs,
      database: fastify.database,
      url: config.cbrtRatesUrl,
      log: { info: (m) => fastify.log.info(m), warn: (m) => fastify.log.warn(m) },
    });
    // Every page carries the current rates, so prices convert without a request (`__INITIAL_DATA__.rates`).
    fastify.web.registerHeadProvider('*', async () => {
      const refs = await catalogRefs(fastify.database);
      return { data: { rates: { rates: { USD: refs.rates.USD, EUR: refs.rates.EUR, RUB: refs.rates.RUB }, date: refs.ratesDate } } };
    });
  },
  { name: 'currency-rates', dependencies: ['database', 'jobs', 'web'] },
);
