// GET /api/refresh: extend the session to 30 days from now; `{ data: user }`, 401 when signed out.
import type { FastifyPluginAsync } from 'fastify';
import { currentUserReplySchema } from '@realty/shared/contracts/account';
import { SESSION_COOKIE } from '../../../services/sessions';
import { serializeUser } from '../../../services/users';
import { requireUser } from '../../../plugins/app/session';
import { sessionCookieOptions } from '../../../plugins/app/session';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { schema: { tags: ['auth'], summary: 'Extend the session', response: { 200: currentUserReplySchema } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const token = request.cookies[SESSION_COOKIE];
    if (request.sessionId && token) {
      await fastify.sessions.extend(request.sessionId);
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
    }
    reply.header('cache-control', 'no-store');
    return reply.send({ data: serializeUser(user) });
  });
};

export default route;
