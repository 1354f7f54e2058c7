/**
 * Removes the photos of listings deleted more than RESTORE_DAYS (30) days ago (plugins/app/listing/listing-trash.ts `purge`):
 * from then on they cannot be restored. Hourly on the job queue, across all instances.
 */
import type { ListingTrash } from '../plugins/app/listing/listing-trash';
import { countedWork, periodicJob } from './schedule';

export const registerListingPurgeJob = periodicJob((trash: ListingTrash, log) => ({
  name: 'listing-purge',
  failed: 'listing purge failed',
  work: countedWork(log, 'purged', 'photos of deleted listings removed', () => trash.purge(new Date())),
}));
