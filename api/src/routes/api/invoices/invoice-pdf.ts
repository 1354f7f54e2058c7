// GET /:id/pdf of an invoice, in the request's language: the buyer's (routes/api/invoices) and the back office's
// (routes/api/admin/payments, any invoice). Not a route module: autoload loads only index.ts of a folder that has one.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { invoiceIdParamsSchema } from '@realty/shared/contracts/billing';
import { noStore } from '../../../http-cache';
import { signedInRoute, type ZodFastify } from '../../route-options';

/** Registers GET `/:id/pdf`: the invoice `owner` may read (null: any), as an attachment named by its number. */
export function invoicePdfRoute(
  fastify: ZodFastify,
  doc: { tag: string; summary: string; errors: Record<number, z.ZodType> },
  owner: (request: FastifyRequest) => number | null,
): void {
  fastify.get(
    '/:id/pdf',
    signedInRoute(doc.tag, doc.summary, { params: invoiceIdParamsSchema, response: { 200: z.any().describe('application/pdf'), ...doc.errors } }),
    async (request, reply) => {
      const invoice = await fastify.billing.invoice(owner(request), request.params.id, request.lang);
      const pdf = await fastify.billing.pdf(invoice, request.lang);
      return noStore(reply).type('application/pdf').header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`).send(pdf);
    },
  );
}
