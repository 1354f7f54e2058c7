import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import postgres from 'postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

export { schema };

/** One drizzle type for both drivers (PGlite and postgres.js share the pg-core base). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Row = Record<string, unknown>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL with `$1…` parameters (one statement when params are given; several
   * statements separated by `;` are allowed without params).
   * int8 values (count(*), bigint columns) come back as JS numbers for both drivers.
   * On PostgreSQL a parameterised statement is a named prepared statement by default (cached per
   * connection by its text: one round trip instead of two, see `ExecuteOptions.prepare`).
   */
  execute(sql: string, params?: unknown[], options?: ExecuteOptions): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
  /** The underlying PGlite instance (kind 'pglite'). */
  pglite?: PGlite;
  /** The underlying postgres.js client (kind 'postgres'). */
  sql?: postgres.Sql;
}

export interface ExecuteOptions {
  /**
   * PostgreSQL only (PGlite runs in process and ignores it). Default true when params are given:
   * postgres.js keeps the statement prepared on the connection, keyed by its text, so later calls
   * skip Parse/Describe — an unprepared parameterised statement costs two round trips (Parse +
   * Describe first, to learn the parameter types, then Bind + Execute), a prepared one costs one.
   * Plans stay custom per call (`plan_cache_mode = force_custom_plan` on every connection, see
   * POSTGRES_SESSION), so a prepared search statement is planned with its actual values like before.
   * Pass false for one-off statements whose text never repeats (it would only fill the cache).
   */
  prepare?: boolean;
  /**
   * PostgreSQL only: let this statement's plan use up to this many parallel workers (the session's default is none,
   * see POSTGRES_SESSION), with worker start-up priced low enough that a scan of some 80,000 index entries gets them.
   * For the few statements that aggregate a dense part of the table (the map's GROUP BY over a city viewport): they
   * run in a transaction with `SET LOCAL`, two more round trips. PGlite has no parallel workers and ignores it.
   */
  parallelWorkers?: number;
}

/**
 * Session settings of every API connection to PostgreSQL (sent in the startup packet, no extra round trip):
 * - `max_parallel_workers_per_gather = 0`: on a small machine starting parallel workers costs ~20 ms for
 *   queries whose work is under 1 ms (docs/PERFORMANCE.md, Search);
 * - `plan_cache_mode = force_custom_plan`: prepared statements are planned with their parameter values on
 *   every call (a generic plan would ignore selectivity: a rare word and a common one, one city and a
 *   whole deal type, need different plans). Preparing still saves a round trip and the parse.
 */
export const POSTGRES_SESSION: Record<string, string> = {
  max_parallel_workers_per_gather: '0',
  plan_cache_mode: 'force_custom_plan',
};

/**
 * Worker start-up as the planner prices it for `parallelWorkers` statements (default 1000): at 100 the 78,600-entry band
 * of a 50-point area over central Antalya at 1M is planned parallel, a 17,500-entry one is not (docs/PERFORMANCE.md,
 * "Issue 28: the map's typed bands and parallel aggregation").
 */
const PARALLEL_SETUP_COST = 'parallel_setup_cost = 100';

export interface OpenDatabaseOptions {
  /** postgres:// URL; when set, postgres.js is used. Defaults to env DATABASE_URL. */
  url?: string;
  /** PGlite data directory (default `.data/pglite`); 'memory://' for in-memory. */
  dataDir?: string;
  /** A PGlite data dir tarball (from `dumpDataDir`) to start from. */
  loadDataDir?: Blob | File;
  /** postgres.js pool size (default 10). */
  max?: number;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, cube, earthdistance };

export async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<PGlite> {
  if (!dataDir.startsWith('memory://') && !dataDir.startsWith('idb://')) {
    mkdirSync(path.resolve(dataDir), { recursive: true });
  }
  return PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    // int8 -> number and date -> 'YYYY-MM-DD', like the postgres.js client below
    parsers: { 20: (v: string) => Number(v), 1082: (v: string) => v },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

export function wrapPglite(pg: PGlite, onClose?: () => void): Database {
  const db = drizzlePglite(pg, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: pg,
    async execute(sql, params) {
      if (params && params.length > 0) {
        const res = await pg.query<Row>(sql, params);
        return { rows: res.rows };
      }
      const results = await pg.exec(sql);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as Row[] };
    },
    async close() {
      if (!pg.closed) await pg.close();
      onClose?.();
    },
  };
}

export function wrapPostgres(sqlClient: postgres.Sql): Database {
  const db = drizzlePostgres(sqlClient, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    sql: sqlClient,
    async execute(sql, params, options) {
      const workers = options?.parallelWorkers ?? 0;
      if (workers > 0) {
        const rows = await sqlClient.begin(async (tx) => {
          await tx.unsafe(`SET LOCAL max_parallel_workers_per_gather = ${Math.floor(workers)}; SET LOCAL ${PARALLEL_SETUP_COST}`).simple();
          return tx.unsafe(sql, (params ?? []) as postgres.ParameterOrJSON<never>[], { prepare: options?.prepare ?? true });
        });
        return { rows: [...(rows as unknown as Row[])] };
      }
      // With params: the extended protocol, as a named prepared statement unless `prepare: false`;
      // without: the simple protocol (one round trip, several statements allowed).
      const res =
        params && params.length > 0
          ? await sqlClient.unsafe(sql, params as postgres.ParameterOrJSON<never>[], { prepare: options?.prepare ?? true })
          : await sqlClient.unsafe(sql).simple();
      const rows = Array.isArray(res) && res.length > 0 && Array.isArray(res[res.length - 1]) ? res[res.length - 1] : res;
      return { rows: [...(rows as unknown as Row[])] };
    },
    async close() {
      await sqlClient.end({ timeout: 5 });
    },
  };
}

export function connectPostgres(url: string, max = 10, extra: Pick<postgres.Options<Record<string, never>>, 'connect_timeout'> = {}): postgres.Sql {
  return postgres(url, {
    max,
    ...extra,
    onnotice: () => {},
    connection: POSTGRES_SESSION,
    // int8 -> number (ids and counts stay far below 2^53)
    types: {
      bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) },
    },
  });
}

/** Opens PostgreSQL when a URL is given (or DATABASE_URL is set), else PGlite. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const url = opts.url ?? process.env.DATABASE_URL;
  if (url) return wrapPostgres(connectPostgres(url, opts.max));
  const dataDir = opts.dataDir ?? process.env.PGLITE_DATA_DIR ?? '.data/pglite';
  if (dataDir.startsWith('memory://') || dataDir.startsWith('idb://')) return wrapPglite(await openPglite(dataDir, opts.loadDataDir));
  // One process per data directory (throws DataDirLockedError otherwise).
  const release = lockDataDir(dataDir);
  try {
    return wrapPglite(await openPglite(dataDir, opts.loadDataDir), release);
  } catch (error) {
    release();
    throw error;
  }
}

const MIGRATION_LOCK = 724_311_001;

/** Applies the committed migrations (idempotent; concurrent callers on PostgreSQL are serialised). */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const sqlClient = database.sql;
  if (!sqlClient) throw new Error('postgres client missing');
  // session-level lock on a dedicated connection for the whole run
  const reserved = await sqlClient.reserve();
  try {
    await reserved`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(database.db as unknown as Parameters<typeof migratePostgres>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await reserved`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    reserved.release();
  }
}
