// The job queue's one interface (jobs/queue/index.ts picks the implementation): on PostgreSQL pg-boss
// (pg-boss.ts: jobs are rows claimed with SKIP LOCKED, so each is run by one instance), on embedded PGlite an
// in-process runner (in-process.ts: PGlite is one process by construction). Handlers and schedules are declared
// while the app's plugins load; `start` runs them on instances with RUN_JOBS (the worker, `npm run worker`).

/** Retries of a queue's jobs: a handler that throws is tried again after `retryDelaySeconds` (doubling with backoff). */
export interface QueueOptions {
  /** Tries after the first (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Double the delay on each retry (default true). */
  retryBackoff?: boolean;
  /** A run taking longer counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /** One job per `singletonKey` waiting and one running at a time (pg-boss policy 'stately'). */
  perKey?: boolean;
}

export interface SendOptions {
  /** With a `perKey` queue: a job with this key already waiting is not added again. */
  singletonKey?: string;
}

export type JobHandler<T> = (data: T) => Promise<unknown>;

/** A job that failed all its tries (a dead letter), as the back office lists it. */
export interface DeadLetter {
  id: string;
  queue: string;
  data: unknown;
  /** The last error's message. */
  error: string;
  retries: number;
  createdAt: string;
  failedAt: string | null;
}

export interface QueueCheck {
  kind: JobQueueKind;
  ok: boolean;
  /** Whether this instance runs jobs (RUN_JOBS). */
  working: boolean;
  latencyMs: number;
}

export type JobQueueKind = 'pg-boss' | 'in-process';

export interface JobQueue {
  readonly kind: JobQueueKind;
  /** Declare a queue and its handler; before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /**
   * Run the queue's job once per period of `seconds` across every instance: each working instance offers the
   * period's job on a timer, and the period's slot (pg-boss singletonSeconds, a unique index) lets one in.
   */
  every(name: string, seconds: number): void;
  /** Add a job; its id, or null when a `perKey` job with the same key is already waiting (or the slot is taken). */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Begin working: fetch jobs and offer the scheduled ones. Instances without RUN_JOBS never call it. */
  start(): Promise<void>;
  /** Stop fetching, wait for the jobs in hand (up to `timeoutMs`), release connections. */
  stop(timeoutMs?: number): Promise<void>;
  /** Jobs that failed every try, newest first. */
  deadLetters(limit: number): Promise<DeadLetter[]>;
  /** Put a dead letter back in its queue; false when there is no such failed job. */
  retry(queue: string, id: string): Promise<boolean>;
  /** Readiness: the queue's store answers. */
  check(timeoutMs: number): Promise<QueueCheck>;
  /** Whether `start` ran (this instance works jobs). */
  readonly working: boolean;
}

export const DEFAULT_QUEUE_OPTIONS: Required<QueueOptions> = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  perKey: false,
};

/** How often a working instance offers a scheduled job: a quarter of its period, between 1 and 30 seconds. */
export const offerIntervalMs = (seconds: number): number => Math.min(30_000, Math.max(1_000, (seconds * 1000) / 4));

/** The period slot a moment falls in (as pg-boss computes singleton_on: epoch seconds floored to the period). */
export const slotOf = (seconds: number, now = Date.now()): number => Math.floor(now / 1000 / seconds);

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
