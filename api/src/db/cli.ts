/**
 * Database commands:
 *   node --import tsx src/db/cli.ts migrate
 *   node --import tsx src/db/cli.ts seed [--listings N]
 * (`npm run migrate -w @realty/api`, `npm run seed -w @realty/api -- --listings N`)
 * Uses DATABASE_URL when set, else PGlite in DATA_DIR/pglite (see src/config.ts).
 */
import { loadConfig } from '../config';
import { migrate, openDatabase } from './client';
import { seed } from './seed';
import { createStorage } from '../services/storage';
import { argValue } from '../services/cli-args';

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir });
  const started = Date.now();
  const log = (msg: string): void => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);
  try {
    if (command === 'migrate') {
      await migrate(database);
      log(`migrations applied (${database.kind})`);
    } else if (command === 'seed') {
      const raw = argValue(args, '--listings');
      const listings = raw === undefined ? undefined : Number(raw);
      if (listings !== undefined && (!Number.isInteger(listings) || listings < 0)) {
        throw new Error(`--listings must be a non-negative integer (got ${raw})`);
      }
      await migrate(database);
      const storage = await createStorage(config);
      try {
        await seed(database, { listings, storage, log });
      } finally {
        storage.close();
      }
      log(`seed done (${database.kind})`);
    } else {
      throw new Error('usage: cli.ts migrate | seed [--listings N]');
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
