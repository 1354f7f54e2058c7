// Moderation (administrators only, autohooks of routes/api/admin):
//   GET  /api/admin/moderation?filter=all|pending|reported&page   the queue with reports and duplicate candidates
//   POST /api/admin/moderation/:id/approve
//   POST /api/admin/moderation/:id/reject { reason }   the owner is e-mailed the reason
//   POST /api/admin/moderation/:id/hide
//   GET/POST /api/admin/moderation/user-reports…          user reports from conversations (user-reports.ts)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessage, type AccountMessageKey } from '@realty/shared/schemas';
import {
  adminErrors,
  adminIdParamsSchema,
  adminNotFound,
  moderationQuerySchema,
  moderationQueueReplySchema,
  moderationResultReplySchema,
  rejectBodySchema,
} from '@realty/shared/contracts/admin';
import { me } from '../../../../plugins/app/session';
import { httpError } from '../../../../plugins/app/errors';
import { signedInPage } from '../../../route-options';
import userReports from './user-reports';
import { adminChange } from '../admin-change';

const route: FastifyPluginAsyncZod = async (fastify) => {
  // autoload loads only index.ts of a folder that has one
  await fastify.register(userReports);
  signedInPage(
    fastify,
    {
      tag: 'admin',
      summary: 'The moderation queue: new, changed and reported listings, with duplicate candidates',
      querystring: moderationQuerySchema,
      reply: moderationQueueReplySchema,
      errors: adminErrors,
      perPage: 10,
    },
    ({ query: { filter, page }, lang }, perPage) => fastify.moderation.queue({ filter, page, perPage, lang }),
  );

  const action = (summary: string, message: AccountMessageKey) => ({ summary, reply: moderationResultReplySchema, notFound: 'adminListingNotFound' as const, message });

  adminChange(fastify, '/:id/approve', action('Approve a listing (brings back one the moderators took off)', 'adminApproved'), (actor, id) => fastify.moderation.approve(actor, id));

  fastify.post(
    '/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a listing with a reason (taken off the site, the owner is e-mailed)',
        params: adminIdParamsSchema,
        response: { 200: moderationResultReplySchema, ...adminErrors, ...adminNotFound },
        body: rejectBodySchema,
      },
    },
    async (request, reply) => {
      const result = await fastify.moderation.reject(me(request).id, request.params.id, request.body.reason);
      if (!result) throw httpError(404, 'adminListingNotFound');
      return reply.send({ message: accountMessage('adminRejected', request.lang), data: result });
    },
  );

  adminChange(fastify, '/:id/hide', action('Hide a listing from the site', 'adminHidden'), (actor, id) => fastify.moderation.hide(actor, id));
};

export default route;
