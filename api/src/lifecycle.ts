// What the API server (server.ts) and the job worker (worker.ts) share as processes: the configuration or a one-line
// exit, the database opened (and migrated) or a one-line exit, and the graceful shutdown on SIGINT/SIGTERM (close
// the app: the jobs in hand finish and requests drain; then the database; 10 s at most).
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate, openDatabase, type Database } from './db/client';
import { startupErrorLine } from './startup-error';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The configuration from the environment; a configuration error is printed and the process exits. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * PostgreSQL (DATABASE_URL) or PGlite, migrated when AUTO_MIGRATE; a wrong URL or a locked data dir: one line, exit.
 * `lap` is told when the 'database' is open and when the 'migrate' check is done (server.ts logs the durations).
 */
export async function openDatabaseOrExit(config: Config, lap: (phase: 'database' | 'migrate') => void = () => {}): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir });
    lap('database');
  } catch (error) {
    console.error(startupErrorLine(error, 'database', config));
    process.exit(1);
  }
  try {
    if (config.autoMigrate) await migrate(database);
    else await database.execute('select 1');
    lap('migrate');
  } catch (error) {
    console.error(startupErrorLine(error, 'database', config));
    await database.close().catch(() => {});
    process.exit(1);
  }
  return database;
}

/** On SIGINT/SIGTERM: close the app, then the database, and exit (1 when closing fails or takes too long). */
export function closeOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
