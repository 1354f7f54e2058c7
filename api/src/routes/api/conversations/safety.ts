// Safety in a thread (issue 30): POST / DELETE /api/conversations/{id}/block (the other party can no longer write to
// me), POST /api/conversations/{id}/report {reason, comment} (the back office's moderation queue shows it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema as errorSchema, idParamSchema, messageReplySchema } from '@realty/shared/schemas';
import { messagesMessage, reportUserBodySchema } from '@realty/shared/contracts/messages';
import { me } from '../../../plugins/app/session';
import { noStore } from '../../../http-cache';
import { absentBodyAsEmpty } from '../../../plugins/app/input-guard';
import { counterpart, type Thread } from '../../../plugins/app/messages/conversations';

const tags = ['messages'];
const errors = { 401: errorSchema, 404: errorSchema, 419: errorSchema, 422: errorSchema, 429: errorSchema };

const route: FastifyPluginAsyncZod = async (fastify) => {
  /** The thread and its other party (404 when not mine, or when that account is gone). */
  const otherOf = async (userId: number, id: number): Promise<{ thread: Thread; other: number }> => {
    const thread = await fastify.conversations.thread(userId, id);
    const other = thread ? counterpart(thread) : null;
    if (!thread || other === null) throw fastify.messagesErrors.error(404, 'conversationNotFound');
    return { thread, other };
  };

  const schema = (summary: string) => ({ tags, summary, params: idParamSchema, response: { 200: messageReplySchema, ...errors } });

  fastify.post('/:id/block', { schema: schema('Block the other party of a thread') }, async (request, reply) => {
    const userId = me(request).id;
    const { other } = await otherOf(userId, request.params.id);
    await fastify.conversations.block(userId, other);
    return noStore(reply).send({ message: messagesMessage('userBlocked', request.lang) });
  });

  fastify.delete('/:id/block', { schema: schema('Unblock the other party of a thread') }, async (request, reply) => {
    const userId = me(request).id;
    const { other } = await otherOf(userId, request.params.id);
    await fastify.conversations.unblock(userId, other);
    return noStore(reply).send({ message: messagesMessage('userUnblocked', request.lang) });
  });

  fastify.post(
    '/:id/report',
    {
      schema: { ...schema('Report the other party of a thread to the moderators'), body: reportUserBodySchema },
      preValidation: absentBodyAsEmpty,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const userId = me(request).id;
      const { thread, other } = await otherOf(userId, request.params.id);
      await fastify.conversations.report(userId, other, thread.id, request.body.reason, request.body.comment);
      return noStore(reply).send({ message: messagesMessage('reportSent', request.lang) });
    },
  );
};

export default route;
