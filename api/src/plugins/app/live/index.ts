// Live events of a signed-in user (issue 30): a new message, a read receipt, a viewing's change, the unread count.
// Services publish to users; the events stream (GET /api/events) delivers to that user's open pages.
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { LiveEvent } from '@realty/shared/contracts/messages';
import type { AppOptions } from '../../../app-options';

export interface LiveHub {
  /** Sends the event to every open page of these users (on every instance). */
  publish(userIds: readonly number[], event: LiveEvent): Promise<void>;
  /** Calls `listener` for each event published to this user; returns the unsubscribe. */
  subscribe(userId: number, listener: (event: LiveEvent) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/** One process's hub. */
export class LocalLiveHub implements LiveHub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(userIds: readonly number[], event: LiveEvent): Promise<void> {
    for (const userId of new Set(userIds)) this.emitter.emit(String(userId), event);
  }

  subscribe(userId: number, listener: (event: LiveEvent) => void): () => void {
    this.emitter.on(String(userId), listener);
    return () => this.emitter.off(String(userId), listener);
  }
}

export default fp<AppOptions>(
  async (fastify) => {
    fastify.decorate('live', new LocalLiveHub());
  },
  { name: 'live' },
);
