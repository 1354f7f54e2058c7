// Background processing of large listing photos (issue 14): a 12 MP phone photo takes seconds to decode, orient and
// re-encode, so an upload above `inlineMaxPixels` is only checked (its header: format and pixel cap) and its original
// written to the storage under `queue/photos/` (shared by every instance, so any instance's worker can process it;
// never served under /uploads/, so the EXIF/GPS of the original never leaks); a `photo_uploads` row says
// "processing" and a job on the queue names it (jobs/photo-processing.ts). `processOne` (the job) or `runOnce` (tests:
// every waiting row) runs it through the same pipeline (storeListingPhoto): the photo joins its draft or
// listing (the last position) and the row goes; a failure keeps the row as "failed" with its message key, shown per
// photo in the form until the user deletes it. Public pages only ever read listing_photos, so a listing never shows a
// photo that is not processed. Publishing a draft moves its waiting uploads to the new listing.
// Journal covers (issue 23) take the same way: a large cover is a row with `cover = true` and no draft or listing;
// when processed it becomes 'done' with its URLs in `result`, which the back office's editor polls (`coverUpload`).
import { randomBytes } from 'node:crypto';
import { type ListingFormMessageKey, PHOTOS_MAX } from '@realty/shared/contracts/listing';
import type { Database, Row } from '../../../db/client';
import type { DraftPhoto, PhotoUploadStatus } from '../../../db/schema';
import type { Storage } from '../../../services/storage';
import type { UploadService } from '../../../services/uploads';
import { ImageError, removeListingPhoto, storeListingPhoto } from './photos';

/** An upload waiting for processing or failed, as the form shows it; its id (`u<n>`) is its id in the photo endpoints. */
export interface PendingPhoto {
  id: string;
  name: string;
  /** Listing photos are never 'done' here: a processed one is a photo of its draft or listing. */
  status: Exclude<PhotoUploadStatus, 'done'>;
  /** Message key of the failure (translated by the route). */
  error: ListingFormMessageKey | null;
}

export type PhotoTarget = { draftId: number } | { listingId: number };

/** A journal cover in the queue: processing, failed (with its message key) or done (with its URLs). */
export interface CoverUpload {
  id: string;
  status: PhotoUploadStatus;
  error: ListingFormMessageKey | null;
  cover: string | null;
  full: string | null;
}

/** Pending photo ids: `u` and the row id. */
export const PENDING_ID = /^u(\d{1,10})$/;
const MAX_ATTEMPTS = 3;
/** Where originals wait in the storage (under `queue/`: never served, see storage `isPrivateKey`). */
export const ORIGINALS_PREFIX = 'queue/photos/';
const ORIGINAL_NAME = /^\d+-[0-9a-f]{24}$/;

/** Storage trouble while processing (not the photo's fault): the job is tried again later. */
export class PhotoRetryLater extends Error {
  constructor(id: number, cause: unknown) {
    super(`photo upload ${id}: storage trouble, tried again later`, { cause });
    this.name = 'PhotoRetryLater';
  }
}

const errorKey = (error: unknown): ListingFormMessageKey => (error instanceof ImageError && error.reason === 'too-large' ? 'photoTooLarge' : 'photoInvalid');
const pendingOf = (row: Row): PendingPhoto => ({
  id: `u${String(row.id)}`,
  name: String(row.name ?? ''),
  status: row.status === 'failed' ? 'failed' : 'processing',
  error: (row.error as ListingFormMessageKey | null) ?? null,
});

const coverOf = (row: Row): CoverUpload => {
  const result = (row.result ?? null) as { cover: string; full: string } | null;
  return {
    id: `u${String(row.id)}`,
    status: String(row.status) as PhotoUploadStatus,
    error: (row.error as ListingFormMessageKey | null) ?? null,
    cover: result?.cover ?? null,
    full: result?.full ?? null,
  };
};

export class PhotoQueue {
  private running: Promise<number> | null = null;
  private closed = false;
  private again = false;
  /** Called with the row id after an upload is queued: the photo job sends its job (jobs/photo-processing.ts). */
  onQueued: (id: number) => Promise<void> = () => Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly uploads: UploadService,
    private readonly storage: Storage,
  ) {}

  private async keepOriginal(userId: number, buffer: Buffer): Promise<string> {
    const original = `${userId}-${randomBytes(12).toString('hex')}`;
    await this.storage.put(ORIGINALS_PREFIX + original, buffer, 'application/octet-stream');
    return original;
  }

  /** A pending or failed upload's id (`u<n>`), as opposed to a stored photo's. */
  isPendingId(photoId: string): boolean {
    return PENDING_ID.test(photoId);
  }

  /** Keep an accepted original for processing; returns its pending entry. The caller checked the target is the user's. */
  async enqueue(userId: number, target: PhotoTarget, buffer: Buffer, name: string): Promise<PendingPhoto> {
    const original = await this.keepOriginal(userId, buffer);
    const res = await this.database.execute(
      `INSERT INTO photo_uploads (user_id, draft_id, listing_id, original, name) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [userId, 'draftId' in target ? target.draftId : null, 'listingId' in target ? target.listingId : null, original, name.slice(0, 200)],
    );
    const row = res.rows[0] as Row;
    await this.onQueued(Number(row.id));
    return pendingOf(row);
  }

  /** Keep a large journal cover for processing; the back office polls `coverUpload` for its URLs. */
  async enqueueCover(userId: number, buffer: Buffer, name: string): Promise<CoverUpload> {
    const original = await this.keepOriginal(userId, buffer);
    const res = await this.database.execute(
      `INSERT INTO photo_uploads (user_id, cover, original, name) VALUES ($1, true, $2, $3) RETURNING *`,
      [userId, original, name.slice(0, 200)],
    );
    const row = res.rows[0] as Row;
    await this.onQueued(Number(row.id));
    return coverOf(row);
  }

  /** A journal cover upload of this user (null when there is none). */
  async coverUpload(userId: number, id: string): Promise<CoverUpload | null> {
    const n = PENDING_ID.exec(id)?.[1];
    if (!n) return null;
    const res = await this.database.execute('SELECT * FROM photo_uploads WHERE id = $1 AND user_id = $2 AND cover', [Number(n), userId]);
    return res.rows[0] ? coverOf(res.rows[0]) : null;
  }

  /** Waiting and failed uploads of a draft or listing, oldest first. */
  async pending(target: PhotoTarget): Promise<PendingPhoto[]> {
    const res = await this.database.execute(
      `SELECT * FROM photo_uploads WHERE ${'draftId' in target ? 'draft_id' : 'listing_id'} = $1 ORDER BY id`,
      ['draftId' in target ? target.draftId : target.listingId],
    );
    return res.rows.map(pendingOf);
  }

  /** Uploads still counting against the 30-photo cap (failed ones do not). */
  async waiting(target: PhotoTarget): Promise<number> {
    const res = await this.database.execute(
      `SELECT count(*)::int AS n FROM photo_uploads WHERE ${'draftId' in target ? 'draft_id' : 'listing_id'} = $1 AND status = 'processing'`,
      ['draftId' in target ? target.draftId : target.listingId],
    );
    return Number(res.rows[0]?.n ?? 0);
  }

  /** Delete a pending upload of a target (the caller checked the target is the user's); false when there is none. */
  async remove(target: PhotoTarget, id: string): Promise<boolean> {
    const n = PENDING_ID.exec(id)?.[1];
    if (!n) return false;
    const res = await this.database.execute(
      `DELETE FROM photo_uploads WHERE id = $1 AND ${'draftId' in target ? 'draft_id' : 'listing_id'} = $2 RETURNING original`,
      [Number(n), 'draftId' in target ? target.draftId : target.listingId],
    );
    const row = res.rows[0];
    if (!row) return false;
    await this.dropOriginal(String(row.original));
    return true;
  }

  /** Delete every pending upload of a target (a discarded draft, a deleted listing). */
  async removeAll(target: PhotoTarget): Promise<void> {
    const res = await this.database.execute(
      `DELETE FROM photo_uploads WHERE ${'draftId' in target ? 'draft_id' : 'listing_id'} = $1 RETURNING original`,
      ['draftId' in target ? target.draftId : target.listingId],
    );
    await Promise.all(res.rows.map((row) => this.dropOriginal(String(row.original))));
  }

  /**
   * The photo job: process one waiting upload; false when it is not waiting (processed, deleted or failed meanwhile).
   * Throws PhotoRetryLater on storage trouble, so the queue tries again with backoff.
   */
  async processOne(id: number): Promise<boolean> {
    if (this.closed) throw new Error('photo queue closed');
    const res = await this.database.execute(`SELECT * FROM photo_uploads WHERE id = $1 AND status = 'processing'`, [id]);
    const row = res.rows[0];
    if (!row) return false;
    const error = await this.process(row);
    if (error) throw new PhotoRetryLater(id, error);
    return true;
  }

  /** Send a job for every waiting upload (a job lost before it was sent); the queue keeps one per upload. */
  async sweep(): Promise<number> {
    const res = await this.database.execute(`SELECT id FROM photo_uploads WHERE status = 'processing' AND updated_at < now() - interval '1 minute' ORDER BY id`);
    for (const row of res.rows) await this.onQueued(Number(row.id));
    return res.rows.length;
  }

  /** Tests: process every waiting upload (one at a time); concurrent calls share one run. Returns how many were handled. */
  runOnce(): Promise<number> {
    if (this.running) {
      this.again = true; // an upload queued as the run was finding nothing more: look once more before stopping
      return this.running;
    }
    this.running = (async () => {
      let handled = 0;
      do {
        this.again = false;
        handled += await this.drain();
      } while (this.again && !this.closed);
      return handled;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    let handled = 0;
    let after = 0;
    while (!this.closed) {
      const res = await this.database.execute(`SELECT * FROM photo_uploads WHERE status = 'processing' AND id > $1 ORDER BY id LIMIT 1`, [after]);
      const row = res.rows[0];
      if (!row) return handled;
      after = Number(row.id);
      await this.process(row);
      handled += 1;
    }
    return handled;
  }

  /** Stop after the photo in hand (the app is closing; what is left waits for the next start). */
  async close(): Promise<void> {
    this.closed = true;
    await this.running?.catch(() => 0);
  }

  /** Process one row; the storage error when it is to be tried again later (`attempts` counted, failed at the last). */
  private async process(row: Row): Promise<unknown> {
    const id = Number(row.id);
    const original = String(row.original);
    let buffer: Buffer | null;
    try {
      buffer = await this.storage.get(ORIGINALS_PREFIX + original);
    } catch (error) {
      return this.retryLater(row, error);
    }
    if (!buffer) {
      await this.fail(id, 'photoUploadLost');
      return;
    }
    let stored;
    try {
      stored = await storeListingPhoto(this.uploads, Number(row.user_id), buffer);
    } catch (error) {
      if (error instanceof ImageError) {
        await this.fail(id, errorKey(error));
        await this.dropOriginal(original);
        return;
      }
      return this.retryLater(row, error);
    }
    if (row.cover === true) {
      const result = { cover: stored.variants.card.url, full: stored.variants.full.url };
      await this.database.execute(`UPDATE photo_uploads SET status = 'done', result = $2::jsonb, updated_at = now() WHERE id = $1`, [id, JSON.stringify(result)]);
      await this.dropOriginal(original);
      return;
    }
    const attached = await this.attach(id, { key: stored.key, variants: stored.variants });
    if (attached !== 'attached') {
      await removeListingPhoto(this.uploads, stored.key);
      if (attached === 'full') await this.fail(id, 'photosMax');
    }
    await this.dropOriginal(original);
  }

  /** Add the processed photo to the upload's draft or listing (read again: a publish may have moved it) and drop the row. */
  private async attach(id: number, photo: DraftPhoto): Promise<'attached' | 'gone' | 'full'> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const found = await this.database.execute('SELECT draft_id, listing_id FROM photo_uploads WHERE id = $1', [id]);
      const row = found.rows[0];
      if (!row) return 'gone'; // deleted by the user meanwhile
      let added = false;
      if (row.draft_id !== null && row.draft_id !== undefined) {
        const res = await this.database.execute(
          `UPDATE listing_drafts SET photos = photos || $2::jsonb, updated_at = now()
           WHERE id = $1 AND jsonb_array_length(photos) < ${PHOTOS_MAX} RETURNING id`,
          [Number(row.draft_id), JSON.stringify([photo])],
        );
        added = !!res.rows[0];
        if (!added && (await this.database.execute('SELECT 1 FROM listing_drafts WHERE id = $1', [Number(row.draft_id)])).rows[0]) return 'full';
      } else {
        const listingId = Number(row.listing_id);
        const res = await this.database.execute(
          `INSERT INTO listing_photos (listing_id, position, path, variants)
           SELECT $1, coalesce(max(position) + 1, 0), $2, $3::jsonb FROM listing_photos WHERE listing_id = $1
           HAVING count(*) < ${PHOTOS_MAX} RETURNING id`,
          [listingId, photo.key, JSON.stringify(photo.variants)],
        );
        if (!res.rows[0]) return 'full';
        added = true;
      }
      if (added) {
        const dropped = await this.database.execute('DELETE FROM photo_uploads WHERE id = $1 RETURNING id', [id]);
        if (dropped.rows[0]) return 'attached';
        // deleted by the user while it was being attached: take it back out
        await this.database.execute(
          `UPDATE listing_drafts SET photos = (SELECT coalesce(jsonb_agg(p), '[]'::jsonb) FROM jsonb_array_elements(photos) p WHERE p->>'key' <> $1)
           WHERE photos @> $2::jsonb`,
          [photo.key, JSON.stringify([{ key: photo.key }])],
        );
        await this.database.execute('DELETE FROM listing_photos WHERE path = $1', [photo.key]);
        return 'gone';
      }
      // the draft went: published (its uploads now point at the listing) or discarded; look again
    }
    return 'gone';
  }

  /** Storage trouble (disk full, bucket down): try again on a later run, then give up. */
  private async retryLater(row: Row, error: unknown): Promise<unknown> {
    const id = Number(row.id);
    const attempts = Number(row.attempts) + 1;
    if (attempts >= MAX_ATTEMPTS) {
      await this.fail(id, 'photoProcessingFailed');
      return;
    }
    await this.database.execute('UPDATE photo_uploads SET attempts = $2, updated_at = now() WHERE id = $1', [id, attempts]);
    return error;
  }

  private async fail(id: number, key: ListingFormMessageKey): Promise<void> {
    await this.database.execute(`UPDATE photo_uploads SET status = 'failed', error = $2, updated_at = now() WHERE id = $1`, [id, key]);
  }

  private async dropOriginal(original: string): Promise<void> {
    if (!ORIGINAL_NAME.test(original)) return;
    await this.storage.delete([ORIGINALS_PREFIX + original]);
  }
}
