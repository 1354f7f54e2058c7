// The database client: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Decorates `fastify.database` (see api/src/db/client.ts for the interface).
import fp from 'fastify-plugin';
import { migrate, openDatabase, type Database } from '../../db/client';
import type { AppOptions } from '../../app';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    if (opts.database) {
      // Opened (and migrated) by the caller, which also closes it.
      fastify.decorate('database', opts.database);
      return;
    }
    const { config } = opts;
    const database = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir },
    );
    fastify.addHook('onClose', async () => {
      await database.close();
    });
    if (config.autoMigrate) await migrate(database);
    fastify.decorate('database', database);
  },
  { name: 'database' },
);
