// GET /api/user/favorite?user_id&page&per_page&sort: the favourite listings as cards (profile/favorites), signed in only.
// Listings hidden by their owner or removed stay in the list with `availability` (the page greys them out).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrors } from '@realty/shared/schemas';
import { favoriteListQuerySchema, favoriteListReplySchema } from '@realty/shared/contracts/account';
import { me } from '../../../../plugins/app/session';
import { signedInGet } from '../../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  signedInGet(
    fastify,
    '/',
    { tag: 'account', summary: 'Favourite listings (cards), by date added or price', input: { querystring: favoriteListQuerySchema }, reply: favoriteListReplySchema, errors: accountErrors },
    (request) => {
      const { page, per_page: perPage, sort } = request.query;
      return fastify.favorites.cards(me(request).id, { page, perPage, sort }, request.lang);
    },
  );
};

export default route;
