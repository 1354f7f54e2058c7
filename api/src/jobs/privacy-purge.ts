/**
 * Deletes personal data past its retention period (services/privacy/purge.ts, periods in services/privacy/retention.ts)
 * every PRIVACY_PURGE_INTERVAL_HOURS (default 24; 0: off) on the job queue, across all instances.
 */
import type { PrivacyPurgeService } from '../plugins/app/account/privacy-purge';
import type { JobQueue } from './queue';
import { registerScheduledJob, type Job, type JobLog } from './schedule';

export interface PrivacyPurgeJobOptions {
  jobs?: JobQueue;
  purge: PrivacyPurgeService;
  intervalHours: number;
  log: JobLog;
}

export function registerPrivacyPurgeJob(opts: PrivacyPurgeJobOptions): Job {
  return registerScheduledJob({
    jobs: opts.jobs,
    name: 'privacy-purge',
    everySeconds: opts.intervalHours * 3600,
    failed: 'privacy purge job failed',
    log: opts.log,
    work: async () => {
      const result = await opts.purge.run(new Date());
      if (Object.values(result).some((n) => n > 0)) opts.log.info({ ...result }, 'personal data past its period purged');
    },
  });
}
