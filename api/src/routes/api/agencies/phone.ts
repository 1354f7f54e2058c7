// POST /api/{agencies,agents}/{id}/phone: reveal an agency's or an agent's phones (like a listing's: rate-limited per
// address, never in a page). One route for both folders: they differ only in the kind of profile.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactPhonesReplySchema } from '@realty/shared/contracts/agencies';
import { idParamSchema, accountErrorSchema as errorSchema } from '@realty/shared/schemas';
import { noStore } from '../../../http-cache';

export function revealPhoneRoute(kind: 'agency' | 'agent'): FastifyPluginAsyncZod {
  return async (fastify) => {
    fastify.post(
      '/:id/phone',
      {
        config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (request) => `${kind}-phone:${request.ip}` } },
        schema: {
          tags: ['agents'],
          summary: kind === 'agency' ? "Reveal an agency's phones (rate-limited per address)" : "Reveal an agent's phone (rate-limited per address)",
          params: idParamSchema,
          response: { 200: contactPhonesReplySchema, 404: errorSchema, 419: errorSchema, 422: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => noStore(reply).send({ data: await fastify.agencies.phones(kind, request.params.id) }),
    );
  };
}
