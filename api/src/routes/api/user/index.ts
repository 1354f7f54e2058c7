// The signed-in user (signed in only, autohooks). Their lists are in user/favorite and user/list.
//   GET /api/user           { data: user } | 401
//   GET /api/user/summary   dashboard counts: active and hidden listings, favourites, saved searches, unread alerts
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrors } from '@realty/shared/schemas';
import { accountSummaryReplySchema, currentUserReplySchema } from '@realty/shared/contracts/account';
import { me } from '../../../plugins/app/session';
import { noStore } from '../../../http-cache';
import { signedInRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: currentUserReplySchema, 401: accountErrors[401] } } },
    async (request, reply) => noStore(reply).send({ data: fastify.users.serialize(me(request)) }),
  );

  fastify.get(
    '/summary',
    signedInRoute('account', 'Dashboard counts of the signed-in user', {
      response: { 200: accountSummaryReplySchema, 401: accountErrors[401] },
    }),
    async (request, reply) => noStore(reply).send({ data: await fastify.listingStats.summary(me(request).id) }),
  );
};

export default route;
