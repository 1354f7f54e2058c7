// A scheduled job of the app on the job queue (jobs/queue): `registerScheduledJob` declares its handler and its
// period on the queue (run once per period across every instance, retried with backoff when it throws), and returns
// `runOnce`, which tests call to run the work now (failures logged and answered false, as the old timers did).
import type { JobQueue, QueueOptions } from './queue';
import { timedJob } from './metrics';

export interface Job {
  /** Runs the job's work now (tests); false when it failed (logged). */
  runOnce(): Promise<boolean>;
}

export interface JobLog {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

export interface ScheduledJobOptions {
  /** The queue; without one (a test) nothing is scheduled. */
  jobs?: JobQueue | undefined;
  /** The queue's name, also the job's name in the metrics. */
  name: string;
  /** Seconds between runs; 0 (or less) turns the schedule off. */
  everySeconds: number;
  work: () => Promise<unknown>;
  log: JobLog;
  /** The log line of a failure. */
  failed: string;
  /** Retries of a failed run; by default twice, a minute and then two apart (the next period runs anyway). */
  retry?: QueueOptions;
}

export function registerScheduledJob(opts: ScheduledJobOptions): Job {
  if (opts.jobs && opts.everySeconds > 0) {
    opts.jobs.define(opts.name, opts.work, { retryLimit: 2, retryDelaySeconds: 60, ...opts.retry });
    opts.jobs.every(opts.name, opts.everySeconds);
  }
  return {
    async runOnce() {
      try {
        await timedJob(opts.name, opts.work);
        return true;
      } catch (error) {
        opts.log.warn({ err: error }, opts.failed);
        return false;
      }
    },
  };
}

/** How a service's periodic job is registered: the queue, the log and the period (0 or less: off). */
export interface PeriodicJobOptions {
  jobs?: JobQueue | undefined;
  log: JobLog;
  everySeconds: number;
}

/** What a periodic job is: its queue name, its failure line, and its work on the service (which logs what it did). */
export type PeriodicJob = Pick<ScheduledJobOptions, 'name' | 'failed' | 'work'>;

/** The register function of a job that runs one service's work once per period (alerts, purges, promotions). */
export function periodicJob<Service>(describe: (service: Service, log: JobLog) => PeriodicJob): (service: Service, opts: PeriodicJobOptions) => Job {
  return (service, opts) => registerScheduledJob({ ...opts, ...describe(service, opts.log) });
}

/** Work that runs `count` and, when it did anything, logs `done` with the number under `key`. */
export function countedWork(log: JobLog, key: string, done: string, count: () => Promise<number>): () => Promise<void> {
  return async () => {
    const n = await count();
    if (n) log.info({ [key]: n }, done);
  };
}
