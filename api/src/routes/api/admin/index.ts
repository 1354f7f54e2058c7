// The back office's start (administrators only, autohooks):
//   GET /api/admin/summary   counts of the moderation, report and verification queues, blocked users
//   GET /api/admin/audit?entity_type&entity_id&before   the audit log, newest first (50 a page)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, adminSummaryReplySchema, auditListReplySchema, auditQuerySchema } from '@realty/shared/contracts/admin';
import { noStore } from '../../../http-cache';
import { signedInRoute } from '../../route-options';

const AUDIT_PAGE = 50;

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/summary',
    { schema: { tags: ['admin'], summary: 'Queue counts of the back office', response: { 200: adminSummaryReplySchema, ...adminErrors } } },
    async (_request, reply) => noStore(reply).send({ data: await fastify.adminSummary.summary() }),
  );

  fastify.get(
    '/audit',
    signedInRoute('admin', 'The audit log (who, when, what, before/after), newest first', {
      querystring: auditQuerySchema,
      response: { 200: auditListReplySchema, ...adminErrors },
    }),
    async (request, reply) => {
      const { entity_type, entity_id, before } = request.query;
      const rows = await fastify.audit.list({ entityType: entity_type, entityId: entity_id, beforeId: before, limit: AUDIT_PAGE });
      const last = rows.at(-1);
      return noStore(reply).send({ data: rows, next_before: rows.length === AUDIT_PAGE && last ? last.id : null });
    },
  );
};

export default route;
