/**
 * Removes the photos of listings deleted more than RESTORE_DAYS (30) days ago (plugins/app/listing/listing-trash.ts `purge`):
 * from then on they cannot be restored. Hourly on the job queue, across all instances.
 */
import type { ListingTrash } from '../plugins/app/listing/listing-trash';
import type { JobQueue } from './queue';
import { registerScheduledJob, type Job, type JobLog } from './schedule';

export interface ListingPurgeJobOptions {
  jobs?: JobQueue;
  trash: ListingTrash;
  intervalSeconds: number;
  log: JobLog;
}

export function registerListingPurgeJob(opts: ListingPurgeJobOptions): Job {
  return registerScheduledJob({
    jobs: opts.jobs,
    name: 'listing-purge',
    everySeconds: opts.intervalSeconds,
    failed: 'listing purge failed',
    log: opts.log,
    work: async () => {
      const purged = await opts.trash.purge(new Date());
      if (purged) opts.log.info({ purged }, 'photos of deleted listings removed');
    },
  });
}
