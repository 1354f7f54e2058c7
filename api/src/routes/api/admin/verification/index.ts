// EİDS verification (administrators only, autohooks of routes/api/admin):
//   GET  /api/admin/verification?page          authorisations waiting for a decision
//   POST /api/admin/verification/:id/verify
//   POST /api/admin/verification/:id/reject
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema, accountMessage } from '@realty/shared/schemas';
import {
  adminErrors,
  adminIdParamsSchema,
  adminNotFound,
  eidsDecisionReplySchema,
  eidsQueueQuerySchema,
  eidsQueueReplySchema,
} from '@realty/shared/contracts/admin';
import { me } from '../../../../plugins/app/session';
import { httpError } from '../../../../plugins/app/errors';
import { signedInPage } from '../../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  signedInPage(
    fastify,
    { tag: 'admin', summary: 'EİDS authorisations awaiting a decision', querystring: eidsQueueQuerySchema, reply: eidsQueueReplySchema, errors: adminErrors, perPage: 20 },
    ({ query: { page }, lang }, perPage) => fastify.verification.queue({ page, perPage, lang }),
  );

  for (const [path, verdict] of [
    ['verify', 'verified'],
    ['reject', 'rejected'],
  ] as const) {
    fastify.post(
      `/:id/${path}`,
      {
        schema: {
          tags: ['admin'],
          summary: verdict === 'verified' ? 'Verify a pending EİDS authorisation' : 'Reject a pending EİDS authorisation',
          params: adminIdParamsSchema,
          response: { 200: eidsDecisionReplySchema, ...adminErrors, ...adminNotFound, 409: accountErrorSchema },
        },
      },
      async (request, reply) => {
        const result = await fastify.verification.decide(me(request).id, request.params.id, verdict);
        if (!result) throw httpError(404, 'adminListingNotFound');
        if (result === 'notPending') throw httpError(409, 'adminEidsNotPending');
        return reply.send({ message: accountMessage(verdict === 'verified' ? 'adminEidsVerified' : 'adminEidsRejected', request.lang), data: result });
      },
    );
  }
};

export default route;
