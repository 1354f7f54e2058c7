// The signed-in user's saved searches (profile/saved). Signed in only (autohooks); another user's search id
// answers 404 (nothing leaks).
//   GET    /api/saved-searches?user_id
//   PATCH  /api/saved-searches/:id { user_id, name?, alert? }
//   POST   /api/saved-searches/:id/seen        the user opened it ("new" matches count from now)
//   DELETE /api/saved-searches/:id?user_id
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrors, accountErrorSchema, accountMessage, messageReplySchema } from '@realty/shared/schemas';
import { deletedReplySchema, savedSearchListReplySchema, savedSearchReplySchema, searchIdParamsSchema, updateSearchBodySchema, userIdQuerySchema } from '@realty/shared/contracts/account';
import { me } from '../../../plugins/app/session';
import { httpError } from '../../../plugins/app/errors';
import { signedInGet, signedInRoute } from '../../route-options';

const notFound = { 404: accountErrorSchema };

const route: FastifyPluginAsyncZod = async (fastify) => {
  signedInGet(
    fastify,
    '/',
    {
      tag: 'account',
      summary: 'Saved searches, with the titles of their places and their new matches',
      input: { querystring: userIdQuerySchema },
      reply: savedSearchListReplySchema,
      errors: accountErrors,
    },
    async (request) => ({ data: await fastify.savedSearches.list(me(request).id, request.lang) }),
  );

  fastify.patch(
    '/:id',
    signedInRoute('account', 'Rename a saved search or change its alert (instant, daily, weekly, none = off)', {
      params: searchIdParamsSchema,
      body: updateSearchBodySchema,
      response: { 200: savedSearchReplySchema, ...accountErrors, ...notFound },
    }),
    async (request, reply) => {
      const { name, alert } = request.body;
      const updated = await fastify.savedSearches.update(me(request).id, request.params.id, { name, alert }, request.lang);
      if (!updated) throw httpError(404, 'searchNotFound');
      const key = name === undefined && alert !== undefined ? 'alertUpdated' : 'searchRenamed';
      return reply.send({ message: accountMessage(key, request.lang), data: updated });
    },
  );

  fastify.post(
    '/:id/seen',
    signedInRoute('account', 'Mark a saved search as opened (its count of new matches starts again)', {
      params: searchIdParamsSchema,
      body: userIdQuerySchema.optional(),
      response: { 200: messageReplySchema, ...accountErrors, ...notFound },
    }),
    async (request, reply) => {
      if (!(await fastify.savedSearches.markSeen(me(request).id, request.params.id))) throw httpError(404, 'searchNotFound');
      return reply.send({ message: accountMessage('searchSeen', request.lang) });
    },
  );

  fastify.delete(
    '/:id',
    signedInRoute('account', 'Delete a saved search', {
      params: searchIdParamsSchema,
      querystring: userIdQuerySchema,
      response: { 200: deletedReplySchema, ...accountErrors, ...notFound },
    }),
    async (request, reply) => {
      const { id } = request.params;
      if (!(await fastify.savedSearches.remove(me(request).id, id))) throw httpError(404, 'searchNotFound');
      return reply.send({ message: accountMessage('searchDeleted', request.lang), data: { id } });
    },
  );
};

export default route;
