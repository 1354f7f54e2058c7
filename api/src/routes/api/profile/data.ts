// GET /api/profile/data?format=json|html: everything the site holds about the signed-in user (KVKK art. 11), as a
// JSON file or a readable HTML page in the request's language, sent as a download. Signed in only (autohooks);
// limited per account (fastify.limits.rules.dataExport).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrors, accountErrorSchema } from '@realty/shared/schemas';
import { personalDataQuerySchema } from '@realty/shared/contracts/account';
import { me } from '../../../plugins/app/session';
import { httpError } from '../../../plugins/app/errors';
import { signedInRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/data',
    {
      ...signedInRoute('account', 'Download all personal data the site holds about you (JSON, or a readable HTML page in the request language)', {
        querystring: personalDataQuerySchema,
        produces: ['application/json', 'text/html'],
        response: { 200: z.any().describe('The export: a JSON document, or an HTML page for format=html'), ...accountErrors, 429: accountErrorSchema },
      }),
      preHandler: fastify.limits.guard(fastify.limits.rules.dataExport, 'account'),
    },
    async (request, reply) => {
      const now = new Date();
      const data = await fastify.personalData.collect(me(request).id, now);
      if (!data) throw httpError(401, 'unauthenticated');
      const day = now.toISOString().slice(0, 10);
      reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      if (request.query.format === 'html') {
        return reply
          .type('text/html; charset=utf-8')
          .header('content-disposition', `attachment; filename="personal-data-${day}.html"`)
          .send(fastify.personalDataHtml(data, request.lang));
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="personal-data-${day}.json"`)
        .serializer((payload) => JSON.stringify(payload, null, 2))
        .send(data);
    },
  );
};

export default route;
