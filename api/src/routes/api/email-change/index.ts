// The link of an e-mail change (sent to the new address by POST /api/profile/email) opens
// /{lang}/confirm-email?token=…, whose page posts the token here. Public: the token proves the mailbox, and the
// link may be opened in a browser that is not signed in. One use, 24 hours; throttled per address.
//   POST /api/email-change/confirm { token }   200 { message, data: { email } } | 422 token invalid/expired, address taken
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema, accountMessage } from '@realty/shared/schemas';
import { emailConfirmBodySchema, emailConfirmReplySchema } from '@realty/shared/contracts/account';
import { fieldError } from '../../../plugins/app/errors';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/confirm',
    {
      ...publicRoute('account', 'Confirm an e-mail change with the token of its link', {
        body: emailConfirmBodySchema,
        response: { 200: emailConfirmReplySchema, 422: accountErrorSchema, 429: accountErrorSchema },
      }),
      preHandler: fastify.limits.guard(fastify.limits.rules.emailConfirm, 'address'),
    },
    async (request, reply) => {
      const outcome = await fastify.emailChanges.confirm(request.body.token, request.lang);
      if (!outcome.ok) throw fieldError(outcome.key === 'emailTaken' ? { email: ['emailTaken'] } : { token: ['emailChangeInvalid'] });
      return reply.header('cache-control', 'no-store').send({ message: accountMessage('emailChanged', request.lang, { email: outcome.email }), data: { email: outcome.email } });
    },
  );
};

export default route;
