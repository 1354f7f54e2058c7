/**
 * Removes the photos of listings deleted more than RESTORE_DAYS (30) days ago (plugins/app/listing/listing-trash.ts `purge`):
 * from then on they cannot be restored. Hourly on the job queue, across all instances.
 */
import type { ListingTrash } from '../plugins/app/listing/listing-trash';
import { periodicJob } from './schedule';

export const registerListingPurgeJob = periodicJob((trash: ListingTrash, log) => ({
  name: 'listing-purge',
  failed: 'listing purge failed',
  work: async () => {
    const purged = await trash.purge(new Date());
    if (purged) log.info({ purged }, 'photos of deleted listings removed');
  },
}));
