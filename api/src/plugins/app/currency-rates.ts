// Schedules the CBRT currency rates refresh (api/src/jobs/currency-rates.ts).
// Off in tests and when CBRT_RATES_URL is empty; the last stored rates stay when the bank is unreachable.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app';
import { startCurrencyRatesJob } from '../../jobs/currency-rates';
import { catalogRefs } from '../../services/catalog-cache';

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    const job = startCurrencyRatesJob({
      database: fastify.database,
      url: config.cbrtRatesUrl,
      enabled: config.env !== 'test',
      log: { info: (m) => fastify.log.info(m), warn: (m) => fastify.log.warn(m) },
    });
    fastify.addHook('onClose', async () => {
      job.stop();
    });
    // Every page carries the current rates, so prices convert without a request (`__INITIAL_DATA__.rates`).
    fastify.web.registerHeadProvider('*', async () => {
      const refs = await catalogRefs(fastify.database);
      return { data: { rates: { rates: { USD: refs.rates.USD, EUR: refs.rates.EUR, RUB: refs.rates.RUB }, date: refs.ratesDate } } };
    });
  },
  { name: 'currency-rates', dependencies: ['database', 'web'] },
);
