// Users (administrators only, autohooks of routes/api/admin):
//   GET  /api/admin/users?q&page        find by e-mail or name
//   GET  /api/admin/users/:id           the user, their listings and invoices
//   POST /api/admin/users/:id/block     no sign-in, sessions ended, listings hidden
//   POST /api/admin/users/:id/unblock
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountMessageKey } from '@realty/shared/schemas';
import {
  adminErrors,
  adminIdParamsSchema,
  adminNotFound,
  adminUserChangeReplySchema,
  adminUserDetailReplySchema,
  adminUsersQuerySchema,
  adminUsersReplySchema,
} from '@realty/shared/contracts/admin';
import { httpError } from '../../../../plugins/app/errors';
import { signedInGet, signedInPage } from '../../../route-options';
import { adminChange } from '../admin-change';

const route: FastifyPluginAsyncZod = async (fastify) => {
  signedInPage(
    fastify,
    { tag: 'admin', summary: 'Find users by e-mail or name', querystring: adminUsersQuerySchema, reply: adminUsersReplySchema, errors: adminErrors, perPage: 20 },
    ({ query: { q, page } }, perPage) => fastify.adminUsers.search({ q, page, perPage }),
  );

  signedInGet(
    fastify,
    '/:id',
    { tag: 'admin', summary: 'A user with their listings and invoices', input: { params: adminIdParamsSchema }, reply: adminUserDetailReplySchema, errors: { ...adminErrors, ...adminNotFound } },
    async (request) => {
      const detail = await fastify.adminUsers.detail(request.params.id, request.lang);
      if (!detail) throw httpError(404, 'adminUserNotFound');
      return { data: detail };
    },
  );

  const action = (summary: string, message: AccountMessageKey) => ({ summary, reply: adminUserChangeReplySchema, notFound: 'adminUserNotFound' as const, message });

  adminChange(fastify, '/:id/block', action('Block a user (no sign-in, sessions end, listings hidden)', 'adminBlocked'), async (actor, id) => {
    const result = await fastify.adminUsers.block(actor, id);
    if (result === 'self') throw httpError(422, 'adminCannotBlockSelf');
    return result;
  });

  adminChange(fastify, '/:id/unblock', action('Unblock a user (their listings hidden by the block come back)', 'adminUnblocked'), (actor, id) =>
    fastify.adminUsers.unblock(actor, id),
  );
};

export default route;
