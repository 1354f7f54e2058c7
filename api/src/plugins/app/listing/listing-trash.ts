// Deleting and restoring listings (issue 23). A delete is soft: the listing leaves the site at once (status
// `deleted`), its photos stay for RESTORE_DAYS so that its author or the owner of its agency can restore it from
// profile/my ("Recently deleted"). After that the purge (jobs/listing-purge.ts) removes its photos' files and rows;
// the listing row itself stays for invoices and statistics, and can no longer be restored. Every call asks
// `canEditListing` (plugins/app/listing/listing-rights.ts): the author or the agency's owner, nobody else.
import type { Lang } from '@realty/shared/routes';
import type { ListingCardData } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import type { Outcome } from '../agencies/outcome';
import { canEditListing, editorOf } from './listing-rights';
import { cardsOfQuery } from '../catalog/listings';
import { removeListingPhoto } from './photos';
import type { PhotoQueue } from './photo-queue';
import type { UploadService } from '../../../services/uploads';

/** A deleted listing can be restored for this many days. */
export const RESTORE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeletedListing {
  card: ListingCardData;
  deleted_at: string;
  /** After this moment the listing cannot be restored. */
  restore_until: string;
  /** The author's name when it is not the caller (an agency owner sees the team's deleted listings). */
  author: string | null;
}

/** Deleted within the window, by a live author, and changeable by user `$1`. `$2` is the window's start (ISO text: postgres.js sends no Date for an untyped parameter). */
const RESTORABLE = `l.status = 'deleted' AND l.deleted_at > $2::timestamptz
  AND EXISTS (SELECT 1 FROM users au WHERE au.id = l.user_id AND au.deleted_at IS NULL) AND ${editorOf('$1')}`;

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

export class ListingTrash {
  constructor(
    private readonly database: Database,
    private readonly uploads: UploadService,
    private readonly queue: PhotoQueue,
  ) {}

  /** Soft delete: off the site at once; photos kept for the restore window; uploads in progress and edit drafts go. */
  async remove(userId: number, listingId: number): Promise<Outcome<true>> {
    const allowed = await canEditListing(this.database, userId, listingId);
    if (!allowed.ok) return allowed;
    const res = await this.database.execute(
      "UPDATE listings SET status = 'deleted', deleted_at = now(), updated_at = now() WHERE id = $1 AND status <> 'deleted' RETURNING id",
      [listingId],
    );
    if (!res.rows.length) return { ok: false, status: 404, key: 'listingNotFound' };
    await this.queue.removeAll({ listingId });
    await this.database.execute('DELETE FROM listing_drafts WHERE listing_id = $1', [listingId]);
    return { ok: true, value: true };
  }

  /** The listings the user may restore (their own and, for an agency owner, the team's), newest deletion first. */
  async page(userId: number, opts: { page: number; perPage: number; lang: Lang; now?: Date }): Promise<{ rows: DeletedListing[]; total: number }> {
    const since = new Date((opts.now ?? new Date()).getTime() - RESTORE_DAYS * DAY_MS);
    const counted = await this.database.execute(`SELECT count(*)::int AS n FROM listings l WHERE ${RESTORABLE}`, [userId, since.toISOString()]);
    const { cards, rows } = await cardsOfQuery(
      this.database,
      `SELECT l.id FROM listings l WHERE ${RESTORABLE} ORDER BY l.deleted_at DESC, l.id DESC LIMIT $3 OFFSET $4`,
      [userId, since.toISOString(), opts.perPage, (opts.page - 1) * opts.perPage],
      opts.lang,
      `, l.deleted_at AS trash_deleted_at, l.user_id AS trash_user_id,
       (SELECT trim(concat_ws(' ', tu.name, tu.lastname)) FROM users tu WHERE tu.id = l.user_id) AS trash_author`,
    );
    return {
      rows: cards.map((card, i) => {
        const row = rows[i] ?? {};
        const deletedAt = new Date(iso(row.trash_deleted_at));
        return {
          card,
          deleted_at: deletedAt.toISOString(),
          restore_until: new Date(deletedAt.getTime() + RESTORE_DAYS * DAY_MS).toISOString(),
          author: Number(row.trash_user_id) === userId ? null : String(row.trash_author ?? ''),
        };
      }),
      total: Number(counted.rows[0]?.n ?? 0),
    };
  }

  /**
   * Bring a deleted listing back: active again, or hidden when it was hidden (by its owner, a moderator or a block)
   * before. 404 when it was not deleted, was deleted more than RESTORE_DAYS ago, or its author's account is gone.
   */
  async restore(userId: number, listingId: number, now = new Date()): Promise<Outcome<{ status: 'active' | 'hidden' }>> {
    const allowed = await canEditListing(this.database, userId, listingId, { deleted: true });
    if (!allowed.ok) return allowed;
    const since = new Date(now.getTime() - RESTORE_DAYS * DAY_MS);
    const res = await this.database.execute(
      `UPDATE listings l SET status = CASE WHEN l.hidden_by IS NULL THEN 'active' ELSE 'hidden' END::listing_status, deleted_at = NULL, updated_at = now()
       WHERE l.id = $3 AND ${RESTORABLE} RETURNING l.status::text AS status`,
      [userId, since.toISOString(), listingId],
    );
    const row = res.rows[0];
    if (!row) return { ok: false, status: 404, key: 'listingNotFound' };
    return { ok: true, value: { status: row.status === 'hidden' ? 'hidden' : 'active' } };
  }

  /** Remove the photos (files and rows) of listings deleted more than RESTORE_DAYS ago. Returns how many listings. */
  async purge(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - RESTORE_DAYS * DAY_MS);
    const res = await this.database.execute(
      `DELETE FROM listing_photos p USING listings l
       WHERE p.listing_id = l.id AND l.status = 'deleted' AND (l.deleted_at IS NULL OR l.deleted_at <= $1::timestamptz)
       RETURNING p.listing_id, p.path`,
      [before.toISOString()],
    );
    await Promise.all(res.rows.map((row) => removeListingPhoto(this.uploads, String(row.path))));
    return new Set(res.rows.map((row) => Number(row.listing_id))).size;
  }
}
