// The conversations api (issue 30), signed in only; a thread the caller is not a party of answers 404.
//   POST /api/conversations                 {realty_id | agent_id, text}: a new or the existing thread + the message
//   GET  /api/conversations?page            my threads, newest first (listing card in the request's language)
//   GET  /api/conversations/unread          {unread, threads}
// The thread's own routes: thread.ts (messages, read), safety.ts (block, report), photos.ts (upload).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorSchema as errorSchema } from '@realty/shared/schemas';
import {
  conversationListReplySchema,
  messageSentReplySchema,
  startConversationBodySchema,
  unreadReplySchema,
} from '@realty/shared/contracts/messages';
import { me } from '../../../plugins/app/session';
import { noStore } from '../../../http-cache';
import { absentBodyAsEmpty } from '../../../plugins/app/input-guard';
import { writeToTarget } from '../../../plugins/app/messages/writer';
import thread from './thread';
import safety from './safety';
import photos from './photos';

const tags = ['messages'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 419: errorSchema, 422: errorSchema, 429: errorSchema };

const route: FastifyPluginAsyncZod = async (fastify) => {
  // autoload loads only index.ts of a folder that has one
  await fastify.register(thread);
  await fastify.register(safety);
  await fastify.register(photos);

  fastify.post(
    '/',
    {
      schema: { tags, summary: 'Write about a listing or to an agent (reuses the thread)', body: startConversationBodySchema, response: { 201: messageSentReplySchema, ...errors } },
      preValidation: absentBodyAsEmpty,
    },
    async (request, reply) => {
      const { realty_id: realtyId, agent_id: agentId, text } = request.body;
      if ((realtyId === undefined) === (agentId === undefined)) {
        throw fastify.messagesErrors.fieldError({ [realtyId === undefined ? 'realty_id' : 'agent_id']: ['targetRequired'] });
      }
      const to = realtyId !== undefined ? { realtyId } : { agentId };
      const sent = await writeToTarget(fastify, reply, me(request).id, to, text);
      return noStore(reply).code(201).send({ data: { conversation_id: sent.conversationId, message: sent.message } });
    },
  );

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'My conversations, newest first',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: conversationListReplySchema, ...errors },
      },
    },
    async (request, reply) => noStore(reply).send(await fastify.conversations.list(me(request).id, request.query.page, request.lang)),
  );

  fastify.get(
    '/unread',
    { schema: { tags, summary: 'Unread messages and threads with some', response: { 200: unreadReplySchema, ...errors } } },
    async (request, reply) => noStore(reply).send({ data: await fastify.conversations.unread(me(request).id) }),
  );
};

export default route;
