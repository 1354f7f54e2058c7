// The back office's Payments (administrators only: routes/api/admin/autohooks.ts). Bank transfers are checked by
// hand: an administrator marks an unpaid invoice paid (its promotions start at once) or cancels it (kept). Both are
// audited in the same transaction (`invoice.paid`, `invoice.cancel`, before/after).
//   GET  /api/admin/payments?status&page   invoices by status (unpaid: oldest first), with the buyer
//   POST /api/admin/payments/:id/paid      409 when it is not unpaid any more
//   POST /api/admin/payments/:id/cancel
//   GET  /api/admin/payments/:id/pdf       any invoice's PDF
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema, accountMessage } from '@realty/shared/schemas';
import { adminErrors, adminNotFound } from '@realty/shared/contracts/admin';
import { me } from '../../../../plugins/app/session';
import { httpError } from '../../../../plugins/app/errors';
import { noStore } from '../../../../http-cache';
import { adminInvoiceReplySchema, adminPaymentsQuerySchema, adminPaymentsReplySchema, invoiceIdParamsSchema } from '@realty/shared/contracts/billing';
import { signedInPage, signedInRoute } from '../../../route-options';
import { invoicePdfRoute } from '../../invoices/invoice-pdf';

const conflict = { 409: accountErrorSchema };

const route: FastifyPluginAsyncZod = async (fastify) => {
  signedInPage(
    fastify,
    {
      tag: 'admin',
      summary: 'Invoices by status (unpaid first, oldest first), with the buyer',
      querystring: adminPaymentsQuerySchema,
      reply: adminPaymentsReplySchema,
      errors: adminErrors,
      perPage: 30,
    },
    ({ query: { status, page }, lang }, perPage) => fastify.billing.adminList(status, page, perPage, lang),
  );

  // The two decisions on an unpaid invoice answer alike: 404 unknown, 409 not unpaid any more, else the invoice after.
  const decisions = [
    { path: '/:id/paid', summary: 'Mark an unpaid invoice paid: its promotions start at once (audited)', action: 'markPaid', message: 'invoicePaid' },
    { path: '/:id/cancel', summary: 'Cancel an unpaid invoice; it is kept and its promotions never start (audited)', action: 'cancel', message: 'invoiceCancelled' },
  ] as const;
  for (const { path, summary, action, message } of decisions) {
    fastify.post(
      path,
      signedInRoute('admin', summary, {
        params: invoiceIdParamsSchema,
        response: { 200: adminInvoiceReplySchema, ...adminErrors, ...adminNotFound, ...conflict },
      }),
      async (request, reply) => {
        const result = await fastify.billing[action](me(request).id, request.params.id, request.lang);
        if (result === 'notFound') throw httpError(404, 'invoiceNotFound');
        if (result === 'notUnpaid') throw httpError(409, 'invoiceNotUnpaid');
        return noStore(reply).send({ message: accountMessage(message, request.lang, { number: result.after.number }), data: result.after });
      },
    );
  }

  invoicePdfRoute(fastify, { tag: 'admin', summary: 'Any invoice as a PDF, in the request’s language', errors: { ...adminErrors, ...adminNotFound } }, () => null);
};

export default route;
