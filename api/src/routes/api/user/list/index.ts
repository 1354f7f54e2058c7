// The signed-in user's own listings (profile/my), signed in only (autohooks).
//   GET    /api/user/list?user_id&status&page        active and hidden listings with status and 30-day totals
//   PATCH  /api/user/list { user_id, realty_id, status: active|hidden }   hide / show
//   DELETE /api/user/list?realty_id&user_id          soft delete (restorable for 30 days)
//   GET    /api/user/list/deleted?page               deleted in the last 30 days: own ones and, for an agency owner,
//                                                    the team's (plugins/app/listing/listing-trash.ts)
//   POST   /api/user/list/:id/restore                bring one back (its author or its agency's owner)
//   GET    /api/user/list/:id/stats                  the last 30 days, day by day
// Every change follows one rule: the listing's author or the owner of its agency (plugins/app/listing/listing-rights.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrors, accountErrorSchema, accountMessage, listMeta } from '@realty/shared/schemas';
import { deletedListQuerySchema, deletedListReplySchema, deletedReplySchema, listingStatsParamsSchema, listingStatsReplySchema, ownDeleteQuerySchema, ownListQuerySchema, ownListReplySchema, ownStatusBodySchema, ownStatusReplySchema, restoreParamsSchema, restoreReplySchema } from '@realty/shared/contracts/account';
import { me } from '../../../../plugins/app/session';
import { httpError } from '../../../../plugins/app/errors';
import { noStore } from '../../../../http-cache';
import { signedInGet, signedInRoute } from '../../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  signedInGet(
    fastify,
    '/',
    {
      tag: 'account',
      summary: 'Own listings, active and hidden, with status, counts per tab and 30-day statistics',
      input: { querystring: ownListQuerySchema },
      reply: ownListReplySchema,
      errors: accountErrors,
    },
    (request) => {
      const { status, page, per_page: perPage } = request.query;
      return fastify.userListings.cards(me(request).id, { status, page, perPage }, request.lang);
    },
  );

  fastify.patch(
    '/',
    signedInRoute('account', 'Hide or show an own listing', {
      body: ownStatusBodySchema,
      response: { 200: ownStatusReplySchema, ...accountErrors, 404: accountErrorSchema },
    }),
    async (request, reply) => {
      const { realty_id: realtyId, status } = request.body;
      const updated = await fastify.userListings.setStatus(me(request).id, realtyId, status);
      if (!updated) throw httpError(404, 'listingNotFound');
      if (updated === 'locked') throw httpError(403, 'listingLocked');
      return reply.send({
        message: accountMessage(status === 'hidden' ? 'listingHidden' : 'listingShown', request.lang),
        data: { id: updated.id, status: updated.status },
      });
    },
  );

  fastify.delete(
    '/',
    signedInRoute('account', 'Delete an own listing (soft delete: kept for invoices, never shown)', {
      querystring: ownDeleteQuerySchema,
      response: { 200: deletedReplySchema, ...accountErrors, 404: accountErrorSchema },
    }),
    async (request, reply) => {
      const realtyId = request.query.realty_id;
      if (!(await fastify.listingTrash.remove(me(request).id, realtyId)).ok) throw httpError(404, 'listingNotFound');
      return reply.send({ message: accountMessage('listingDeleted', request.lang), data: { id: realtyId } });
    },
  );

  fastify.get(
    '/deleted',
    signedInRoute('account', 'Listings deleted in the last 30 days that the user may restore (own ones; for an agency owner also the team’s)', {
      querystring: deletedListQuerySchema,
      response: { 200: deletedListReplySchema, ...accountErrors },
    }),
    async (request, reply) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await fastify.listingTrash.page(me(request).id, { page, perPage, lang: request.lang });
      return noStore(reply).send({ data: rows, meta: listMeta(page, perPage, total) });
    },
  );

  fastify.post(
    '/:id/restore',
    signedInRoute('account', 'Restore a listing deleted in the last 30 days (its author or its agency’s owner)', {
      params: restoreParamsSchema,
      response: { 200: restoreReplySchema, ...accountErrors, 404: accountErrorSchema },
    }),
    async (request, reply) => {
      const restored = await fastify.listingTrash.restore(me(request).id, request.params.id);
      if (!restored.ok) throw httpError(404, 'listingNotFound');
      return noStore(reply).send({ message: accountMessage('listingRestored', request.lang), data: { id: request.params.id, status: restored.value.status } });
    },
  );

  signedInGet(
    fastify,
    '/:id/stats',
    {
      tag: 'account',
      summary: 'Statistics of an own listing over the last 30 days: views, phone reveals, favourites, contact messages',
      input: { params: listingStatsParamsSchema, querystring: ownDeleteQuerySchema.pick({ user_id: true }) },
      reply: listingStatsReplySchema,
      errors: { ...accountErrors, 404: accountErrorSchema },
    },
    async (request) => {
      const stats = await fastify.listingStats.daily(me(request).id, request.params.id);
      if (!stats) throw httpError(404, 'listingNotFound');
      return { data: stats };
    },
  );
};

export default route;
