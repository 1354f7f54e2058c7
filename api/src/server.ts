// Entry point: load config, open the database, migrate, build the app, listen; then the start-up work that readiness
// waits for (plugins/app/startup-work.ts): seed an empty database when asked, ADMIN_EMAILS, the server-rendering bundles
// and a first page. Jobs run here too unless RUN_JOBS=false (then `npm run worker`, worker.ts, runs them).
// The phases' durations are logged ("started", `startupMs`; npm run bench:start prints them).
//   node api/dist/server.js           compiled by `npm run build:server` (npm start -w @realty/api; root `npm start` wraps it)
//   node --import tsx api/src/server.ts   the sources, in development (npm run dev -w @realty/api)
import { buildApp } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import { closeOnSignals, loadConfigOrExit, openDatabaseOrExit } from './lifecycle';
import { startupErrorLine } from './startup-error';
import { DEFAULT_LANG } from '@realty/shared/routes';

// The seed (and the sharp, argon2 and place data it brings) and the admin services are imported when used: a seeded
// database never needs them at start-up.

/** Seed demo data only into an empty database (no listings yet); the seed itself is idempotent. */
async function seedIfEmpty(database: Database, config: Config, log: (message: string) => void): Promise<void> {
  const { rows } = await database.execute('select exists (select 1 from listings) as has_listings');
  if (rows[0]?.has_listings === true) return;
  log('empty database: seeding demo data');
  const [{ seed }, { createStorage }] = await Promise.all([import('./db/seed'), import('./services/storage')]);
  const storage = await createStorage(config);
  try {
    await seed(database, { log, storage, ...(config.seedListings === undefined ? {} : { listings: config.seedListings }) });
  } finally {
    storage.close();
  }
  log('seed done');
}

/** ADMIN_EMAILS: give existing accounts the administrator role (the start-up form of `npm run admin -- grant`). */
async function grantAdmins(database: Database, emails: readonly string[], log: { info(m: string): void; warn(m: string): void }): Promise<void> {
  const { changeRole } = await import('./plugins/app/admin/roles');
  for (const email of emails) {
    const result = await changeRole(database.db, email, 'admin');
    if (!result.ok) {
      log.warn(`ADMIN_EMAILS: no account with the e-mail ${email}`);
      continue;
    }
    if (result.before === result.after) continue;
    log.info(`ADMIN_EMAILS: ${result.email} is an administrator`);
  }
}

/** Milliseconds of each start-up phase; `imports` runs from the process's start (node itself included). */
function phaseClock(): { lap(phase: string): void; phases: Record<string, number> } {
  const phases: Record<string, number> = {};
  let last = 0;
  return {
    phases,
    lap(phase) {
      const now = performance.now();
      phases[phase] = Math.round(now - last);
      last = now;
    },
  };
}

async function main(): Promise<void> {
  const clock = phaseClock();
  clock.lap('imports');
  const config = loadConfigOrExit();
  const database = await openDatabaseOrExit(config, clock.lap);
  const app = await buildApp({ config, database });
  await app.ready();
  clock.lap('app');
  closeOnSignals(app, database);

  try {
    await app.listen({ port: config.port, host: config.host });
    clock.lap('listen');
    app.log.info({ startupMs: clock.phases }, `site and API on ${config.publicUrl} (database: ${database.kind})`);
  } catch (error) {
    console.error(startupErrorLine(error, 'listen', config));
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }

  // Readiness (/api/health/ready) answers 503 until these are done; liveness (/api/health) already answers. The seed
  // runs first: the bundles' warm-up would only slow it down, and ADMIN_EMAILS may name a seeded account.
  const { startupWork } = app;
  const seeded = startupWork.run('seed and administrators', async () => {
    if (config.seedIfEmpty) await seedIfEmpty(database, config, (message) => app.log.info(message));
    if (config.adminEmails.length) await grantAdmins(database, config.adminEmails, { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) });
  });
  void startupWork.run('warm-up', async () => {
    await seeded;
    await app.web.warmUp();
    // One page rendered end to end (its data queries, the renderer's code paths): the first visitor's page took about
    // 4× longer than the next ones. The anonymous page lands in the reply cache as any visitor's would.
    const home = await app.inject({ url: `/${DEFAULT_LANG}` });
    if (home.statusCode !== 200) app.log.warn({ status: home.statusCode }, `warm-up: /${DEFAULT_LANG} answered ${home.statusCode}`);
  });
}

await main();
