// Writing a message, for POST /api/conversations (a new or reused thread), POST /api/conversations/{id}/messages and
// the listing page's contact form: blocks (403), the per-sender and per-listing limits (429), the photos, the insert,
// then a live event to the other parties. Refusals are thrown as the domain's translated 4xx.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Message } from '@realty/shared/contracts/messages';
import type { RequestLimit } from '../../../services/auth-throttle';
import type { MessagePhoto } from '../../../db/schema';
import { counterpart, otherParties, type StartTarget, type Thread } from './conversations';
import { MESSAGE_LIMITS } from './limits';
import { resolveMessagePhotos } from './photos';

type Errors = FastifyInstance['messagesErrors'];

/** 429 with Retry-After when any key is over the limit. */
async function limit(fastify: FastifyInstance, reply: FastifyReply | null, rule: RequestLimit, keys: string[], key: 'tooManyMessages' | 'tooManyThreads' | 'listingBusy'): Promise<void> {
  const wait = await fastify.messageLimits.take(rule, keys);
  if (wait <= 0) return;
  reply?.header('retry-after', String(wait));
  throw fastify.messagesErrors.error(429, key, { seconds: wait });
}

async function refuseBlocked(fastify: FastifyInstance, errors: Errors, writer: number, other: number | null): Promise<void> {
  const refusal = await fastify.conversations.blockBetween(writer, other);
  if (refusal === 'blocked' || refusal === 'youBlocked') throw errors.error(403, refusal);
}

/** Append a message to a thread the writer is a party of, then tell the other parties. */
export async function writeToThread(
  fastify: FastifyInstance,
  reply: FastifyReply | null,
  writer: number,
  thread: Thread,
  text: string,
  photoIds: readonly string[],
): Promise<Message> {
  const errors = fastify.messagesErrors;
  await refuseBlocked(fastify, errors, writer, counterpart(thread));
  let photos: MessagePhoto[] = [];
  if (photoIds.length) {
    const found = await resolveMessagePhotos(fastify.uploads, thread.id, writer, photoIds);
    if (!found) throw errors.fieldError({ photos: ['photoUnknown'] });
    photos = found;
  }
  await limit(fastify, reply, MESSAGE_LIMITS.messages, [`user:${writer}`], 'tooManyMessages');
  const row = await fastify.conversations.append(writer, thread.id, text, photos);
  await fastify.live.publish(otherParties(thread, writer), { type: 'message', conversation_id: thread.id, message_id: Number(row.id) });
  return fastify.conversations.toMessage(row, writer);
}

/** Write to a listing's seller or to an agent: the existing thread of this buyer, or a new one within the limits. */
export async function writeToTarget(
  fastify: FastifyInstance,
  reply: FastifyReply | null,
  writer: number,
  to: StartTarget,
  text: string,
): Promise<{ conversationId: number; message: Message }> {
  const errors = fastify.messagesErrors;
  const service = fastify.conversations;
  const target = await service.target(writer, to);
  if (target === 'listingNotFound' || target === 'agentNotFound') throw errors.error(404, target);
  if (target === 'notYourself') throw errors.fieldError({ [to.realtyId !== undefined ? 'realty_id' : 'agent_id']: ['notYourself'] });
  if (typeof target === 'string') throw errors.error(422, target);
  await refuseBlocked(fastify, errors, writer, target.sellerId);
  let id = await service.existing(writer, target);
  if (id === null) {
    await limit(fastify, reply, MESSAGE_LIMITS.threads, [`user:${writer}`], 'tooManyThreads');
    if (target.listingId !== null) await limit(fastify, reply, MESSAGE_LIMITS.listingThreads, [`listing:${target.listingId}`], 'listingBusy');
    id = await service.open(writer, target);
  }
  const thread = await service.thread(writer, id);
  if (!thread) throw errors.error(404, 'conversationNotFound');
  return { conversationId: id, message: await writeToThread(fastify, reply, writer, thread, text, []) };
}
