// Granting and revoking the administrator role, the one way it is given: the `admin` command line
// (`npm run admin -w @realty/api -- grant <e-mail>`) and ADMIN_EMAILS at start-up both call `changeRole`, which writes
// the change to the audit log. Not reachable over HTTP: whoever runs the command has the database already.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users, type UserRole } from '../../../db/schema';
import { AuditService } from './audit';

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

/** Set the role and, when it changed, write `user.grant_admin` / `user.revoke_admin` to the audit log (no actor). */
export async function changeRole(db: Db, email: string, role: UserRole): Promise<RoleChange> {
  const result = await setRole(db, email, role);
  if (result.ok && result.before !== result.after) {
    await new AuditService(db).record({
      actorId: null,
      action: role === 'admin' ? 'user.grant_admin' : 'user.revoke_admin',
      entityType: 'user',
      entityId: result.userId,
      before: { role: result.before },
      after: { role: result.after },
    });
  }
  return result;
}
