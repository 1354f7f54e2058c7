// GET /api/refresh: extend the session to 30 days from now; `{ data: user }`, 401 when signed out.
import type { FastifyPluginAsync } from 'fastify';
import { currentUserReplySchema } from '@realty/shared/contracts/account';
import { requireUser } from '../../../plugins/app/session';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { schema: { tags: ['auth'], summary: 'Extend the session', response: { 200: currentUserReplySchema } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    await reply.extendSession();
    reply.header('cache-control', 'no-store');
    return reply.send({ data: fastify.users.serialize(user) });
  });
};

export default route;
