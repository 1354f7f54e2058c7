// Paid services: `fastify.billing` (orders, invoices, payments, promotions, the fees page's services; this folder) with the bank-transfer
// payment provider, and the job that ends promotions whose period is over.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../../app-options';
import { registerPromotionsJob } from '../../../jobs/promotions';
import { BankTransferProvider } from './provider';
import { BillingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    // Writes that change the public listing replies (promotions) drop the reply cache.
    fastify.replyCache.dropAfterWritesUnder('/api/invoices');
    const billing = new BillingService(fastify.database, opts.config.billing, new BankTransferProvider(opts.config.billing.bank), fastify.audit, {
      mailer: fastify.mailer,
      publicUrl: opts.config.publicUrl,
      warn: (obj, msg) => fastify.log.warn(obj, msg),
    });
    fastify.decorate('billing', billing);
    // The orders and invoices page: its frame rendered on the server for the signed-in user (its data loads in the browser).
    fastify.web.pages.register('profileInvoice', { ssr: true });
    registerPromotionsJob(billing, {
      jobs: fastify.jobs,
      everySeconds: opts.config.promotionsIntervalMinutes * 60,
      log: { info: (obj, msg) => fastify.log.info(obj, msg), warn: (obj, msg) => fastify.log.warn(obj, msg) },
    });
  },
  { name: 'billing', dependencies: ['reply-cache', 'database', 'jobs', 'admin', 'mail', 'web'] },
);
