// Helpers for the back-office tests: an administrator is a signed-up user given the role like the command line does.
import type { FastifyInstance } from 'fastify';
import { setRole } from '../../src/plugins/app/admin/roles';
import { signIn, signUp, type TestUser } from '../accounts/helpers';

/** A fresh user with the `admin` role, signed in again so the jar's session reads the new role. */
export async function signUpAdmin(app: FastifyInstance): Promise<TestUser> {
  const user = await signUp(app, { name: 'Admin', lastname: 'Yönetici' });
  const changed = await setRole(app.database.db, user.email, 'admin');
  if (!changed.ok) throw new Error('setRole failed');
  return { ...user, user: { ...user.user, role: 'admin' } };
}

/** Audit rows of an entity, oldest first. */
export async function auditRows(app: FastifyInstance, entityType: string, entityId: number | string) {
  const { rows } = await app.database.execute(
    'SELECT actor_id, action, before, after FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id',
    [entityType, String(entityId)],
  );
  return rows as { actor_id: number | null; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
}

export { signIn };
