// The job queue on PostgreSQL: pg-boss 10 (the last line supporting Node 20). Jobs are rows in the `pgboss` schema,
// fetched with FOR UPDATE SKIP LOCKED, so each is claimed by one instance; a handler that throws is retried with
// pg-boss's backoff, and a job out of tries stays 'failed' (the dead letters the back office lists). Schedules are
// offered by every working instance with `singletonSeconds` = the period: pg-boss's unique index on
// (name, singleton_on, singleton_key) lets one job in per period however many instances offer it (pg-boss's own
// cron schedules are off: they are minute-grained and were seen firing on each of two instances).
import PgBoss from 'pg-boss';
import { timedJob } from '../metrics';
import { ScheduledQueue, type DefinedQueue, type QueueLog } from './base';
import { DEFAULT_QUEUE_OPTIONS, errorMessage, type DeadLetter, type JobQueue, type QueueCheck, type SendOptions } from './types';

/** Where pg-boss connects: its own small pg pool to the app's database. */
export interface PgBossConnection {
  host: string;
  port: number;
  database: string;
  user: string;
  password?: string | undefined;
}

export interface PgBossQueueOptions {
  connection: PgBossConnection;
  /** Seconds between fetches of an idle worker (default 2; pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** pg-boss schema (default `pgboss`). */
  schema?: string;
  log: QueueLog;
}

const SCHEDULE_KEY = 'every';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Finished jobs stay in the job table (where the period slot's unique index sees them) for 8 days, longer than the
 * longest period (PRIVACY_PURGE_INTERVAL_HOURS up to 168): pg-boss refuses a singletonSeconds above it, since an
 * archived job would no longer hold its slot. Failed jobs (the dead letters) stay as long.
 */
const ARCHIVE_AFTER_SECONDS = 8 * 24 * 3600;

// deadlock detected, unique violation, relation already exists
const RACE_CODES = new Set(['40P01', '23505', '42P07']);

/**
 * pg-boss's create_queue makes a partition table per queue: instances starting together (a fleet restarting, the scale
 * test) deadlock or collide on it. The queue then exists or the loser can make it: try again a few times.
 */
async function retryingRaces(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export class PgBossQueue extends ScheduledQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  protected override readonly longestPeriodSeconds = ARCHIVE_AFTER_SECONDS;
  private readonly defined = new Map<string, DefinedQueue>();
  private readonly created = new Map<string, Promise<void>>();
  /** The worker id of each queue this instance works (pg-boss `work`), to wake it when this instance sends. */
  private readonly workers = new Map<string, string>();
  private booting: Promise<PgBoss> | null = null;

  constructor(private readonly opts: PgBossQueueOptions) {
    super();
  }

  protected add(name: string, queue: DefinedQueue): void {
    this.defined.set(name, queue);
  }

  /** Start pg-boss once (its schema is created or migrated on the first start); sending needs it, working or not. */
  private boot(): Promise<PgBoss> {
    this.booting ??= (async () => {
      const { connection, schema } = this.opts;
      const boss = new PgBoss({
        ...connection,
        ...(schema ? { schema } : {}),
        application_name: 'realty-jobs',
        max: 4,
        // cron schedules off (see the file comment); maintenance (expiring stuck jobs, archiving) on working instances
        schedule: false,
        supervise: this.working,
        archiveCompletedAfterSeconds: ARCHIVE_AFTER_SECONDS,
      });
      boss.on('error', (error) => this.opts.log.warn({ err: error }, 'job queue error'));
      await boss.start();
      return boss;
    })();
    const booting = this.booting;
    // a database down at the first try: the next call tries again
    booting.catch(() => {
      if (this.booting === booting) this.booting = null;
    });
    return booting;
  }

  private ensureQueue(boss: PgBoss, name: string): Promise<void> {
    let created = this.created.get(name);
    if (!created) {
      const options = this.defined.get(name)?.options ?? DEFAULT_QUEUE_OPTIONS;
      created = retryingRaces(() =>
        boss.createQueue(name, {
          name,
          policy: options.perKey ? 'stately' : 'standard',
          retryLimit: options.retryLimit,
          retryDelay: options.retryDelaySeconds,
          retryBackoff: options.retryBackoff,
          expireInSeconds: options.expireInSeconds,
        }),
      );
      this.created.set(name, created);
      created.catch(() => this.created.delete(name));
    }
    return created;
  }

  async send(name: string, data: object = {}, options: SendOptions = {}): Promise<string | null> {
    const boss = await this.boot();
    await this.ensureQueue(boss, name);
    const id = await boss.send(name, data, options.singletonKey ? { singletonKey: options.singletonKey } : {});
    // this instance works the queue: its worker looks now instead of at its next poll (an upload's import starts at once)
    const worker = this.workers.get(name);
    if (id && worker) boss.notifyWorker(worker);
    return id;
  }

  /** Offer the current period's job of a schedule; null when an instance already did. */
  private offer(boss: PgBoss, name: string, seconds: number): Promise<string | null> {
    return boss.send(name, {}, { singletonKey: SCHEDULE_KEY, singletonSeconds: seconds });
  }

  async start(): Promise<void> {
    if (this.working) return;
    this.working = true;
    const boss = await this.boot();
    for (const [name, { handler }] of this.defined) {
      await this.ensureQueue(boss, name);
      const worker = await boss.work<object>(name, { pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 2, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await timedJob(name, () => handler(job.data));
      });
      this.workers.set(name, worker);
    }
    for (const name of this.schedules.keys()) await this.ensureQueue(boss, name);
    this.offerSchedules((name, seconds) => {
      this.offer(boss, name, seconds).catch((error: unknown) => this.opts.log.warn({ err: error, queue: name }, 'job schedule offer failed'));
    });
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopTimers();
    if (!this.booting) return;
    const boss = await this.booting.catch(() => null);
    // graceful: the jobs in hand finish (or are failed back for a retry when the timeout passes)
    await boss?.stop({ graceful: true, wait: true, close: true, timeout: Math.max(1000, timeoutMs) });
  }

  async deadLetters(limit: number): Promise<DeadLetter[]> {
    const boss = await this.boot();
    const schema = this.opts.schema ?? 'pgboss';
    const { rows } = await boss.getDb().executeSql(
      `SELECT id, name, data, output, retry_count, created_on, completed_on FROM ${schema}.job
       WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST, created_on DESC LIMIT $1`,
      [limit],
    );
    return (rows as Record<string, unknown>[]).map((row) => {
      const output = (row.output ?? null) as { message?: unknown } | null;
      return {
        id: String(row.id),
        queue: String(row.name),
        data: row.data ?? null,
        error: typeof output?.message === 'string' ? output.message : JSON.stringify(output),
        retries: Number(row.retry_count),
        createdAt: new Date(row.created_on as string).toISOString(),
        failedAt: row.completed_on ? new Date(row.completed_on as string).toISOString() : null,
      };
    });
  }

  async retry(queue: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false; // pg-boss ids are uuids (any other text is an SQL error)
    const boss = await this.boot();
    const failed = await boss.getJobById(queue, id);
    if (failed?.state !== 'failed') return false;
    await boss.retry(queue, id);
    return true;
  }

  async check(timeoutMs: number): Promise<QueueCheck> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
      });
      const boss = await Promise.race([this.boot(), timeout]);
      await Promise.race([boss.getDb().executeSql('SELECT 1', []), timeout]);
      return { kind: this.kind, ok: true, working: this.working, latencyMs: Math.round(performance.now() - started) };
    } catch (error) {
      this.opts.log.warn({ err: errorMessage(error) }, 'job queue check failed');
      return { kind: this.kind, ok: false, working: this.working, latencyMs: Math.round(performance.now() - started) };
    } finally {
      clearTimeout(timer);
    }
  }
}
