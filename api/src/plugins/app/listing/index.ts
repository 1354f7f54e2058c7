// The add/edit listing form's service (plugins/app/listing/listing-editor.ts), the background photo queue and its job
// (plugins/app/listing/photo-queue.ts, jobs/photo-processing.ts), deleting and restoring listings with the purge after 30 days
// (plugins/app/listing/listing-trash.ts, jobs/listing-purge.ts), and the EİDS decision for the back office.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../../app-options';
import { registerListingPurgeJob } from '../../../jobs/listing-purge';
import { registerPhotoProcessingJob } from '../../../jobs/photo-processing';
import { ListingEditor } from './listing-editor';
import { ListingTrash } from './listing-trash';
import { decideEids, type EidsVerdict } from './eids';
import { PhotoQueue } from './photo-queue';
import type { EidsStatus } from '../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    listingEditor: ListingEditor;
    /** Soft delete, the recently deleted listings, restore and the purge after RESTORE_DAYS. */
    listingTrash: ListingTrash;
    /** Large listing photos waiting for processing; tests call `photoQueue.runOnce()`. */
    photoQueue: PhotoQueue;
    /** Listing photos above this many pixels are processed in the background. */
    photoInlineMaxPixels: number;
    /** The back office calls this with an administrator's verdict on a listing's EİDS number. */
    decideEids(listingId: number, verdict: EidsVerdict): Promise<EidsStatus | null>;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const queue = new PhotoQueue(fastify.database, fastify.uploads, fastify.storage);
    fastify.decorate('photoQueue', queue);
    fastify.decorate('photoInlineMaxPixels', opts.config.photoInlineMaxPixels);
    const trash = new ListingTrash(fastify.database, fastify.uploads, queue);
    fastify.decorate('listingTrash', trash);
    fastify.decorate('listingEditor', new ListingEditor(fastify.database, fastify.uploads, queue, trash));
    fastify.decorate('decideEids', (listingId: number, verdict: EidsVerdict) => decideEids(fastify.database, listingId, verdict));
    const log = { info: (obj: object, msg: string) => fastify.log.info(obj, msg), warn: (obj: object, msg: string) => fastify.log.warn(obj, msg) };
    registerPhotoProcessingJob({ jobs: fastify.jobs, queue, log });
    registerListingPurgeJob({ jobs: fastify.jobs, trash, intervalSeconds: 3600, log });
    // a run in progress finishes its photo before the database closes; the rest waits for the next start
    fastify.addHook('onClose', async () => {
      await queue.close();
    });
  },
  { name: 'listing-editor', dependencies: ['database', 'jobs', 'auth', 'uploads'] },
);
