// POST /api/register (also /{lang}/api/register): create an account and sign it in (new session).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema, currentUserReplySchema, registerBodySchema } from '@realty/shared/schemas';
import { serializeUser } from '../../../services/users';
import { REQUEST_LIMITS } from '../../../services/auth-throttle';
import { fieldError } from '../../../plugins/app/errors';
import { absentBodyAsEmpty } from '../../../plugins/app/input-guard';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign up (name, lastname, phone, email, password, password_confirmation, org_type, agency_name)',
        body: registerBodySchema,
        response: { 201: currentUserReplySchema, 419: accountErrorSchema, 422: accountErrorSchema, 429: accountErrorSchema },
      },
      // Per address, kept in the database or Redis (a restart does not reset it); before validation, so that
      // every attempt counts, whatever its body.
      preValidation: [fastify.limits.guard(REQUEST_LIMITS.register, 'address'), absentBodyAsEmpty],
    },
    async (request, reply) => {
      const result = await fastify.auth.register(request.body, request.lang);
      if (!result.ok) throw fieldError(result.errors);
      await reply.startSession(result.value);
      fastify.csrf.issue(request, reply);
      return reply.code(201).send({ data: serializeUser(result.value) });
    },
  );
};

export default route;
