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
import { listMeta } from '@realty/shared/schemas';
import { httpError } from '../../../../plugins/app/errors';
import { noStore } from '../../../../http-cache';
import { signedInRoute } from '../../../route-options';

const PER_PAGE = 20;

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    signedInRoute('admin', 'EİDS authorisations awaiting a decision', {
      querystring: eidsQueueQuerySchema,
      response: { 200: eidsQueueReplySchema, ...adminErrors },
    }),
    async (request, reply) => {
      const { page } = request.query;
      const { items, total } = await fastify.verification.queue({ page, perPage: PER_PAGE, lang: request.lang });
      return noStore(reply).send({ data: items, meta: listMeta(page, PER_PAGE, total) });
    },
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
