// Who may change a listing (issue 23): its author, or the owner of the agency the listing belongs to. Nobody else:
// not another agent of the same agency, not an agent of another agency. Every listing write (the add/edit form and
// its photos, hide/show, delete, restore) asks `canEditListing` in its service before it touches the row.
import type { Database } from '../../../db/client';
import type { Outcome } from '../agencies/outcome';

/**
 * The rule as SQL over a listings row aliased `l`, for the user id in parameter `$param` (for queries that list
 * what a user may change, such as the recently deleted listings). `canEditListing` is the same rule for one row.
 */
export const editorOf = (param: string): string =>
  `(l.user_id = ${param} OR EXISTS (SELECT 1 FROM agencies a WHERE a.id = l.agency_id AND a.owner_id = ${param}))`;

/**
 * May this user change this listing? 404 when there is no such listing (or it is deleted, unless `deleted` is
 * asked for), 403 when it is someone else's.
 */
export async function canEditListing(database: Database, userId: number, listingId: number, opts: { deleted?: boolean } = {}): Promise<Outcome<true>> {
  const res = await database.execute(
    `SELECT ${editorOf('$2')} AS allowed FROM listings l WHERE l.id = $1 AND (l.status = 'deleted') = $3::boolean`,
    [listingId, userId, opts.deleted === true],
  );
  const row = res.rows[0];
  if (!row) return { ok: false, status: 404, key: 'listingNotFound' };
  return row.allowed === true ? { ok: true, value: true } : { ok: false, status: 403, key: 'listingForbidden' };
}
