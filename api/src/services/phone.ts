// Phone reveal: the listing's contact phone (else the owner's), counted for the owner's statistics.
import type { Database } from '../db/client';

export async function revealPhone(database: Database, listingId: number): Promise<{ phone: string; name: string } | null> {
  const res = await database.execute(
    `UPDATE listings l SET phone_reveals = l.phone_reveals + 1
     FROM users u WHERE l.id = $1 AND l.status = 'active' AND u.id = l.user_id AND coalesce(l.phone, u.phone) IS NOT NULL
     RETURNING coalesce(l.phone, u.phone) AS phone, trim(u.name || ' ' || u.lastname) AS name`,
    [listingId],
  );
  const row = res.rows[0];
  return row ? { phone: String(row.phone), name: String(row.name) } : null;
}
