// POST /api/realty/filter/save { user_id, filter, name?, url?, alert? }: save the catalogue filter.
import type { FastifyPluginAsync } from 'fastify';
import { NAME_MAX, authMessage } from '@realty/shared/schemas';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_ALERTS, sanitizeFilter, type SavedSearchAlert } from '../../../../../services/saved-searches';
import { input, requireOwner, sendFieldErrors } from '../../../../../plugins/app/auth';

/** A site path (`/en/real-estate/sale?...`), never another origin. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 2000 && /^\/(?![/\\])\S*$/.test(value);

const route: FastifyPluginAsync = async (fastify) => {
  fastify.post('/', { schema: { tags: ['account'], summary: 'Save a catalogue search' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const filter = sanitizeFilter(input(request, 'filter'));
    if (!filter) return sendFieldErrors(reply, request, { filter: ['filterInvalid'] });
    const rawName = input(request, 'name');
    if (rawName !== undefined && rawName !== null && (typeof rawName !== 'string' || rawName.trim().length > NAME_MAX)) {
      return sendFieldErrors(reply, request, { name: ['searchNameMax'] });
    }
    const rawUrl = input(request, 'url');
    if (rawUrl !== undefined && rawUrl !== null && rawUrl !== '' && !isSitePath(rawUrl)) {
      return sendFieldErrors(reply, request, { url: ['filterInvalid'] });
    }
    const alert = input(request, 'alert') ?? 'none';
    if (!SAVED_SEARCH_ALERTS.includes(alert as SavedSearchAlert)) return sendFieldErrors(reply, request, { alert: ['filterInvalid'] });
    const count = await fastify.savedSearches.count(user.id);
    if (count >= MAX_SAVED_SEARCHES) return sendFieldErrors(reply, request, { filter: ['searchesLimit'] }, { max: MAX_SAVED_SEARCHES });
    const name = typeof rawName === 'string' && rawName.trim() ? rawName.trim() : `${authMessage('searchDefaultName', request.lang)} ${count + 1}`;
    const saved = await fastify.savedSearches.create(user.id, {
      name,
      filter,
      url: isSitePath(rawUrl) ? rawUrl : null,
      alert: alert as SavedSearchAlert,
    });
    return reply.code(201).send({ message: authMessage('searchSaved', request.lang), data: saved });
  });
};

export default route;
