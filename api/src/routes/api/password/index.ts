// Password reset by e-mail (DECISIONS.md): a neutral reply whatever the address; a one-time link valid
// one hour to /{lang}/reset-password?token=…; setting the new password ends every session of the user.
//   POST /api/password/forgot { email }
//   GET  /api/password/reset?token=…   { data: { valid } } (the page checks the link before showing the form)
//   POST /api/password/reset { token, password, password_confirmation }
import type { FastifyPluginAsync } from 'fastify';
import { authMessage, authSchemas } from '@realty/shared/schemas';
import { looksLikeToken } from '../../../services/sessions';
import { REQUEST_LIMITS } from '../../../services/auth-throttle';
import { parseOr422, sendFieldErrors } from '../../../plugins/app/auth';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.post(
    '/forgot',
    { schema: { tags: ['auth'], summary: 'Send a password reset link (neutral reply)' }, preHandler: fastify.limits.guard(REQUEST_LIMITS.forgot, 'address') },
    async (request, reply) => {
      const data = parseOr422(authSchemas(request.lang).forgot, request.body, request, reply);
      if (!data) return reply;
      // Off the request path: the reply time does not tell whether the address has an account. The reply
      // stays neutral; a failure (e.g. SMTP down) is in the log.
      fastify.auth.requestResetLater(data.email, request.lang, (error) => request.log.error({ err: error }, 'password reset mail failed'));
      return reply.send({ message: authMessage('resetSent', request.lang) });
    },
  );

  fastify.get('/reset', { schema: { tags: ['auth'], summary: 'Is a reset link still valid?' } }, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const valid = looksLikeToken(token) && (await fastify.auth.resetTokenUser(token)) !== null;
    reply.header('cache-control', 'no-store');
    return reply.send({ data: { valid } });
  });

  fastify.post('/reset', { schema: { tags: ['auth'], summary: 'Set a new password from a reset link' } }, async (request, reply) => {
    const data = parseOr422(authSchemas(request.lang).reset, request.body, request, reply);
    if (!data) return reply;
    if (!looksLikeToken(data.token)) return sendFieldErrors(reply, request, { token: ['tokenInvalid'] });
    const result = await fastify.auth.resetPassword(data.token, data.password);
    if (!result.ok) return sendFieldErrors(reply, request, result.errors);
    return reply.send({ message: authMessage('resetDone', request.lang) });
  });
};

export default route;
