/**
 * Test databases: `createTestDatabase()` returns a migrated, fresh Database with
 * every place in Turkey, property types, room options, currency rates and a
 * small deterministic demo set (see src/db/seed.ts `TEST_SEED`).
 *
 * - PGlite (default): a template is built once per machine (cached as a data-dir
 *   tarball under api/.data/test-templates/, keyed by a hash of the migrations
 *   and seed code); each call loads a fresh in-memory PGlite from it.
 * - PostgreSQL when TEST_DATABASE_URL is set: a template database is built once
 *   (same hash) and each call gets `CREATE DATABASE … TEMPLATE …`; `close()`
 *   drops it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import {
  MIGRATIONS_FOLDER,
  connectPostgres,
  migrate,
  openPglite,
  wrapPglite,
  wrapPostgres,
  type Database,
} from '../src/db/client';
import { seedForTests } from '../src/db/seed';

export interface CreateTestDatabaseOptions {
  /** Skip places/reference/demo data: only the migrated, empty schema. */
  empty?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '..');
const CACHE_DIR = path.join(apiRoot, '.data', 'test-templates');

/** Hash of everything that shapes the template: migrations and the seed sources. */
function templateHash(): string {
  const h = createHash('sha256');
  const files: string[] = [];
  for (const f of readdirSync(MIGRATIONS_FOLDER)) if (f.endsWith('.sql')) files.push(path.join(MIGRATIONS_FOLDER, f));
  const dbDir = path.join(apiRoot, 'src', 'db');
  for (const f of readdirSync(dbDir)) if (f.endsWith('.ts') && !f.endsWith('.test.ts')) files.push(path.join(dbDir, f));
  const placesDir = path.join(dbDir, 'places');
  if (existsSync(placesDir)) for (const f of readdirSync(placesDir)) if (f.endsWith('.ts') && !f.endsWith('.test.ts')) files.push(path.join(placesDir, f));
  for (const f of files.sort()) h.update(f).update(readFileSync(f));
  return h.digest('hex').slice(0, 12);
}

// ---------- PGlite ----------
// A data-dir tarball per process (read from the disk cache or built once);
// every test database is a fresh in-memory PGlite loaded from it (~1-1.5 s on
// a quiet machine). The tarball is uncompressed and holds no spare WAL
// (dropSpareWal): gunzipping 167 MB, 112 of them recycled WAL segments, made a
// load 3-4 s. (PGlite's clone() costs the same, and an instance made from a
// tarball keeps the process alive until closed, so no template instance is
// kept open.)
const pgliteTemplates = new Map<string, Promise<Blob>>();

function pruneOldTemplates(keep: string): void {
  const cutoff = Date.now() - 10 * 60_000;
  for (const f of readdirSync(CACHE_DIR)) {
    if (f.startsWith(keep) && !f.endsWith('.tar.gz')) continue;
    const full = path.join(CACHE_DIR, f);
    try {
      if (statSync(full).mtimeMs < cutoff) unlinkSync(full);
    } catch {
      // another process pruned it first
    }
  }
}

/**
 * Removes the WAL segments PostgreSQL recycled for later use (16 MB each, named after the one being written): a server
 * started from the data directory needs only the segments from the last checkpoint's redo point to the current one,
 * and makes new segments when it needs them.
 */
async function dropSpareWal(pg: PGlite): Promise<void> {
  const res = await pg.query<{ current: string }>('select pg_walfile_name(pg_current_wal_insert_lsn()) as current');
  const current = res.rows[0]?.current;
  if (!current) return;
  const fs = pg.Module.FS;
  const walDir = `${PGlite.paths.PGDATA}/pg_wal`;
  for (const segment of fs.readdir(walDir)) if (/^[0-9A-F]{24}$/.test(segment) && segment > current) fs.unlink(`${walDir}/${segment}`);
}

async function buildPgliteTemplate(empty: boolean): Promise<Blob> {
  const hashKey = templateHash();
  const name = `${hashKey}${empty ? '-empty' : ''}`;
  const file = path.join(CACHE_DIR, `${name}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const pg = await openPglite('memory://');
  try {
    const database = wrapPglite(pg);
    await migrate(database);
    if (!empty) await seedForTests(database);
    await pg.exec('CHECKPOINT');
    await dropSpareWal(pg);
    const dump = await pg.dumpDataDir('none');
    mkdirSync(CACHE_DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file); // atomic: parallel test processes may race here
    pruneOldTemplates(hashKey);
    return dump;
  } finally {
    await pg.close();
  }
}

async function createPgliteTestDatabase(empty: boolean): Promise<Database> {
  const key = empty ? 'empty' : 'full';
  let tpl = pgliteTemplates.get(key);
  if (!tpl) {
    tpl = buildPgliteTemplate(empty);
    pgliteTemplates.set(key, tpl);
    tpl.catch(() => pgliteTemplates.delete(key));
  }
  return wrapPglite(await openPglite('memory://', await tpl));
}

// ---------- PostgreSQL ----------
const TEMPLATE_LOCK = 724_311_002;

function withDatabase(url: string, dbName: string): string {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
}

async function createPostgresTestDatabase(baseUrl: string, empty: boolean): Promise<Database> {
  // Another checkout's run on the same server may drop our template as stale between two of our files: build it again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await createPostgresTestDatabaseOnce(baseUrl, empty);
    } catch (error) {
      if ((error as { code?: string }).code !== '3D000' || attempt >= 3) throw error;
    }
  }
}

async function createPostgresTestDatabaseOnce(baseUrl: string, empty: boolean): Promise<Database> {
  const tplName = `realty_tpl_${templateHash()}${empty ? '_empty' : ''}`;
  const dbName = `realty_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    try {
      const exists = await admin`select 1 from pg_database where datname = ${tplName}`;
      if (exists.length === 0) {
        // build under a temporary name, then rename: a crash never leaves a half-built template
        const building = `${tplName}_building`;
        await admin.unsafe(`drop database if exists "${building}" with (force)`);
        await admin.unsafe(`create database "${building}"`);
        const tplClient = wrapPostgres(connectPostgres(withDatabase(baseUrl, building), 2));
        try {
          await migrate(tplClient);
          if (!empty) await seedForTests(tplClient);
          await tplClient.execute('vacuum analyze');
        } finally {
          await tplClient.close();
        }
        await admin.unsafe(`alter database "${building}" rename to "${tplName}"`);
        // drop templates of older sources (skipped while something is connected to them)
        const stale = await admin`select datname from pg_database where datname like 'realty\_tpl\_%' and datname not like ${`${tplName.replace(/_empty$/, '')}%`}`;
        for (const r of stale) await admin.unsafe(`drop database if exists "${String(r.datname)}"`).catch(() => undefined);
      }
      await admin.unsafe(`create database "${dbName}" template "${tplName}"`);
    } finally {
      await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  const database = wrapPostgres(connectPostgres(withDatabase(baseUrl, dbName), 5));
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const dropper = postgres(baseUrl, { max: 1, onnotice: () => {} });
    try {
      await dropper.unsafe(`drop database if exists "${dbName}" with (force)`);
    } finally {
      await dropper.end({ timeout: 5 });
    }
  };
  return database;
}

/** A migrated, fresh database for one test file (or one test). Call `close()` when done. */
export async function createTestDatabase(opts: CreateTestDatabaseOptions = {}): Promise<Database> {
  const empty = opts.empty ?? false;
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresTestDatabase(url, empty);
  return createPgliteTestDatabase(empty);
}
