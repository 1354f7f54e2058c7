// POST /api/register (also /{lang}/api/register): create an account and sign it in (new session).
import type { FastifyPluginAsync } from 'fastify';
import { authSchemas } from '@realty/shared/schemas';
import { serializeUser } from '../../../services/users';
import { REQUEST_LIMITS } from '../../../services/auth-throttle';
import { parseOr422, sendFieldErrors } from '../../../plugins/app/auth';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: { tags: ['auth'], summary: 'Sign up (name, lastname, phone, email, password, password_confirmation, org_type)' },
      // Per address, kept in the database or Redis (a restart does not reset it).
      preHandler: fastify.limits.guard(REQUEST_LIMITS.register, 'address'),
    },
    async (request, reply) => {
      const data = parseOr422(authSchemas(request.lang).register, request.body, request, reply);
      if (!data) return reply;
      const result = await fastify.auth.register(data, request.lang);
      if (!result.ok) return sendFieldErrors(reply, request, result.errors);
      await reply.startSession(result.value);
      fastify.csrf.issue(request, reply);
      return reply.code(201).send({ data: serializeUser(result.value) });
    },
  );
};

export default route;
