// GET /api/user/favorite?user_id&page&per_page&sort: the favourite listings as cards (profile/favorites), signed in only.
// Listings hidden by their owner or removed stay in the list with `availability` (the page greys them out).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrors, favoriteListQuerySchema, favoriteListReplySchema } from '@realty/shared/schemas';
import { me } from '../../../../plugins/app/account';
import { noStore } from '../../../../http-cache';
import { cardsByIds } from '../../../../plugins/app/catalog/listings';
import { listMeta } from '../../../../services/pagination';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['account'],
        summary: 'Favourite listings (cards), by date added or price',
        querystring: favoriteListQuerySchema,
        response: { 200: favoriteListReplySchema, ...accountErrors },
      },
    },
    async (request, reply) => {
      const { page, per_page: perPage, sort } = request.query;
      const { rows, total } = await fastify.favorites.pageAll(me(request).id, { page, perPage, sort });
      const cards = await cardsByIds(fastify.database, rows.map((row) => row.id), request.lang);
      const byId = new Map(cards.map((card) => [card.id, card]));
      const data = rows.flatMap((row) => {
        const card = byId.get(row.id);
        return card ? [{ ...card, is_favorite: true as const, availability: row.availability, favorited_at: row.favoritedAt.toISOString() }] : [];
      });
      return noStore(reply).send({ data, meta: listMeta(page, perPage, total) });
    },
  );
};

export default route;
