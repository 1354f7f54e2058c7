// Granting and revoking the administrator role (the `admin` command line, `npm run admin -w api -- grant <e-mail>`).
// Not reachable over HTTP: whoever runs the command has the database already.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRole } from '../../db/schema';

export type RoleChange =
  | { ok: true; userId: number; email: string; before: UserRole; after: UserRole }
  | { ok: false; reason: 'unknownEmail' | 'invalidEmail' };

/** Set the role of the user with this e-mail (case-insensitive). */
export async function setRole(db: Db, email: string, role: UserRole): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) return { ok: false, reason: 'invalidEmail' };
  const found = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address))
    .limit(1);
  const user = found[0];
  if (!user) return { ok: false, reason: 'unknownEmail' };
  if (user.role !== role) await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
  return { ok: true, userId: user.id, email: user.email, before: user.role, after: role };
}
