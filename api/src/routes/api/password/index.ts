// Password reset by e-mail (DECISIONS.md): a neutral reply whatever the address; a one-time link valid
// one hour to /{lang}/reset-password?token=…; setting the new password ends every session of the user.
//   POST /api/password/forgot { email }
//   GET  /api/password/reset?token=…   { data: { valid } } (the page checks the link before showing the form)
//   POST /api/password/reset { token, password, password_confirmation }
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema, accountMessage, messageReplySchema } from '@realty/shared/schemas';
import { forgotBodySchema, resetBodySchema, resetCheckQuerySchema, resetCheckReplySchema } from '@realty/shared/contracts/account';
import { fieldError } from '../../../plugins/app/errors';
import { authForm } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/forgot',
    authForm('Send a password reset link (neutral reply)', { body: forgotBodySchema, reply: messageReplySchema }, fastify.limits.guard(fastify.limits.rules.forgot, 'address')),
    async (request) => {
      // Off the request path: the reply time does not tell whether the address has an account. The reply
      // stays neutral; a failure (e.g. SMTP down) is in the log.
      fastify.auth.requestResetLater(request.body.email, request.lang, (error) => request.log.error({ err: error }, 'password reset mail failed'));
      return { message: accountMessage('resetSent', request.lang) };
    },
  );

  fastify.get(
    '/reset',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Is a reset link still valid?', querystring: resetCheckQuerySchema, response: { 200: resetCheckReplySchema } },
    },
    async (request, reply) => {
      const valid = (await fastify.auth.resetTokenUser(request.query.token)) !== null;
      reply.header('cache-control', 'no-store');
      return { data: { valid } };
    },
  );

  fastify.post(
    '/reset',
    authForm('Set a new password from a reset link', { body: resetBodySchema, reply: messageReplySchema, errors: { 419: accountErrorSchema, 422: accountErrorSchema } }),
    async (request) => {
      const result = await fastify.auth.resetPassword(request.body.token, request.body.password);
      if (!result.ok) throw fieldError(result.errors);
      return { message: accountMessage('resetDone', request.lang) };
    },
  );
};

export default route;
