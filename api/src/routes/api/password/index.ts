// Password reset by e-mail (DECISIONS.md): a neutral reply whatever the address; a one-time link valid
// one hour to /{lang}/reset-password?token=…; setting the new password ends every session of the user.
//   POST /api/password/forgot { email }
//   GET  /api/password/reset?token=…   { data: { valid } } (the page checks the link before showing the form)
//   POST /api/password/reset { token, password, password_confirmation }
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema, accountMessage, messageReplySchema } from '@realty/shared/schemas';
import { forgotBodySchema, resetBodySchema, resetCheckQuerySchema, resetCheckReplySchema, publicFormErrors } from '@realty/shared/contracts/account';
import { fieldError } from '../../../plugins/app/errors';
import { absentBodyAsEmpty } from '../../../plugins/app/input-guard';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/forgot',
    {
      ...publicRoute('auth', 'Send a password reset link (neutral reply)', {
        body: forgotBodySchema,
        response: { 200: messageReplySchema, ...publicFormErrors },
      }),
      // Before validation, so that every attempt counts, whatever its body.
      preValidation: [fastify.limits.guard(fastify.limits.rules.forgot, 'address'), absentBodyAsEmpty],
    },
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
    {
      ...publicRoute('auth', 'Set a new password from a reset link', {
        body: resetBodySchema,
        response: { 200: messageReplySchema, 419: accountErrorSchema, 422: accountErrorSchema },
      }),
      preValidation: absentBodyAsEmpty,
    },
    async (request) => {
      const result = await fastify.auth.resetPassword(request.body.token, request.body.password);
      if (!result.ok) throw fieldError(result.errors);
      return { message: accountMessage('resetDone', request.lang) };
    },
  );
};

export default route;
