// POST /api/realty/{id}/report { reason, comment? }: "report this listing" on the listing page. Open to visitors and
// signed-in users, limited per address (and per account) to REQUEST_LIMITS.report; the report joins the back
// office's moderation queue. 404 for a listing that is not public.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema, accountMessage, idParamSchema, reportBodySchema, reportReplySchema } from '@realty/shared/schemas';
import { httpError } from '../../../plugins/app/errors';
import { noStore } from '../../../http-cache';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:id/report',
    {
      config: { public: true },
      preHandler: fastify.limits.guard(fastify.limits.rules.report, 'visitor'),
      schema: {
        tags: ['catalogue'],
        summary: 'Report a listing to the moderators (reason, optional comment)',
        params: idParamSchema,
        body: reportBodySchema,
        response: { 201: reportReplySchema, 404: accountErrorSchema, 419: accountErrorSchema, 422: accountErrorSchema, 429: accountErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const { reason, comment } = request.body;
      const saved = await fastify.moderation.report(user?.id ?? null, request.params.id, reason, comment ?? null);
      if (!saved) throw httpError(404, 'listingNotFound');
      return noStore(reply).code(201).send({ message: accountMessage('reportSent', request.lang) });
    },
  );
};

export default route;
