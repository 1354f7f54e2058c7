/**
 * Saved-search alerts (services/alerts.ts) on the job queue, once every ALERTS_INTERVAL_MINUTES (default 10; 0: off)
 * across all instances. Instant alerts go out on each run, daily and weekly digests when due.
 */
import type { AlertService } from '../plugins/app/account/alerts';
import type { JobQueue } from './queue';
import { registerScheduledJob, type Job, type JobLog } from './schedule';

export interface AlertsJobOptions {
  jobs?: JobQueue;
  alerts: AlertService;
  intervalMinutes: number;
  log: JobLog;
}

export function registerAlertsJob(opts: AlertsJobOptions): Job {
  return registerScheduledJob({
    jobs: opts.jobs,
    name: 'alerts',
    everySeconds: opts.intervalMinutes * 60,
    failed: 'alert job failed',
    log: opts.log,
    work: async () => {
      const result = await opts.alerts.run();
      if (result.searchMails || result.favoriteMails) opts.log.info({ ...result }, 'alerts sent');
    },
  });
}
