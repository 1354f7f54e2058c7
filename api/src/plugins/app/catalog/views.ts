// View counting: one view per visitor per listing per day (DECISIONS.md "Listings").
// The visitor is a hash of the signed-in account, else of the client address (viewerOf).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { addressKey } from '../../../services/auth-throttle';

export const visitorHash = (parts: readonly (string | undefined)[]): string =>
  createHash('sha256').update(parts.map((p) => p ?? '').join('\u0000')).digest('hex').slice(0, 32);

/**
 * One viewer for the view count: the account when signed in, else the client address (IPv6 by its /64).
 * Nothing the client chooses (a cookie, the user agent) makes a new viewer.
 */
export async function viewerOf(request: FastifyRequest): Promise<string> {
  const user = await request.currentUser();
  return user ? visitorHash(['user', String(user.id)]) : visitorHash(['ip', addressKey(request.ip)]);
}

/** Count a view; returns null for unknown or non-active listings. */
export async function recordView(database: Database, listingId: number, visitor: string): Promise<{ views: number; counted: boolean } | null> {
  const inserted = await database.execute(
    `INSERT INTO listing_views (listing_id, visitor, day)
     SELECT l.id, $2, (now() AT TIME ZONE 'UTC')::date FROM listings l WHERE l.id = $1 AND l.status = 'active'
     ON CONFLICT DO NOTHING RETURNING listing_id`,
    [listingId, visitor],
  );
  if (inserted.rows.length) {
    const res = await database.execute(`UPDATE listings SET views = views + 1 WHERE id = $1 RETURNING views`, [listingId]);
    return { views: Number(res.rows[0]?.views ?? 0), counted: true };
  }
  const res = await database.execute(`SELECT views FROM listings WHERE id = $1 AND status = 'active'`, [listingId]);
  const row = res.rows[0];
  return row ? { views: Number(row.views), counted: false } : null;
}
