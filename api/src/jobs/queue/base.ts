// What both job queues (pg-boss.ts, in-process.ts) do alike: queues declared with their options filled in from the
// defaults, schedules kept as periods, and each schedule offered on a timer by working instances.
import { DEFAULT_QUEUE_OPTIONS, offerIntervalMs, type JobHandler, type JobQueueKind, type QueueOptions } from './types';

/** A declared queue: its handler and its options, defaults filled in. */
export interface DefinedQueue {
  handler: JobHandler<object>;
  options: Required<QueueOptions>;
}

export interface QueueLog {
  warn: (obj: object, msg: string) => void;
}

/** The part of a JobQueue both implementations share. */
export abstract class ScheduledQueue {
  abstract readonly kind: JobQueueKind;
  working = false;
  protected stopped = false;
  /** Periods in seconds, by queue name. */
  protected readonly schedules = new Map<string, number>();
  /** The schedules' timers (and any other the queue sets), cleared on stop. */
  protected readonly timers = new Set<NodeJS.Timeout>();
  /** The longest period `every` accepts. */
  protected readonly longestPeriodSeconds: number = Infinity;

  /** Keep a declared queue (the implementation's own bookkeeping). */
  protected abstract add(name: string, queue: DefinedQueue): void;

  define<T extends object>(name: string, handler: JobHandler<T>, options: QueueOptions = {}): void {
    this.add(name, { handler: handler as JobHandler<object>, options: { ...DEFAULT_QUEUE_OPTIONS, ...options } });
  }

  every(name: string, seconds: number): void {
    this.schedules.set(name, Math.min(this.longestPeriodSeconds, Math.max(1, Math.round(seconds))));
  }

  /** Offer each schedule's job now and then every offerIntervalMs, until stop. */
  protected offerSchedules(offer: (name: string, seconds: number) => void): void {
    for (const [name, seconds] of this.schedules) {
      const tick = () => {
        if (!this.stopped) offer(name, seconds);
      };
      tick();
      const timer = setInterval(tick, offerIntervalMs(seconds));
      timer.unref();
      this.timers.add(timer);
    }
  }

  /** No more offers, retries or fetches from here on. */
  protected stopTimers(): void {
    this.stopped = true;
    for (const timer of this.timers) {
      clearTimeout(timer);
      clearInterval(timer);
    }
  }

}
