// Helpers of the live tests: an SSE client over a real socket (inject waits for the end of a reply, a stream has none)
// and a thread between two users inserted straight into the database (the conversations API is another module's).
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far. */
  text(): string;
  /** Resolves once the received text matches (or rejects after `ms`). */
  waitFor(pattern: RegExp, ms?: number): Promise<string>;
  close(): void;
}

export function openSse(port: number, cookie: string, path = '/api/events', extraHeaders: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { cookie, accept: 'text/event-stream', ...extraHeaders } }, (res) => {
      let buffer = '';
      const waiters: (() => void)[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (const w of waiters.splice(0)) w();
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => buffer,
        waitFor(pattern, ms = 3000) {
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`timed out waiting for ${pattern} in ${JSON.stringify(buffer)}`)), ms);
            const check = () => {
              const m = pattern.exec(buffer);
              if (m) {
                clearTimeout(timer);
                ok(m[0]);
              } else waiters.push(check);
            };
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

/** Port of an app listening on 127.0.0.1. */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A thread about `listingId` (or direct) with both parties' read rows; its id. */
export async function insertThread(app: FastifyInstance, buyerId: number, sellerId: number, listingId: number | null = null): Promise<number> {
  const { rows } = await app.database.execute(`INSERT INTO conversations (listing_id, buyer_id, seller_id) VALUES ($1, $2, $3) RETURNING id`, [listingId, buyerId, sellerId]);
  const id = Number(rows[0]?.id);
  await app.database.execute(`INSERT INTO conversation_reads (conversation_id, user_id) VALUES ($1, $2), ($1, $3)`, [id, buyerId, sellerId]);
  return id;
}

export async function insertMessage(app: FastifyInstance, conversationId: number, senderId: number, body: string): Promise<number> {
  const { rows } = await app.database.execute(`INSERT INTO conversation_messages (conversation_id, sender_id, body) VALUES ($1, $2, $3) RETURNING id`, [conversationId, senderId, body]);
  return Number(rows[0]?.id);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
