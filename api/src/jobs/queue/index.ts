// The job queue of a database: pg-boss on PostgreSQL, the in-process runner on embedded PGlite (types.ts).
import type { Database } from '../../db/client';
import type { QueueLog } from './base';
import { InProcessQueue } from './in-process';
import { PgBossQueue, type PgBossConnection } from './pg-boss';
import type { JobQueue } from './types';

export type { DeadLetter, JobQueue, QueueCheck, QueueOptions, SendOptions } from './types';

export interface CreateJobQueueOptions {
  log: QueueLog;
  /** pg-boss: seconds between fetches of an idle worker (default 2). */
  pollingIntervalSeconds?: number;
}

/** pg-boss's connection: the same server, database and role as the app's postgres.js pool. */
export function pgBossConnection(database: Database): PgBossConnection {
  if (!database.sql) throw new Error('pg-boss needs a PostgreSQL database');
  const options = database.sql.options;
  // postgres.js types `pass` as null in its parsed options (it hides it), but keeps the password there at run time
  const pass = (options as unknown as { pass?: unknown }).pass;
  return {
    host: options.host[0] ?? '127.0.0.1',
    port: options.port[0] ?? 5432,
    database: String(options.database),
    user: String(options.user),
    ...(typeof pass === 'string' ? { password: pass } : {}),
  };
}

export function createJobQueue(database: Database, opts: CreateJobQueueOptions): JobQueue {
  if (database.kind === 'postgres') {
    return new PgBossQueue({
      connection: pgBossConnection(database),
      log: opts.log,
      ...(opts.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: opts.pollingIntervalSeconds }),
    });
  }
  return new InProcessQueue({ log: opts.log });
}
