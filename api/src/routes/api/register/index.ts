// POST /api/register (also /{lang}/api/register): create an account and sign it in (new session). The reply is the
// same neutral message whether or not the address has an account (like forgot-password: no account enumeration); for
// a taken address nothing is created and its owner is e-mailed after the reply ("sign in or reset your password").
// The front end then asks /api/user whether it is signed in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessage, messageReplySchema } from '@realty/shared/schemas';
import { registerBodySchema } from '@realty/shared/contracts/account';
import { fieldError } from '../../../plugins/app/errors';
import { authForm } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    authForm(
      'Sign up (name, lastname, phone, email, password, password_confirmation, org_type, agency_name): a neutral reply',
      { body: registerBodySchema, reply: messageReplySchema },
      // Per address, kept in the database or Redis (a restart does not reset it).
      fastify.limits.guard(fastify.limits.rules.register, 'address'),
    ),
    async (request, reply) => {
      const result = await fastify.auth.register(request.body, request.lang);
      if (!result.ok) throw fieldError(result.errors);
      if (result.value) await reply.startSession(result.value);
      else fastify.auth.registerNoticeLater(request.body.email, request.lang, (error) => request.log.error({ err: error }, 'register notice mail failed'));
      fastify.csrf.issue(request, reply);
      return reply.send({ message: accountMessage('registerReceived', request.lang) });
    },
  );
};

export default route;
