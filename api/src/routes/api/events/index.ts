// GET /api/events: the signed-in user's live events as Server-Sent Events (issue 30). Each event is
// `event: <type>` + `data: <LiveEvent JSON>`; a comment line every 25 s keeps proxies from closing an idle stream;
// `retry:` tells EventSource how long to wait before reconnecting. The reply is hijacked (written to the socket as
// events come), so neither @fastify/compress nor the reply cache touch it, and `X-Accel-Buffering: no` keeps nginx
// from buffering it (deploy/nginx also turns buffering off for this path). The stream holds no database connection:
// the session is read once when it opens, then only the hub's in-memory listener remains.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { noticeMessage, type LiveEvent } from '@realty/shared/contracts/messages';
import { me } from '../../../plugins/app/session';
import { catalogueErrors } from '../../../plugins/app/errors';

/** Open streams per user on one instance (tabs, devices); one more answers 429. */
export const MAX_STREAMS_PER_USER = 10;
const { httpError } = catalogueErrors(noticeMessage);

export const HEARTBEAT_MS = 25_000;
/** EventSource's reconnect delay after a drop (ms). */
export const RETRY_MS = 5_000;

/** One event in the text/event-stream format. */
export const sseFrame = (event: LiveEvent): string => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

const route: FastifyPluginAsyncZod = async (fastify) => {
  const perUser = new Map<number, number>();
  const open = new Set<ServerResponse>();
  // Open streams never end by themselves: closing the app ends them, or server.close() would wait for them.
  fastify.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  fastify.get(
    '/',
    {
      // Not in /api/openapi.json: a stream that never ends is no request/reply operation (clients generated from the
      // document, and the route fuzzer, would wait on it forever). Its events are liveEventSchema (the contract).
      schema: { hide: true, tags: ['messages'], summary: 'Live events of the signed-in user (text/event-stream)' },
    },
    async (request, reply) => {
      const userId = me(request).id;
      const count = perUser.get(userId) ?? 0;
      if (count >= MAX_STREAMS_PER_USER) throw httpError(429, 'tooManyStreams');
      perUser.set(userId, count + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      open.add(res);
      res.write(`retry: ${RETRY_MS}\n: open\n\n`);
      const unsubscribe = fastify.live.subscribe(userId, (event) => {
        res.write(sseFrame(event));
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      };
      res.on('close', close);
      request.raw.on('close', close);
    },
  );
};

export default route;
