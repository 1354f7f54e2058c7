// Viewing requests in a conversation (issue 30), for its parties only (anyone else: 404; signed out: 401). Thin: zod,
// one `fastify.viewings` call; refusals are thrown (viewingErrors) and translated by the error handler.
//   POST /api/viewings                 { conversation_id, slots: ['YYYY-MM-DDTHH:mm' Istanbul time, 1–3], text? } (buyer)
//   POST /api/viewings/:id/answer      { action: 'confirm', slot } | { action: 'decline', text } (seller, agency owner)
//   POST /api/viewings/:id/cancel      (buyer, while pending or confirmed)
//   GET  /api/viewings?from=&to=       my confirmed viewings, the soonest first (from: default now)
//   GET  /api/viewings/:id/ics         the invitation of a confirmed viewing
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarReplySchema,
  viewingAnswerBodySchema,
  isViewingMessageKey,
  viewingMessage,
  viewingRequestBodySchema,
  viewingSchema,
  type ViewingMessageKey,
} from '@realty/shared/contracts/messages';
import { accountErrorSchema as errorSchema, idParamsSchema, positiveIdField } from '@realty/shared/schemas';
import { me } from '../../../plugins/app/session';
import { viewingErrors } from '../../../plugins/app/viewings/errors';
import { noStore } from '../../../http-cache';

const changeReplySchema = z.object({ message: z.string(), data: viewingSchema });
const changeErrors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const requestBodySchema = viewingRequestBodySchema.extend({ conversation_id: positiveIdField('idInvalid') });
const calendarQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional().describe('ISO instant; default now'),
  to: z.iso.datetime({ offset: true }).optional().describe('ISO instant (exclusive)'),
});

/**
 * The body schemas' issues carry viewing message keys ('slotsTooMany', 'slotInvalid', …): answered with those messages
 * per field (`slots.0`), in the request's language. Any other invalid input keeps the error handler's generic reply.
 */
function throwInvalidBody(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validation?: { instancePath: string; message?: string }[]; validationContext?: string }) | undefined;
  if (!error) return;
  const issues = error.validation ?? [];
  if (error.validationContext !== 'body' || !issues.length || !issues.every((i) => isViewingMessageKey(i.message ?? ''))) throw error;
  const fields: Record<string, ViewingMessageKey[]> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || 'body';
    (fields[name] ??= []).push(issue.message as ViewingMessageKey);
  }
  throw viewingErrors.fieldError(fields);
}

const route: FastifyPluginAsyncZod = async (fastify) => {
  const { viewings } = fastify;
  const said = (key: ViewingMessageKey, lang: string) => viewingMessage(key, lang);

  fastify.post(
    '/',
    { attachValidation: true, schema: { tags: ['viewings'], summary: 'Ask for a viewing in a conversation (buyer)', body: requestBodySchema, response: { 201: changeReplySchema, ...changeErrors } } },
    async (request, reply) => {
      throwInvalidBody(request);
      const { conversation_id: conversationId, slots, text } = request.body;
      const data = await viewings.request(me(request).id, conversationId, slots, text);
      return noStore(reply).code(201).send({ message: said('requested', request.lang), data });
    },
  );

  fastify.post(
    '/:id/answer',
    { attachValidation: true, schema: { tags: ['viewings'], summary: 'Confirm one proposed slot or decline (seller or agency owner)', params: idParamsSchema, body: viewingAnswerBodySchema, response: { 200: changeReplySchema, ...changeErrors } } },
    async (request, reply) => {
      throwInvalidBody(request);
      const data = await viewings.answer(me(request).id, request.params.id, request.body);
      return noStore(reply).send({ message: said(request.body.action === 'confirm' ? 'confirmed' : 'declined', request.lang), data });
    },
  );

  fastify.post(
    '/:id/cancel',
    { schema: { tags: ['viewings'], summary: 'Cancel a pending or confirmed viewing (buyer)', params: idParamsSchema, response: { 200: changeReplySchema, ...changeErrors } } },
    async (request, reply) => {
      const data = await viewings.cancel(me(request).id, request.params.id);
      return noStore(reply).send({ message: said('cancelled', request.lang), data });
    },
  );

  fastify.get(
    '/',
    { schema: { tags: ['viewings'], summary: 'My confirmed viewings, the soonest first', querystring: calendarQuerySchema, response: { 200: calendarReplySchema, 401: errorSchema, 422: errorSchema } } },
    async (request, reply) => {
      const from = request.query.from ? new Date(request.query.from) : undefined;
      const to = request.query.to ? new Date(request.query.to) : undefined;
      if (from && to && to <= from) throw viewingErrors.fieldError({ to: ['rangeInvalid'] });
      return noStore(reply).send({ data: await viewings.calendar(me(request).id, request.lang, { from, to }) });
    },
  );

  fastify.get(
    '/:id/ics',
    { schema: { tags: ['viewings'], summary: 'The calendar invitation of a confirmed viewing', params: idParamsSchema, response: { 200: z.string(), 401: errorSchema, 404: errorSchema } } },
    async (request, reply) => {
      const text = await viewings.ics(me(request).id, request.params.id, request.lang);
      return noStore(reply)
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="viewing-${request.params.id}.ics"`)
        .send(text);
    },
  );
};

export default route;
