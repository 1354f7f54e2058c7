/**
 * Removes the photos of listings deleted more than RESTORE_DAYS (30) days ago (services/listing-trash.ts `purge`):
 * from then on they cannot be restored. Runs hourly, first a minute after start. Disabled in tests (they call
 * `listingTrash.purge(now)`).
 */
import type { ListingTrash } from '../services/listing-trash';
import { schedule, type Job } from './schedule';
import { timedJob } from './metrics';

export interface ListingPurgeJobOptions {
  trash: ListingTrash;
  enabled: boolean;
  intervalMs: number;
  initialDelayMs?: number;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export function startListingPurgeJob(opts: ListingPurgeJobOptions): Job {
  const runOnce = async (): Promise<boolean> => {
    try {
      const purged = await timedJob('listing-purge', () => opts.trash.purge(new Date()));
      if (purged) opts.log.info({ purged }, 'photos of deleted listings removed');
      return true;
    } catch (error) {
      opts.log.warn({ err: error }, 'listing purge failed');
      return false;
    }
  };
  if (!opts.enabled) return { runOnce, stop: () => {} };
  const stop = schedule(() => void runOnce(), opts.initialDelayMs ?? 60_000, opts.intervalMs);
  return { runOnce, stop };
}
