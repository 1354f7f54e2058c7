// The signed-in user and their lists. `user_id` (kept for compatibility) must be the caller's own id.
//   GET    /api/user                               { data: user } | 401
//   GET    /api/user/favorite?user_id&page         favorite listing cards
//   GET    /api/user/list?user_id&status&page      own listings (active and hidden) with status
//   PATCH  /api/user/list { user_id, realty_id, status: active|hidden }   hide / show
//   DELETE /api/user/list?realty_id&user_id        soft delete
import type { FastifyPluginAsync } from 'fastify';
import { authMessage } from '@realty/shared/schemas';
import { serializeUser } from '../../../services/users';
import { cardsByIds } from '../../../services/listings';
import { OWNER_STATUSES, type OwnerStatus } from '../../../services/user-listings';
import { input, listMeta, pageParams, positiveId, requireOwner, requireUser, sendFieldErrors, sendMessage } from '../../../plugins/app/auth';

const isOwnerStatus = (value: unknown): value is OwnerStatus => OWNER_STATUSES.includes(value as OwnerStatus);

const route: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { schema: { tags: ['auth'], summary: 'The signed-in user' } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    reply.header('cache-control', 'no-store');
    return reply.send({ data: serializeUser(user) });
  });

  fastify.get('/favorite', { schema: { tags: ['account'], summary: 'Favorite listings (cards)' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const { page, perPage } = pageParams(request.query);
    const { ids, total } = await fastify.favorites.page(user.id, page, perPage);
    const cards = await cardsByIds(fastify.database, ids, request.lang);
    reply.header('cache-control', 'no-store');
    return reply.send({ data: cards.map((card) => ({ ...card, is_favorite: true })), meta: listMeta(page, perPage, total) });
  });

  fastify.get('/list', { schema: { tags: ['account'], summary: 'Own listings, active and hidden, with status' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const status = (request.query as Record<string, unknown>).status;
    if (status !== undefined && status !== '' && !isOwnerStatus(status)) return sendFieldErrors(reply, request, { status: ['statusInvalid'] });
    const { page, perPage } = pageParams(request.query);
    const { rows, total } = await fastify.userListings.page(user.id, { status: isOwnerStatus(status) ? status : undefined, page, perPage });
    const cards = await cardsByIds(fastify.database, rows.map((row) => row.id), request.lang);
    const byId = new Map(rows.map((row) => [row.id, row]));
    reply.header('cache-control', 'no-store');
    return reply.send({
      data: cards.map((card) => {
        const own = byId.get(card.id);
        return { ...card, status: own?.status ?? 'active', phone_reveals: own?.phone_reveals ?? 0 };
      }),
      meta: listMeta(page, perPage, total),
    });
  });

  fastify.patch('/list', { schema: { tags: ['account'], summary: 'Hide or show an own listing' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const realtyId = positiveId(input(request, 'realty_id'));
    if (realtyId === null) return sendFieldErrors(reply, request, { realty_id: ['realtyIdInvalid'] });
    const status = input(request, 'status');
    if (!isOwnerStatus(status)) return sendFieldErrors(reply, request, { status: ['statusInvalid'] });
    const updated = await fastify.userListings.setStatus(user.id, realtyId, status);
    if (!updated) return sendMessage(reply, request, 404, 'listingNotFound');
    return reply.send({
      message: authMessage(status === 'hidden' ? 'listingHidden' : 'listingShown', request.lang),
      data: { id: updated.id, status: updated.status },
    });
  });

  fastify.delete('/list', { schema: { tags: ['account'], summary: 'Delete an own listing (soft delete)' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const realtyId = positiveId(input(request, 'realty_id'));
    if (realtyId === null) return sendFieldErrors(reply, request, { realty_id: ['realtyIdInvalid'] });
    if (!(await fastify.userListings.softDelete(user.id, realtyId))) return sendMessage(reply, request, 404, 'listingNotFound');
    return reply.send({ message: authMessage('listingDeleted', request.lang), data: { id: realtyId } });
  });
};

export default route;
