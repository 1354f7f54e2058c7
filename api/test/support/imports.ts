// Waiting for import runs in tests: a run is a job on the queue (the app under test must work jobs, `runJobs: true`),
// so a test waits until no run of the database is pending or running, then for the runs still settling in process.
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

export async function settleImports(app: FastifyInstance, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await app.database.execute(`SELECT count(*)::int AS n FROM imports WHERE status IN ('pending', 'running')`);
    if (Number(rows[0]?.n) === 0) break;
    if (Date.now() > until) throw new Error(`import runs still unfinished after ${timeoutMs} ms`);
    await sleep(50);
  }
  await Promise.allSettled([...(app.imports.runs ?? [])]);
}
