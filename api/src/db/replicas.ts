// Read replicas (DATABASE_READ_URLS): PostgreSQL streaming standbys that answer the public read services (catalogue,
// listing, journal and agency pages). `ReadRouter.database` is a `Database` whose `execute` picks, per statement,
// a replica that is healthy, at most `maxLagMs` behind and has replayed the LSN the current read scope requires;
// else the primary. A statement that fails on a replica runs again on the primary (reads are idempotent), and a
// connection error takes that replica out until the next check answers.
//
// Read-your-writes (docs/ARCHITECTURE.md, "Read replicas"): a read scope (AsyncLocalStorage, opened per request by
// plugins/app/read-replicas.ts) carries the smallest WAL position the reads may see: the primary's
// pg_current_wal_lsn() after the browser's last write (a cookie), and, for a reply the reply cache will keep, the
// position of the last purge. A replica serves it only once pg_last_wal_replay_lsn() has reached it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, ExecuteOptions, Row } from './client';

/** A WAL position ('16/B374D848' in PostgreSQL's text form) as a number of bytes. */
export type Lsn = bigint;

export function parseLsn(text: string | null | undefined): Lsn | null {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text ?? '');
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

interface ReadScope {
  /** Reads in this scope may only see a replica that has replayed at least this position. */
  minLsn: Lsn;
}

export interface ReplicaStatus {
  name: string;
  /** Reachable and a standby at the last check. */
  healthy: boolean;
  /** Healthy and within the lag bound: reads may go there. */
  inUse: boolean;
  replayLsn: Lsn | null;
  /** Statements this replica answered. */
  served: number;
}

interface Replica {
  name: string;
  database: Database;
  healthy: boolean;
  replayLsn: Lsn | null;
  checkedAt: number;
  refreshing: Promise<void> | null;
  served: number;
}

export interface ReadRouterOptions {
  /** A replica whose replay is further behind the primary than this is not used at all. */
  maxLagMs: number;
  /** How often the primary's position and each replica's replay position are read. */
  pollMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** Errors after which a replica is taken out until a check reaches it again (its connection or the server is gone). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
]);

export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'));
}

/** An on-demand replay check is not repeated within this many ms (many readers waiting for one write share it). */
const RECHECK_MS = 10;

export class ReadRouter {
  /** The routing database the public read services are given (its drizzle `db` is the primary's). */
  readonly database: Database;
  private readonly replicas: Replica[];
  private readonly scope = new AsyncLocalStorage<ReadScope>();
  /** The primary's position, sampled every poll (oldest first): how far behind a replica is, in time. */
  private samples: { at: number; lsn: Lsn }[] = [];
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  /** Statements the primary answered through the routing database (no usable replica, or a replica failed). */
  primaryServed = 0;

  constructor(
    private readonly primary: Database,
    replicas: { name: string; database: Database }[],
    private readonly opts: ReadRouterOptions,
  ) {
    this.replicas = replicas.map((r) => ({ ...r, healthy: false, replayLsn: null, checkedAt: 0, refreshing: null, served: 0 }));
    const execute = (sql: string, params?: unknown[], options?: ExecuteOptions) => this.execute(sql, params, options);
    this.database = {
      db: primary.db,
      kind: primary.kind,
      ...(primary.sql ? { sql: primary.sql } : {}),
      execute,
      // The primary belongs to its opener and the replicas to this router (close()).
      close: async () => {},
    };
  }

  /** Reads the positions once (replicas are unused until then), then every pollMs. */
  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.opts.pollMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    await Promise.all(this.replicas.map((r) => r.database.close()));
  }

  /** Run `fn` (and everything it starts) as one read scope: its reads see at least `minLsn`. */
  withScope<T>(minLsn: Lsn, fn: () => T): T {
    return this.scope.run({ minLsn }, fn);
  }

  /** Run `fn` with at least `lsn` required on top of the current scope's position. */
  requiring<T>(lsn: Lsn, fn: () => T): T {
    const current = this.scope.getStore()?.minLsn ?? 0n;
    return this.scope.run({ minLsn: current > lsn ? current : lsn }, fn);
  }

  /** The primary's current WAL position: everything committed so far is at or before it. */
  async primaryLsn(): Promise<Lsn> {
    const { rows } = await this.primary.execute('SELECT pg_current_wal_lsn()::text AS lsn');
    const lsn = parseLsn(String(rows[0]?.lsn ?? ''));
    if (lsn === null) throw new Error('pg_current_wal_lsn() gave no position');
    return lsn;
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((r) => ({ name: r.name, healthy: r.healthy, inUse: r.healthy && this.lagOk(r), replayLsn: r.replayLsn, served: r.served }));
  }

  private async execute(sql: string, params?: unknown[], options?: ExecuteOptions): Promise<{ rows: Row[] }> {
    const scope = this.scope.getStore();
    // Outside a read scope nobody said what this read may miss: the primary.
    const replica = scope ? await this.pick(scope.minLsn) : null;
    if (replica) {
      try {
        const result = await replica.database.execute(sql, params, options);
        replica.served += 1;
        return result;
      } catch (error) {
        // A conflict with recovery, a restart, a lost connection: the primary answers this one.
        if (isConnectionError(error)) this.markDown(replica, error);
        else this.opts.log.warn({ err: error, replica: replica.name }, 'read replica: statement failed, read again on the primary');
      }
    }
    this.primaryServed += 1;
    return this.primary.execute(sql, params, options);
  }

  /** A replica that may serve a read needing `minLsn` (round-robin among those that may), or null for the primary. */
  private async pick(minLsn: Lsn): Promise<Replica | null> {
    const usable = this.replicas.filter((r) => r.healthy && this.lagOk(r));
    if (usable.length === 0) return null;
    const start = this.next % usable.length;
    for (let i = 0; i < usable.length; i++) {
      const replica = usable[(start + i) % usable.length] as Replica;
      if (replica.replayLsn !== null && replica.replayLsn >= minLsn) {
        this.next = start + i + 1;
        return replica;
      }
    }
    // None had replayed it at the last check: ask the next one again (writes usually arrive within milliseconds).
    const candidate = usable[start] as Replica;
    await this.refresh(candidate, RECHECK_MS);
    return candidate.healthy && candidate.replayLsn !== null && candidate.replayLsn >= minLsn ? candidate : null;
  }

  /** The replica had replayed what the primary had at some moment within maxLagMs. */
  private lagOk(replica: Replica): boolean {
    if (replica.replayLsn === null) return false;
    const since = Date.now() - this.opts.maxLagMs;
    // Positions only grow: the oldest sample within the window is the lowest one there.
    const oldest = this.samples.find((s) => s.at >= since);
    return oldest !== undefined && replica.replayLsn >= oldest.lsn;
  }

  private poll(): Promise<void> {
    this.polling ??= (async () => {
      try {
        await Promise.all([this.samplePrimary(), ...this.replicas.map((r) => this.refresh(r, 0))]);
      } finally {
        this.polling = null;
      }
    })();
    return this.polling;
  }

  private async samplePrimary(): Promise<void> {
    const at = Date.now(); // before the query: every commit before `at` is at or before the position read
    try {
      const lsn = await this.primaryLsn();
      this.samples.push({ at, lsn });
      const keepFrom = at - this.opts.maxLagMs - 2 * this.opts.pollMs;
      while (this.samples.length > 1 && (this.samples[0] as { at: number }).at < keepFrom) this.samples.shift();
    } catch (error) {
      this.opts.log.warn({ err: error }, 'read replicas: the primary position could not be read');
    }
  }

  /** Read a replica's replay position (one query in flight per replica; skipped when checked within `freshMs`). */
  private refresh(replica: Replica, freshMs: number): Promise<void> {
    if (freshMs > 0 && Date.now() - replica.checkedAt < freshMs) return Promise.resolve();
    replica.refreshing ??= (async () => {
      try {
        const { rows } = await replica.database.execute('SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS lsn');
        const row = rows[0];
        if (row?.standby !== true) {
          // Promoted or pointed at a primary of its own: it no longer follows this primary's writes.
          if (replica.healthy || replica.checkedAt === 0) this.opts.log.warn({ replica: replica.name }, 'read replica is not a standby: not used');
          replica.healthy = false;
          replica.replayLsn = null;
          return;
        }
        replica.replayLsn = parseLsn(String(row.lsn ?? ''));
        if (!replica.healthy) this.opts.log.info({ replica: replica.name }, 'read replica in use');
        replica.healthy = true;
      } catch (error) {
        this.markDown(replica, error);
      } finally {
        replica.checkedAt = Date.now();
        replica.refreshing = null;
      }
    })();
    return replica.refreshing;
  }

  private markDown(replica: Replica, error: unknown): void {
    if (replica.healthy || replica.checkedAt === 0) this.opts.log.warn({ err: error, replica: replica.name }, 'read replica unreachable: reads go to the primary');
    replica.healthy = false;
  }
}

/** A replica's name for logs: its host, port and database, never its password. */
export function replicaName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'replica';
  }
}
