// The database client: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Decorates `fastify.database` (see api/src/db/client.ts for the interface) and `fastify.readDatabase`, the one the
// public read services use: with DATABASE_READ_URLS it sends their statements to the replicas (db/replicas.ts,
// `fastify.readReplicas`); without, it is `fastify.database` itself.
import fp from 'fastify-plugin';
import { connectPostgres, migrate, openDatabase, wrapPostgres, type Database } from '../../db/client';
import { ReadRouter, replicaName } from '../../db/replicas';
import type { AppOptions } from '../../app-options';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Public reads (catalogue, listings, journal, agencies): a replica when one may answer, else the primary. */
    readDatabase: Database;
    /** The replica router, or null without DATABASE_READ_URLS. */
    readReplicas: ReadRouter | null;
  }
}

/** A replica that does not answer its connection in this long is reported down (postgres.js waits 30 s by default). */
const REPLICA_CONNECT_TIMEOUT_S = 2;

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    let database: Database;
    if (opts.database) {
      // Opened (and migrated) by the caller, which also closes it.
      database = opts.database;
    } else {
      database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir });
      const opened = database;
      fastify.addHook('onClose', async () => {
        await opened.close();
      });
      if (config.autoMigrate) await migrate(database);
    }
    fastify.decorate('database', database);

    let router: ReadRouter | null = null;
    if (config.databaseReadUrls.length > 0 && database.kind !== 'postgres') {
      fastify.log.warn('DATABASE_READ_URLS ignored: the database is embedded PGlite, which has no replicas');
    } else if (config.databaseReadUrls.length > 0) {
      router = new ReadRouter(
        database,
        config.databaseReadUrls.map((url) => ({
          name: replicaName(url),
          database: wrapPostgres(connectPostgres(url, 10, { connect_timeout: REPLICA_CONNECT_TIMEOUT_S })),
        })),
        { maxLagMs: config.databaseReadMaxLagMs, pollMs: Math.min(500, Math.ceil(config.databaseReadMaxLagMs / 4)), log: fastify.log },
      );
      const opened = router;
      // Registered before start(): a failed first check still closes the replica pools.
      fastify.addHook('onClose', async () => {
        await opened.close();
      });
      await router.start();
    }
    fastify.decorate('readReplicas', router);
    fastify.decorate('readDatabase', router ? router.database : database);
  },
  { name: 'database' },
);
