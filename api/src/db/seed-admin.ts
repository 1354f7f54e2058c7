// The demo seed's administrator (SEED_ADMIN_EMAIL + SEED_ADMIN_PASSWORD, only with SEED_IF_EMPTY on an empty
// database): the end-to-end tests need one in a server whose PGlite folder the `admin` command line cannot open
// while the server runs. Production gives the role with `npm run admin -w @realty/api -- grant <e-mail>`.
import { hashPassword } from '../services/passwords';
import { AuditService } from '../services/admin/audit';
import { setRole } from '../services/admin/roles';
import type { Database } from './client';

export async function seedAdmin(database: Database, admin: { email: string; password: string }): Promise<void> {
  await database.execute(
    `insert into users (name, lastname, email, phone, password_hash, org_type) values ('Admin', 'Yönetici', $1, null, $2, 'private')
     on conflict do nothing`,
    [admin.email.trim().toLowerCase(), await hashPassword(admin.password)],
  );
  const result = await setRole(database.db, admin.email, 'admin');
  if (result.ok && result.before !== result.after) {
    await new AuditService(database.db).record({ actorId: null, action: 'user.grant_admin', entityType: 'user', entityId: result.userId, before: { role: result.before }, after: { role: result.after } });
  }
}
