// A Database whose execute() records every statement with its time, so the scale bench can say which statement
// of a service call took the time and run EXPLAIN (ANALYZE, BUFFERS) on exactly that statement with its values.
import { performance } from 'node:perf_hooks';
import type { Database } from '../../api/src/db/client';

export interface Statement {
  sql: string;
  params: unknown[];
  ms: number;
}

export interface TimedDatabase {
  database: Database;
  /** Runs fn and returns its duration and the statements it issued, in completion order. */
  record<T>(fn: (database: Database) => Promise<T>): Promise<{ ms: number; statements: Statement[]; result: T }>;
}

export function timedDatabase(inner: Database): TimedDatabase {
  let current: Statement[] | null = null;
  const database: Database = {
    ...inner,
    async execute(sql, params, options) {
      const log = current;
      const started = performance.now();
      try {
        return await inner.execute(sql, params, options);
      } finally {
        log?.push({ sql, params: params ?? [], ms: performance.now() - started });
      }
    },
  };
  return {
    database,
    async record(fn) {
      const statements: Statement[] = [];
      current = statements;
      const started = performance.now();
      try {
        const result = await fn(database);
        return { ms: performance.now() - started, statements, result };
      } finally {
        current = null;
      }
    },
  };
}

/** A short name for what a catalogue statement does (see api/src/plugins/app/catalog/search.ts). */
export function statementKind(sql: string): string {
  const s = sql.replace(/\s+/g, ' ').trim();
  if (s.startsWith('EXPLAIN')) return 'planner estimate';
  if (s.includes('AS candidates')) return 'keyword walk';
  if (s.includes('WITH probe AS MATERIALIZED')) return 'keyword GIN probe count';
  if (s.startsWith('SELECT numnode(')) return 'stop-word check';
  if (s.startsWith('SELECT count(*)::int AS n FROM (')) return 'capped count';
  if (s.includes('listing_promotions pr WHERE pr.status') && s.includes('JOIN (')) return 'promoted strip';
  if (s.includes('unnest(ARRAY(')) return 'page ids + cards';
  if (s.includes('FROM districts d WHERE d.search LIKE')) return 'district trigram';
  if (s.includes('l.id = $1 AND l.status::text')) return 'detail';
  return s.slice(0, 40);
}
