// The job queue on embedded PGlite: PGlite is one process by construction, so its jobs run in that process, behind
// the same interface as pg-boss (pg-boss.ts) with the same rules: one job of a queue at a time, retries with
// backoff, jobs out of tries kept as dead letters (the last 200, until a restart: the listing photo rows and the
// schedules pick the work up again), schedules once per period slot.
import { randomUUID } from 'node:crypto';
import { timedJob } from '../metrics';
import { ScheduledQueue, type DefinedQueue, type QueueLog } from './base';
import { errorMessage, slotOf, type DeadLetter, type JobQueue, type QueueCheck, type SendOptions } from './types';

const DEAD_LETTERS_KEPT = 200;

interface QueuedJob {
  id: string;
  data: object;
  key: string | undefined;
  retries: number;
  createdAt: Date;
}

interface Lane extends DefinedQueue {
  name: string;
  waiting: QueuedJob[];
  running: Promise<void> | null;
}

export interface InProcessQueueOptions {
  log: QueueLog;
}

export class InProcessQueue extends ScheduledQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly lanes = new Map<string, Lane>();
  private readonly slots = new Map<string, number>();
  private readonly dead: (DeadLetter & { job: QueuedJob })[] = [];

  constructor(private readonly opts: InProcessQueueOptions) {
    super();
  }

  protected add(name: string, queue: DefinedQueue): void {
    this.lanes.set(name, { name, ...queue, waiting: [], running: null });
  }

  private lane(name: string): Lane {
    const lane = this.lanes.get(name);
    if (!lane) throw new Error(`job queue: no handler defined for ${name}`);
    return lane;
  }

  send(name: string, data: object = {}, options: SendOptions = {}): Promise<string | null> {
    const lane = this.lane(name);
    const key = options.singletonKey;
    if (lane.options.perKey && key !== undefined && lane.waiting.some((job) => job.key === key)) return Promise.resolve(null);
    const job: QueuedJob = { id: randomUUID(), data, key, retries: 0, createdAt: new Date() };
    lane.waiting.push(job);
    this.drain(lane);
    return Promise.resolve(job.id);
  }

  /** Run a lane's waiting jobs one at a time (working instances only). */
  private drain(lane: Lane): void {
    if (!this.working || this.stopped || lane.running || lane.waiting.length === 0) return;
    lane.running = (async () => {
      let job: QueuedJob | undefined;
      // `run` is awaited before the loop can end, so `running` is set by then; cleared in the same tick as the
      // last look at `waiting`, so a job sent meanwhile always finds either this loop or none
      while (!this.stopped && (job = lane.waiting.shift())) await this.run(lane, job);
      lane.running = null;
    })();
  }

  private async run(lane: Lane, job: QueuedJob): Promise<void> {
    const { name } = lane;
    try {
      await timedJob(name, () => lane.handler(job.data));
    } catch (error) {
      const { retryLimit, retryDelaySeconds, retryBackoff } = lane.options;
      if (job.retries < retryLimit) {
        const delay = retryDelaySeconds * 1000 * (retryBackoff ? 2 ** job.retries : 1);
        job.retries += 1;
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          lane.waiting.push(job);
          this.drain(lane);
        }, delay);
        timer.unref();
        this.timers.add(timer);
        return;
      }
      this.opts.log.warn({ err: error, queue: name }, 'job failed every try');
      this.dead.unshift({
        id: job.id,
        queue: name,
        data: job.data,
        error: errorMessage(error),
        retries: job.retries,
        createdAt: job.createdAt.toISOString(),
        failedAt: new Date().toISOString(),
        job,
      });
      this.dead.length = Math.min(this.dead.length, DEAD_LETTERS_KEPT);
    }
  }

  start(): Promise<void> {
    if (this.working) return Promise.resolve();
    this.working = true;
    for (const lane of this.lanes.values()) this.drain(lane);
    this.offerSchedules((name, seconds) => {
      const slot = slotOf(seconds);
      if (this.slots.get(name) === slot) return;
      this.slots.set(name, slot);
      void this.send(name);
    });
    return Promise.resolve();
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopTimers();
    const running = [...this.lanes.values()].map((lane) => lane.running).filter((run): run is Promise<void> => run !== null);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled(running), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }

  deadLetters(limit: number): Promise<DeadLetter[]> {
    return Promise.resolve(this.dead.slice(0, limit).map(({ job: _job, ...letter }) => letter));
  }

  retry(queue: string, id: string): Promise<boolean> {
    const index = this.dead.findIndex((letter) => letter.queue === queue && letter.id === id);
    const letter = this.dead[index];
    if (!letter) return Promise.resolve(false);
    this.dead.splice(index, 1);
    const lane = this.lane(queue);
    lane.waiting.push({ ...letter.job, retries: 0 });
    this.drain(lane);
    return Promise.resolve(true);
  }

  check(): Promise<QueueCheck> {
    return Promise.resolve({ kind: this.kind, ok: !this.stopped, working: this.working, latencyMs: 0 });
  }
}
