// POST /api/login (also /{lang}/api/login): email + password -> new session (rotated), `{ data: user }`.
// Failed attempts are counted per account and per address; over the limit: 429 + Retry-After.
import type { FastifyPluginAsync } from 'fastify';
import { authSchemas } from '@realty/shared/schemas';
import { serializeUser } from '../../../services/users';
import { parseOr422, sendFieldErrors, sendMessage } from '../../../plugins/app/auth';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.post(
    '/',
    { schema: { tags: ['auth'], summary: 'Sign in (email, password, lang)' } },
    async (request, reply) => {
      const data = parseOr422(authSchemas(request.lang).login, request.body, request, reply);
      if (!data) return reply;
      const result = await fastify.auth.login(data.email, data.password, request.ip);
      if (!result.ok && result.kind === 'throttled') {
        reply.header('retry-after', String(result.retryAfter));
        return sendMessage(reply, request, 429, 'throttled', { seconds: result.retryAfter });
      }
      if (!result.ok) return sendFieldErrors(reply, request, result.errors);
      await reply.startSession(result.user);
      fastify.csrf.issue(request, reply);
      return reply.send({ data: serializeUser(result.user) });
    },
  );
};

export default route;
