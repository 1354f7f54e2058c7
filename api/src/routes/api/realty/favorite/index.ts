// Favorites (PRODUCT.md §7). `user_id` must be the caller's own id.
//   GET    /api/realty/favorite?user_id                 { data: [listing ids] }
//   POST   /api/realty/favorite { user_id, realty_id }  201 added / 200 already there / 404
//   DELETE /api/realty/favorite?realty_id&user_id       200
import type { FastifyPluginAsync } from 'fastify';
import { authMessage } from '@realty/shared/schemas';
import { input, positiveId, requireOwner, sendFieldErrors, sendMessage } from '../../../../plugins/app/auth';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { schema: { tags: ['account'], summary: 'Ids of the favorite listings' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    reply.header('cache-control', 'no-store');
    return reply.send({ data: await fastify.favorites.listingIds(user.id) });
  });

  fastify.post('/', { schema: { tags: ['account'], summary: 'Add a listing to favorites' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const realtyId = positiveId(input(request, 'realty_id'));
    if (realtyId === null) return sendFieldErrors(reply, request, { realty_id: ['realtyIdInvalid'] });
    const result = await fastify.favorites.add(user.id, realtyId);
    if (result === 'not-found') return sendMessage(reply, request, 404, 'listingNotFound');
    return reply
      .code(result === 'added' ? 201 : 200)
      .send({ message: authMessage('favoriteAdded', request.lang), data: { realty_id: realtyId, is_favorite: true } });
  });

  fastify.delete('/', { schema: { tags: ['account'], summary: 'Remove a listing from favorites' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const realtyId = positiveId(input(request, 'realty_id'));
    if (realtyId === null) return sendFieldErrors(reply, request, { realty_id: ['realtyIdInvalid'] });
    await fastify.favorites.remove(user.id, realtyId);
    return reply.send({ message: authMessage('favoriteRemoved', request.lang), data: { realty_id: realtyId, is_favorite: false } });
  });
};

export default route;
