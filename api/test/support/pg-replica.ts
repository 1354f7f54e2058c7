// A PostgreSQL primary and a streaming replica of it, made from Debian's server binaries (initdb, pg_ctl,
// pg_basebackup) in a temp folder on two loopback ports, for the read-replica tests and `npm run bench:replica`.
// The server refuses to run as root: as root the commands run as the `postgres` OS user (runuser).
//
//   const skip = replicaSkipReason();        // a reason when the binaries (or the postgres user) are missing
//   const pair = await startReplicaPair({ primaryPort: 55430, replicaPort: 55431 });
//   pair.primaryUrl / pair.replicaUrl ... await pair.pauseReplay() ... await pair.close();
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { migrate, openDatabase } from '../../src/db/client';
import { seedBlog } from '../../src/db/blog';
import { seedDemoListings } from '../../src/db/demo';
import { importPlaces } from '../../src/db/places/import';
import { seedReference } from '../../src/db/seed';

/** The newest /usr/lib/postgresql/<version>/bin with initdb, or PG_BIN. */
export function pgBinDir(): string | undefined {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')) && existsSync(path.join(root, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

const isRoot = () => process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** Why the replica tests cannot run here (undefined: they can). */
export function replicaSkipReason(): string | undefined {
  if (process.platform !== 'linux') return 'needs Linux with the PostgreSQL server binaries';
  if (!pgBinDir()) return 'no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb; Debian package postgresql)';
  if (isRoot() && !postgresUser()) return 'running as root without a postgres OS user to run the server as';
  return undefined;
}

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Stop applying WAL on the replica (pg_wal_replay_pause): it keeps what it has and receives, but shows nothing newer. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Wait until the replica has replayed everything the primary has committed. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stopReplica(): void;
  startReplica(): void;
  close(): Promise<void>;
}

export interface ReplicaPairOptions {
  primaryPort: number;
  replicaPort: number;
  /** The database created on the primary (before the base backup, so the replica has it). */
  database?: string;
  /** Runs against the primary's database before the replica is copied (schema, seed). */
  prepare?: (url: string) => Promise<void>;
}

export async function startReplicaPair(opts: ReplicaPairOptions): Promise<ReplicaPair> {
  const bin = pgBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const owner = isRoot() ? postgresUser() : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'realty-pg-replica-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');

  const run = (tool: string, args: string[]) => {
    const command = owner ? 'runuser' : path.join(bin, tool);
    const full = owner ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, full, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  // Settings for a throwaway test server: no fsync, the socket in the temp folder, loopback only.
  const serverOptions = (port: number) => `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c full_page_writes=off`;
  const start = (dataDir: string, port: number, name: string) =>
    run('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', path.join(dir, `${name}.log`), '-o', serverOptions(port)]);
  const stop = (dataDir: string) => {
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) run('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', dataDir]);
  };

  const database = opts.database ?? 'realty';
  const primaryUrl = `postgres://postgres@127.0.0.1:${opts.primaryPort}/${database}`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${opts.replicaPort}/${database}`;
  try {
    // initdb's default pg_hba.conf trusts local and loopback connections, replication ones included.
    run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    start(primaryDir, opts.primaryPort, 'primary');
    const admin = postgres(`postgres://postgres@127.0.0.1:${opts.primaryPort}/postgres`, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`CREATE DATABASE "${database}"`);
    } finally {
      await admin.end();
    }
    await opts.prepare?.(primaryUrl);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(opts.primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
    start(replicaDir, opts.replicaPort, 'replica');
  } catch (error) {
    stop(replicaDir);
    stop(primaryDir);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const onReplica = async <T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> => {
    const sql = postgres(replicaUrl, { max: 1, onnotice: () => {} });
    try {
      return await fn(sql);
    } finally {
      await sql.end();
    }
  };

  return {
    primaryUrl,
    replicaUrl,
    pauseReplay: () => onReplica(async (sql) => void (await sql`SELECT pg_wal_replay_pause()`)),
    resumeReplay: () => onReplica(async (sql) => void (await sql`SELECT pg_wal_replay_resume()`)),
    async caughtUp(timeoutMs = 10_000) {
      const primary = postgres(primaryUrl, { max: 1, onnotice: () => {} });
      try {
        const [{ lsn }] = (await primary`SELECT pg_current_wal_lsn()::text AS lsn`) as unknown as [{ lsn: string }];
        await onReplica(async (sql) => {
          const until = Date.now() + timeoutMs;
          for (;;) {
            const [row] = (await sql`SELECT pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn AS done`) as unknown as [{ done: boolean }];
            if (row.done) return;
            if (Date.now() > until) throw new Error(`the replica did not replay ${lsn} within ${timeoutMs} ms`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        });
      } finally {
        await primary.end();
      }
    },
    stopReplica: () => stop(replicaDir),
    startReplica: () => start(replicaDir, opts.replicaPort, 'replica'),
    async close() {
      stop(replicaDir);
      stop(primaryDir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `prepare` for startReplicaPair: the schema, reference data, places, a few demo listings and the journal. */
export async function seedSmall(url: string, listings = 40): Promise<void> {
  const database = await openDatabase({ url });
  try {
    await migrate(database);
    await seedReference(database);
    await importPlaces(database);
    await seedDemoListings(database, { listings });
    await seedBlog(database, null);
  } finally {
    await database.close();
  }
}
