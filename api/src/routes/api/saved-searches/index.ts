// The signed-in user's saved searches (profile/saved). `user_id` must be the caller's own id; another
// user's search id answers 404 (nothing leaks).
//   GET    /api/saved-searches?user_id
//   PATCH  /api/saved-searches/:id { user_id, name?, alert? }
//   DELETE /api/saved-searches/:id?user_id
import type { FastifyPluginAsync } from 'fastify';
import { NAME_MAX, authMessage } from '@realty/shared/schemas';
import { SAVED_SEARCH_ALERTS, type SavedSearchAlert } from '../../../services/saved-searches';
import { input, positiveId, requireOwner, sendFieldErrors, sendMessage } from '../../../plugins/app/auth';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { schema: { tags: ['account'], summary: 'Saved searches' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    reply.header('cache-control', 'no-store');
    return reply.send({ data: await fastify.savedSearches.list(user.id) });
  });

  fastify.patch('/:id', { schema: { tags: ['account'], summary: 'Rename a saved search' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const id = positiveId((request.params as Record<string, unknown>).id);
    if (id === null) return sendMessage(reply, request, 404, 'searchNotFound');
    const rawName = input(request, 'name');
    let name: string | undefined;
    if (rawName !== undefined) {
      if (typeof rawName !== 'string' || !rawName.trim()) return sendFieldErrors(reply, request, { name: ['required'] });
      if (rawName.trim().length > NAME_MAX) return sendFieldErrors(reply, request, { name: ['searchNameMax'] });
      name = rawName.trim();
    }
    const alert = input(request, 'alert');
    if (alert !== undefined && !SAVED_SEARCH_ALERTS.includes(alert as SavedSearchAlert)) {
      return sendFieldErrors(reply, request, { alert: ['filterInvalid'] });
    }
    const updated = await fastify.savedSearches.update(user.id, id, { name, alert: alert as SavedSearchAlert | undefined });
    if (!updated) return sendMessage(reply, request, 404, 'searchNotFound');
    return reply.send({ message: authMessage('searchRenamed', request.lang), data: updated });
  });

  fastify.delete('/:id', { schema: { tags: ['account'], summary: 'Delete a saved search' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const id = positiveId((request.params as Record<string, unknown>).id);
    if (id === null || !(await fastify.savedSearches.remove(user.id, id))) return sendMessage(reply, request, 404, 'searchNotFound');
    return reply.send({ message: authMessage('searchDeleted', request.lang), data: { id } });
  });
};

export default route;
