// The listing domain (write side): the add/edit listing form's service (listing-editor.ts), its photos (photos.ts:
// re-encoded variants; photo-queue.ts and jobs/photo-processing.ts for the large ones in the background), deleting
// and restoring listings with the purge after 30 days (listing-trash.ts, jobs/listing-purge.ts), the listing page's
// contact form (contact.ts) and the EİDS decision for the back office (eids.ts).
import fp from 'fastify-plugin';
import { comparePage, parseCompareIds } from './compare-page';
import type { AppOptions } from '../../../app-options';
import { registerListingPurgeJob } from '../../../jobs/listing-purge';
import { registerPhotoProcessingJob } from '../../../jobs/photo-processing';
import { ListingEditor } from './listing-editor';
import { ListingTrash } from './listing-trash';
import { decideEids, type EidsVerdict } from './eids';
import { PhotoQueue } from './photo-queue';
import { ListingPhotos } from './photos';
import { sendContactMessage, type ContactInput } from './contact';
import type { EidsStatus } from '../../../db/schema';
import { listingFormMessage, type ListingFormMessageKey } from '@realty/shared/contracts/listing';
import { MessageFamily } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    listingEditor: ListingEditor;
    /** Soft delete, the recently deleted listings, restore and the purge after RESTORE_DAYS. */
    listingTrash: ListingTrash;
    /** Large listing photos waiting for processing; tests call `photoQueue.runOnce()`. */
    photoQueue: PhotoQueue;
    /** The listing form's 4xx (`throw fastify.listingFormErrors.error(404, 'draftNotFound')`), in the request's language. */
    listingFormErrors: MessageFamily<ListingFormMessageKey>;
    /** Inspect, store and remove a listing photo (re-encoded variants in `fastify.storage`). */
    listingPhotos: ListingPhotos;
    /** The listing page's contact form: stored and mailed to the owner; null unless the listing is active. */
    contactOwner(input: ContactInput): Promise<{ id: number } | null>;
    /** Listing photos above this many pixels are processed in the background. */
    photoInlineMaxPixels: number;
    /** The back office calls this with an administrator's verdict on a listing's EİDS number. */
    decideEids(listingId: number, verdict: EidsVerdict): Promise<EidsStatus | null>;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    // Writes that change the public listing replies (the listing form's writes) drop the reply cache.
    fastify.replyCache.dropAfterWritesUnder('/api/listings');
    const queue = new PhotoQueue(fastify.database, fastify.uploads, fastify.storage);
    fastify.decorate('photoQueue', queue);
    fastify.decorate('photoInlineMaxPixels', opts.config.photoInlineMaxPixels);
    const trash = new ListingTrash(fastify.database, fastify.uploads, queue);
    fastify.decorate('listingTrash', trash);
    fastify.decorate('listingEditor', new ListingEditor(fastify.database, fastify.uploads, queue, trash));
    fastify.decorate('listingFormErrors', new MessageFamily<ListingFormMessageKey>(listingFormMessage));
    fastify.decorate('listingPhotos', new ListingPhotos(fastify.uploads));
    // The listing form (new and edit): its frame rendered on the server for the signed-in user.
    for (const page of ['profileAdd', 'profileEdit'] as const) fastify.web.pages.register(page, { ssr: true });
    // Listings side by side: public, short-lived in caches, not indexed (any set of ids makes a page).
    fastify.web.pages.register('compare', {
      ssr: true,
      load: async ({ lang, query }) => {
        const ids = parseCompareIds(query.get('ids'));
        const data = ids ? await comparePage(fastify.readDatabase, lang, ids) : null;
        if (!data) return { status: 404 };
        return { data, maxAge: 60, head: { noindex: true } };
      },
    });
    fastify.decorate('contactOwner', (input: ContactInput) => sendContactMessage(fastify.database, fastify.mailer, input));
    fastify.decorate('decideEids', (listingId: number, verdict: EidsVerdict) => decideEids(fastify.database, listingId, verdict));
    const log = { info: (obj: object, msg: string) => fastify.log.info(obj, msg), warn: (obj: object, msg: string) => fastify.log.warn(obj, msg) };
    registerPhotoProcessingJob({ jobs: fastify.jobs, queue, log });
    registerListingPurgeJob(trash, { jobs: fastify.jobs, everySeconds: 3600, log });
    // a run in progress finishes its photo before the database closes; the rest waits for the next start
    fastify.addHook('onClose', async () => {
      await queue.close();
    });
  },
  { name: 'listing', dependencies: ['reply-cache', 'database', 'jobs', 'account', 'uploads', 'mail', 'web'] },
);
