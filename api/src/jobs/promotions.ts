/**
 * Ends paid promotions whose period is over (plugins/app/billing `expire`) every PROMOTIONS_INTERVAL_MINUTES (default 5;
 * 0: off) on the job queue, across all instances. Readers also ignore a promotion past its `ends_at`, so a badge
 * never outlives its period by more than the clock; the job records the end (`ended`).
 */
import type { BillingService } from '../plugins/app/billing/service';
import type { JobQueue } from './queue';
import { registerScheduledJob, type Job, type JobLog } from './schedule';

export interface PromotionsJobOptions {
  jobs?: JobQueue;
  billing: BillingService;
  intervalMinutes: number;
  log: JobLog;
}

export function registerPromotionsJob(opts: PromotionsJobOptions): Job {
  return registerScheduledJob({
    jobs: opts.jobs,
    name: 'promotions',
    everySeconds: opts.intervalMinutes * 60,
    failed: 'promotions job failed',
    log: opts.log,
    work: async () => {
      const ended = await opts.billing.expire(new Date());
      if (ended) opts.log.info({ ended }, 'promotions ended');
    },
  });
}
