// Favorites (PRODUCT.md §7). Signed in only (autohooks); `user_id` may be omitted, else it must be the caller's id.
//   GET    /api/realty/favorite?user_id                 { data: [listing ids] }
//   POST   /api/realty/favorite { user_id, realty_id }  201 added / 200 already there / 404
//   DELETE /api/realty/favorite?realty_id&user_id       200
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrors, accountErrorSchema, accountMessage } from '@realty/shared/schemas';
import { favoriteBodySchema, favoriteChangeReplySchema, favoriteIdsReplySchema, userIdQuerySchema } from '@realty/shared/contracts/account';
import { me } from '../../../../plugins/app/session';
import { httpError } from '../../../../plugins/app/errors';
import { isCurrency } from '@realty/shared/format';
import { signedInGet, signedInRoute } from '../../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  signedInGet(
    fastify,
    '/',
    { tag: 'account', summary: 'Ids of the favorite listings (visible ones)', input: { querystring: userIdQuerySchema }, reply: favoriteIdsReplySchema, errors: accountErrors },
    async (request) => ({ data: await fastify.favorites.listingIds(me(request).id) }),
  );

  fastify.post(
    '/',
    signedInRoute('account', 'Add a listing to favorites', {
      body: favoriteBodySchema,
      response: { 200: favoriteChangeReplySchema, 201: favoriteChangeReplySchema, ...accountErrors, 404: accountErrorSchema },
    }),
    async (request, reply) => {
      const realtyId = request.body.realty_id;
      // The display currency (header switch, `currency` cookie): the account's price-drop mails show prices in it.
      const cookie = request.cookies.currency;
      const result = await fastify.favorites.add(me(request).id, realtyId, isCurrency(cookie) ? cookie : undefined);
      if (result === 'not-found') throw httpError(404, 'listingNotFound');
      return reply
        .code(result === 'added' ? 201 : 200)
        .send({ message: accountMessage('favoriteAdded', request.lang), data: { realty_id: realtyId, is_favorite: true } });
    },
  );

  fastify.delete(
    '/',
    signedInRoute('account', 'Remove a listing from favorites', {
      querystring: favoriteBodySchema,
      response: { 200: favoriteChangeReplySchema, ...accountErrors },
    }),
    async (request, reply) => {
      const realtyId = request.query.realty_id;
      await fastify.favorites.remove(me(request).id, realtyId);
      return reply.send({ message: accountMessage('favoriteRemoved', request.lang), data: { realty_id: realtyId, is_favorite: false } });
    },
  );
};

export default route;
