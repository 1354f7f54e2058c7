// The live hubs (issue 30). LocalLiveHub: one process, an EventEmitter keyed by user id. RedisLiveHub: the same, plus
// fan-out across instances over Redis pub/sub — publish delivers to this process's pages at once and sends
// {origin, userIds, event} on the `live` channel; every other instance's subscriber (a DUPLICATE connection: a
// connection in subscribe mode can send nothing else) delivers it to its own pages. Redis down: publish logs and
// still delivers locally; pages on other instances miss the event and catch up by polling (the client falls back).
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { liveEventSchema, type LiveEvent } from '@realty/shared/contracts/messages';

export interface LiveHub {
  /** Sends the event to every open page of these users (on every instance). */
  publish(userIds: readonly number[], event: LiveEvent): Promise<void>;
  /** Calls `listener` for each event published to this user; returns the unsubscribe. */
  subscribe(userId: number, listener: (event: LiveEvent) => void): () => void;
  /**
   * Runs `hook` once per publish, on the publishing instance only (not on each instance that delivers it): the Web
   * Push notices queue their jobs here. A hook's failure is logged, never thrown at the publisher.
   */
  onPublish(hook: (userIds: readonly number[], event: LiveEvent) => unknown): void;
  /** Open streams on this instance (metrics, tests). */
  readonly listeners: number;
}

export interface HubLog {
  warn(obj: object, msg: string): void;
}

/** One process's hub. */
export class LocalLiveHub implements LiveHub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly hooks: ((userIds: readonly number[], event: LiveEvent) => unknown)[] = [];
  private count = 0;

  constructor(protected readonly log?: HubLog) {}

  get listeners(): number {
    return this.count;
  }

  async publish(userIds: readonly number[], event: LiveEvent): Promise<void> {
    this.deliver(userIds, event);
    this.runHooks(userIds, event);
  }

  /** Delivers to this process's listeners only. */
  deliver(userIds: readonly number[], event: LiveEvent): void {
    for (const userId of new Set(userIds)) this.emitter.emit(String(userId), event);
  }

  protected runHooks(userIds: readonly number[], event: LiveEvent): void {
    for (const hook of this.hooks) {
      Promise.resolve()
        .then(() => hook(userIds, event))
        .catch((error: unknown) => this.log?.warn({ err: error, event: event.type }, 'live publish hook failed'));
    }
  }

  subscribe(userId: number, listener: (event: LiveEvent) => void): () => void {
    this.emitter.on(String(userId), listener);
    this.count += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.count -= 1;
      this.emitter.off(String(userId), listener);
    };
  }

  onPublish(hook: (userIds: readonly number[], event: LiveEvent) => unknown): void {
    this.hooks.push(hook);
  }
}

export const LIVE_CHANNEL = 'live';

interface Envelope {
  origin: string;
  userIds: number[];
  event: LiveEvent;
}

/** The hub of an app with REDIS_URL: `publisher` is the app's connection, `subscriber` a duplicate of it. */
export class RedisLiveHub extends LocalLiveHub {
  /** This instance's id: it skips its own messages (already delivered locally by publish). */
  readonly origin = randomUUID();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    log: HubLog,
  ) {
    super(log);
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel === LIVE_CHANNEL) this.receive(raw);
    });
  }

  /** Subscribes the duplicate connection (ioredis subscribes again by itself after a reconnect). */
  start(): Promise<void> {
    this.started ??= this.subscriber.subscribe(LIVE_CHANNEL).then(() => undefined);
    return this.started;
  }

  private started: Promise<void> | undefined;

  override async publish(userIds: readonly number[], event: LiveEvent): Promise<void> {
    this.deliver(userIds, event);
    this.runHooks(userIds, event);
    const envelope: Envelope = { origin: this.origin, userIds: [...new Set(userIds)], event };
    try {
      await this.publisher.publish(LIVE_CHANNEL, JSON.stringify(envelope));
    } catch (error) {
      // Redis down: this instance's pages have it; the others poll until Redis is back.
      this.log?.warn({ err: error, event: event.type }, 'live event not sent to the other instances (redis)');
    }
  }

  private receive(raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin === this.origin || !Array.isArray(envelope.userIds)) return;
    const event = liveEventSchema.safeParse(envelope.event);
    if (!event.success) return;
    this.deliver(envelope.userIds.filter((id) => Number.isInteger(id)), event.data);
  }
}
