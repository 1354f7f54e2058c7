// One thread's messages (issue 30): GET /api/conversations/{id}/messages?before (50, oldest first),
// POST /api/conversations/{id}/messages {text, photos}, POST /api/conversations/{id}/read {up_to?}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorSchema as errorSchema, idParamSchema } from '@realty/shared/schemas';
import { messageSentReplySchema, messagesReplySchema, readBodySchema, sendMessageBodySchema } from '@realty/shared/contracts/messages';
import { me } from '../../../plugins/app/session';
import { noStore } from '../../../http-cache';
import { absentBodyAsEmpty } from '../../../plugins/app/input-guard';
import { otherParties } from '../../../plugins/app/messages/conversations';
import { writeToThread } from '../../../plugins/app/messages/writer';

const tags = ['messages'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 419: errorSchema, 422: errorSchema, 429: errorSchema };

const route: FastifyPluginAsyncZod = async (fastify) => {
  const threadOf = async (userId: number, id: number) => {
    const thread = await fastify.conversations.thread(userId, id);
    if (!thread) throw fastify.messagesErrors.error(404, 'conversationNotFound');
    return thread;
  };

  fastify.get(
    '/:id/messages',
    {
      schema: {
        tags,
        summary: "A thread's messages, 50 a page, oldest first (`before`: the page before that message)",
        params: idParamSchema,
        querystring: z.object({ before: z.coerce.number().int().positive().optional() }),
        response: { 200: messagesReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = me(request).id;
      const thread = await threadOf(userId, request.params.id);
      const [conversation, page] = await Promise.all([
        fastify.conversations.summary(userId, thread.id, request.lang),
        fastify.conversations.messages(userId, thread.id, request.query.before, thread.role),
      ]);
      if (!conversation) throw fastify.messagesErrors.error(404, 'conversationNotFound');
      return noStore(reply).send({ conversation, data: page.data, meta: { has_older: page.hasOlder } });
    },
  );

  fastify.post(
    '/:id/messages',
    {
      schema: { tags, summary: 'Send a message (text, photos or both)', params: idParamSchema, body: sendMessageBodySchema, response: { 201: messageSentReplySchema, ...errors } },
      preValidation: absentBodyAsEmpty,
    },
    async (request, reply) => {
      const userId = me(request).id;
      const thread = await threadOf(userId, request.params.id);
      const { text, photos } = request.body;
      if (!text && photos.length === 0) throw fastify.messagesErrors.fieldError({ text: ['textRequired'] });
      const message = await writeToThread(fastify, reply, userId, thread, text, photos);
      return noStore(reply).code(201).send({ data: { conversation_id: thread.id, message } });
    },
  );

  fastify.post(
    '/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark the thread read up to a message (default: the newest); never moves back',
        params: idParamSchema,
        body: readBodySchema,
        response: { 200: z.object({ data: z.object({ last_read_id: z.number().int() }) }), ...errors },
      },
      preValidation: absentBodyAsEmpty,
    },
    async (request, reply) => {
      const userId = me(request).id;
      const thread = await threadOf(userId, request.params.id);
      const lastReadId = await fastify.conversations.markRead(userId, thread.id, request.body.up_to);
      await fastify.live.publish(otherParties(thread, userId), { type: 'read', conversation_id: thread.id, last_read_id: lastReadId });
      return noStore(reply).send({ data: { last_read_id: lastReadId } });
    },
  );
};

export default route;
