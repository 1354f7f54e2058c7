// Users (administrators only, autohooks of routes/api/admin):
//   GET  /api/admin/users?q&page        find by e-mail or name
//   GET  /api/admin/users/:id           the user, their listings and invoices
//   POST /api/admin/users/:id/block     no sign-in, sessions ended, listings hidden
//   POST /api/admin/users/:id/unblock
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessage } from '@realty/shared/schemas';
import {
  adminErrors,
  adminIdParamsSchema,
  adminNotFound,
  adminUserChangeReplySchema,
  adminUserDetailReplySchema,
  adminUsersQuerySchema,
  adminUsersReplySchema,
} from '@realty/shared/contracts/admin';
import { me } from '../../../../plugins/app/session';
import { httpError } from '../../../../plugins/app/errors';
import { signedInGet, signedInPage } from '../../../route-options';

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

  const changeSchema = (summary: string) => ({
    tags: ['admin'],
    summary,
    params: adminIdParamsSchema,
    response: { 200: adminUserChangeReplySchema, ...adminErrors, ...adminNotFound },
  });

  fastify.post('/:id/block', { schema: changeSchema('Block a user (no sign-in, sessions end, listings hidden)') }, async (request, reply) => {
    const result = await fastify.adminUsers.block(me(request).id, request.params.id);
    if (result === 'self') throw httpError(422, 'adminCannotBlockSelf');
    if (!result) throw httpError(404, 'adminUserNotFound');
    return reply.send({ message: accountMessage('adminBlocked', request.lang), data: result });
  });

  fastify.post('/:id/unblock', { schema: changeSchema('Unblock a user (their listings hidden by the block come back)') }, async (request, reply) => {
    const result = await fastify.adminUsers.unblock(me(request).id, request.params.id);
    if (!result) throw httpError(404, 'adminUserNotFound');
    return reply.send({ message: accountMessage('adminUnblocked', request.lang), data: result });
  });
};

export default route;
