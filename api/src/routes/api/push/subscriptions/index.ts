// The signed-in user's Web Push subscriptions (issue 30).
//   POST   /api/push/subscriptions  PushSubscription.toJSON() → saved (upsert by endpoint: a browser belongs to its last account)
//   DELETE /api/push/subscriptions  { endpoint } → removed (404 when this user has no such subscription)
// 409 when push is off on this server (no VAPID keys).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeMessage, pushSubscriptionBodySchema } from '@realty/shared/contracts/messages';
import { accountErrors, accountErrorSchema, messageReplySchema } from '@realty/shared/schemas';
import { catalogueErrors } from '../../../../plugins/app/errors';
import { me } from '../../../../plugins/app/session';
import { signedInRoute } from '../../../route-options';

const { httpError } = catalogueErrors(noticeMessage);

const route: FastifyPluginAsyncZod = async (fastify) => {
  const requirePush = () => {
    if (!fastify.notices.push.enabled) throw httpError(409, 'pushUnavailable');
  };

  fastify.post(
    '/',
    signedInRoute('messages', 'Save this browser’s push subscription', {
      body: pushSubscriptionBodySchema,
      response: { 200: messageReplySchema, 409: accountErrorSchema, ...accountErrors },
    }),
    async (request, reply) => {
      requirePush();
      await fastify.notices.settings.savePush(me(request).id, request.body, request.headers['user-agent']);
      return reply.send({ message: noticeMessage('subscriptionSaved', request.lang) });
    },
  );

  fastify.delete(
    '/',
    signedInRoute('messages', 'Remove this browser’s push subscription', {
      body: z.object({ endpoint: z.string().min(1).max(2000) }),
      response: { 200: messageReplySchema, 404: accountErrorSchema, ...accountErrors },
    }),
    async (request, reply) => {
      if (!(await fastify.notices.settings.removePush(me(request).id, request.body.endpoint))) throw httpError(404, 'subscriptionNotFound');
      return reply.send({ message: noticeMessage('subscriptionRemoved', request.lang) });
    },
  );
};

export default route;
