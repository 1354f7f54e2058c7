// The signed-in user's orders and invoices (profile/invoice). Signed in only (autohooks); another user's invoice
// answers 404 (nothing leaks).
//   GET  /api/invoices?page            the user's invoices, newest first (cancelled ones kept)
//   POST /api/invoices                 { service, listing_ids, currency?, billing? }: order a paid service -> an unpaid
//                                      invoice; 422 per field (`billing.tax_number`, …) while the buyer's details are missing
//   GET  /api/invoices/billing         the details the next invoice is made out to (to fill the order dialog)
//   GET  /api/invoices/:id             one invoice
//   GET  /api/invoices/:id/pdf         the invoice as a PDF in the request's language
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrors, accountErrorSchema } from '@realty/shared/schemas';
import { me } from '../../../plugins/app/session';
import { noStore } from '../../../http-cache';
import { billingDetailsReplySchema, invoiceCreatedReplySchema, invoiceIdParamsSchema, invoiceListQuerySchema, invoiceListReplySchema, invoiceReplySchema, orderBodySchema } from '@realty/shared/contracts/billing';
import { signedInGet, signedInPage, signedInRoute } from '../../route-options';
import { invoicePdfRoute } from './invoice-pdf';

const notFound = { 404: accountErrorSchema };

const route: FastifyPluginAsyncZod = async (fastify) => {
  signedInPage(
    fastify,
    { tag: 'account', summary: 'The signed-in user’s invoices, newest first', querystring: invoiceListQuerySchema, reply: invoiceListReplySchema, errors: accountErrors, perPage: 20 },
    (request, perPage) => fastify.billing.list(me(request).id, request.query.page, perPage, request.lang),
  );

  fastify.post(
    '/',
    signedInRoute('account', 'Order a paid service for some of your active listings; creates an unpaid invoice (bank transfer)', {
      body: orderBodySchema,
      response: { 201: invoiceCreatedReplySchema, ...accountErrors },
    }),
    async (request, reply) => noStore(reply).code(201).send(await fastify.billing.placeOrder(me(request).id, request.body, request.lang)),
  );

  signedInGet(
    fastify,
    '/billing',
    { tag: 'account', summary: 'The details (name, address, tax office, tax number) your next invoice is made out to', input: {}, reply: billingDetailsReplySchema, errors: accountErrors },
    async (request) => ({ data: await fastify.billing.billingDetails(me(request).id) }),
  );

  signedInGet(
    fastify,
    '/:id',
    { tag: 'account', summary: 'One of your invoices', input: { params: invoiceIdParamsSchema }, reply: invoiceReplySchema, errors: { ...accountErrors, ...notFound } },
    async (request) => ({ data: await fastify.billing.invoice(me(request).id, request.params.id, request.lang) }),
  );

  invoicePdfRoute(
    fastify,
    { tag: 'account', summary: 'One of your invoices as a PDF, in the request’s language', errors: { ...accountErrors, ...notFound } },
    (request) => me(request).id,
  );
};

export default route;
