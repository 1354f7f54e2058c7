// The signed-in user's live events (issue 30): one EventSource on GET /api/events per page, shared by the shell and
// every remote (@realty/shared is a Module Federation singleton, so the hub it feeds is one per page). When the
// stream fails again and again, or EventSource does not exist, it polls GET /api/conversations/unread instead and
// hands out 'unread' events. Part of the live-client entry, which the shell loads once a user is signed in.
import type { LiveEvent } from '../contracts/messages/schemas';
import type { LiveHub } from '../live/hub';

/** The part of EventSource the client uses (tests hand in a fake). */
export interface LiveSource {
  readyState: number;
  onopen: ((this: never, ev: Event) => unknown) | null;
  onerror: ((this: never, ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}
export type LiveSourceFactory = (url: string) => LiveSource;

export interface LiveClientOptions {
  /** Where events and the unread count go (the kernel's liveEvents). */
  hub: LiveHub;
  /** Opens the stream; null where EventSource does not exist (then the client polls). */
  connect: LiveSourceFactory | null;
  /** GET /api/conversations/unread → the unread count. */
  fetchUnread(): Promise<number>;
  /** Polling period of the fallback (ms). */
  pollMs?: number;
  /** Failures in a row (errors without an open between them) before falling back to polling. */
  maxFailures?: number;
  /** Delay before reopening a stream the browser gave up on (ms, doubled per failure). */
  reconnectMs?: number;
}

export const LIVE_EVENTS_URL = '/api/events';
const EVENT_TYPES = ['message', 'read', 'viewing', 'unread'] as const;
/** EventSource.CLOSED: the browser will not retry by itself (an HTTP error, a refused stream). */
const CLOSED = 2;

export class LiveClient {
  /** 'off' signed out; 'stream' with an EventSource; 'polling' after the fallback. */
  mode: 'off' | 'stream' | 'polling' = 'off';

  private source: LiveSource | null = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped on every start/stop: replies of an older session are dropped. */
  private generation = 0;
  private readonly pollMs: number;
  private readonly maxFailures: number;
  private readonly reconnectMs: number;

  constructor(private readonly options: LiveClientOptions) {
    this.pollMs = options.pollMs ?? 20_000;
    this.maxFailures = options.maxFailures ?? 3;
    this.reconnectMs = options.reconnectMs ?? 2_000;
  }

  /** The hub's count (what the badge shows). */
  get unread(): number {
    return this.options.hub.unread;
  }

  /** A user signed in: open the stream (or poll), and load the unread count. Idempotent. */
  start(): void {
    if (this.mode !== 'off') return;
    this.generation += 1;
    this.failures = 0;
    this.options.hub.setRefresher(() => this.refreshUnread());
    this.refreshUnread();
    if (this.options.connect) this.open();
    else this.startPolling();
  }

  /** Signed out: close everything and forget the count. */
  stop(): void {
    this.generation += 1;
    this.options.hub.setRefresher(null);
    this.closeSource();
    this.clearTimers();
    this.setMode('off');
    this.setUnread(0);
  }

  /** Ask the server for the count again (after a read elsewhere on the page, for instance). */
  refreshUnread(): void {
    const generation = this.generation;
    this.options.fetchUnread().then(
      (count) => {
        if (generation !== this.generation || this.mode === 'off') return;
        if (this.mode === 'polling' && count !== this.unread) this.emit({ type: 'unread', unread: count });
        this.setUnread(count);
      },
      () => undefined, // A failed count keeps the last one; the next event or poll tries again.
    );
  }

  private open(): void {
    this.setMode('stream');
    const source = this.options.connect!(LIVE_EVENTS_URL);
    this.source = source;
    source.onopen = () => {
      // Events missed while disconnected: the count is fetched again after a reconnect.
      if (this.failures > 0) this.refreshUnread();
      this.failures = 0;
    };
    source.onerror = () => {
      if (this.source !== source) return;
      this.failures += 1;
      if (this.failures >= this.maxFailures) {
        this.closeSource();
        this.startPolling();
      } else if (source.readyState === CLOSED) {
        // The browser gave up (an HTTP error): reopen after a growing pause. Otherwise it retries by itself.
        this.closeSource();
        this.timer = setTimeout(() => this.open(), this.reconnectMs * 2 ** (this.failures - 1));
      }
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, (message) => this.onData(message.data));
  }

  private onData(data: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(data) as LiveEvent;
    } catch {
      return; // A malformed frame is dropped.
    }
    if (!event || typeof event !== 'object' || !('type' in event)) return;
    if (event.type === 'unread') this.setUnread(event.unread);
    else if (event.type === 'message' || event.type === 'read') this.scheduleRefresh();
    this.emit(event);
  }

  /** A burst of messages or reads asks for the count once. */
  private scheduleRefresh(): void {
    if (this.refreshTimer) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      this.refreshUnread();
    }, 300);
  }

  private startPolling(): void {
    this.setMode('polling');
    const tick = () => {
      this.refreshUnread();
      this.timer = setTimeout(tick, this.pollMs);
    };
    this.timer = setTimeout(tick, this.pollMs);
  }

  private emit(event: LiveEvent): void {
    this.options.hub.emit(event);
  }

  private closeSource(): void {
    this.source?.close();
    this.source = null;
  }

  private clearTimers(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.timer = null;
    this.refreshTimer = null;
  }

  private setUnread(count: number): void {
    this.options.hub.setUnread(count);
  }

  private setMode(mode: LiveClient['mode']): void {
    this.mode = mode;
  }
}
