// POST /api/login (also /{lang}/api/login): email + password -> new session (rotated), `{ data: user }`.
// Failed attempts are counted per account and per address; over the limit: 429 + Retry-After.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserReplySchema, loginBodySchema } from '@realty/shared/contracts/account';
import { fieldError, httpError } from '../../../plugins/app/errors';
import { authForm } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    authForm('Sign in (email, password, lang)', { body: loginBodySchema, reply: currentUserReplySchema }),
    async (request, reply) => {
      const result = await fastify.auth.login(request.body.email, request.body.password, request.ip);
      if (!result.ok && result.kind === 'throttled') {
        reply.header('retry-after', String(result.retryAfter));
        throw httpError(429, 'throttled', { seconds: result.retryAfter });
      }
      if (!result.ok) throw fieldError(result.errors);
      await reply.startSession(result.user);
      fastify.csrf.issue(request, reply);
      return { data: fastify.users.serialize(result.user) };
    },
  );
};

export default route;
