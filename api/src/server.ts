// Entry point: load config, open the database, migrate, seed an empty database when asked, listen. Jobs run here too
// unless RUN_JOBS=false (then `npm run worker`, worker.ts, runs them).
//   node api/dist/server.js           compiled by `npm run build:server` (npm start -w @realty/api; root `npm start` wraps it)
//   node --import tsx api/src/server.ts   the sources, in development (npm run dev -w @realty/api)
import { buildApp } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import { seed } from './db/seed';
import { seedAdmin } from './db/seed-admin';
import { AuditService } from './services/admin/audit';
import { setRole } from './services/admin/roles';
import { createStorage } from './services/storage';
import { closeOnSignals, loadConfigOrExit, openDatabaseOrExit } from './lifecycle';
import { startupErrorLine } from './startup-error';

/** Seed demo data only into an empty database (no listings yet); the seed itself is idempotent. */
async function seedIfEmpty(database: Database, config: Config, log: (message: string) => void): Promise<void> {
  const { rows } = await database.execute('select exists (select 1 from listings) as has_listings');
  if (rows[0]?.has_listings === true) return;
  log('empty database: seeding demo data');
  const storage = await createStorage(config);
  try {
    await seed(database, { log, storage, ...(config.seedListings === undefined ? {} : { listings: config.seedListings }) });
  } finally {
    storage.close();
  }
  if (config.seedAdmin) {
    await seedAdmin(database, config.seedAdmin);
    log(`administrator ${config.seedAdmin.email} seeded`);
  }
  log('seed done');
}

/** ADMIN_EMAILS: give existing accounts the administrator role (the start-up form of `npm run admin -- grant`). */
async function grantAdmins(database: Database, emails: readonly string[], log: { info(m: string): void; warn(m: string): void }): Promise<void> {
  for (const email of emails) {
    const result = await setRole(database.db, email, 'admin');
    if (!result.ok) {
      log.warn(`ADMIN_EMAILS: no account with the e-mail ${email}`);
      continue;
    }
    if (result.before === result.after) continue;
    await new AuditService(database.db).record({ actorId: null, action: 'user.grant_admin', entityType: 'user', entityId: result.userId, before: { role: result.before }, after: { role: 'admin' } });
    log.info(`ADMIN_EMAILS: ${result.email} is an administrator`);
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabaseOrExit(config);
  const app = await buildApp({ config, database });
  if (config.seedIfEmpty) await seedIfEmpty(database, config, (message) => app.log.info(message));
  if (config.adminEmails.length) await grantAdmins(database, config.adminEmails, { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) });
  closeOnSignals(app, database);

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`site and API on ${config.publicUrl} (database: ${database.kind})`);
  } catch (error) {
    console.error(startupErrorLine(error, 'listen', config));
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
}

await main();
