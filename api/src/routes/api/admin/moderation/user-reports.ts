// The back office's user reports (issue 30; administrators only, autohooks of routes/api/admin):
//   GET  /api/admin/moderation/user-reports?page         open "report this user" from threads, with the last messages
//   POST /api/admin/moderation/user-reports/:id/resolve  close one (audited)
// mf-admin shows them on the moderation page (mf-admin/src/admin/UserReportsSection.tsx).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReplySchema } from '@realty/shared/schemas';
import { adminErrors, adminIdParamsSchema, adminNotFound } from '@realty/shared/contracts/admin';
import { messagesMessage, userReportListReplySchema } from '@realty/shared/contracts/messages';
import { me } from '../../../../plugins/app/session';
import { noStore } from '../../../../http-cache';
import { signedInRoute } from '../../../route-options';

const PER_PAGE = 20;

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/user-reports',
    signedInRoute('admin', 'Open user reports from conversations, oldest first, with the thread’s last messages', {
      querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
      response: { 200: userReportListReplySchema, ...adminErrors },
    }),
    async (request, reply) => {
      const { page } = request.query;
      const { items, total } = await fastify.userReports.open(page, PER_PAGE);
      return noStore(reply).send({ data: items, meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / PER_PAGE)), total } });
    },
  );

  fastify.post(
    '/user-reports/:id/resolve',
    signedInRoute('admin', 'Resolve a user report', { params: adminIdParamsSchema, response: { 200: messageReplySchema, ...adminErrors, ...adminNotFound } }),
    async (request, reply) => {
      if (!(await fastify.userReports.resolve(me(request).id, request.params.id))) throw fastify.messagesErrors.error(404, 'reportNotFound');
      return noStore(reply).send({ message: messagesMessage('reportResolved', request.lang) });
    },
  );
};

export default route;
