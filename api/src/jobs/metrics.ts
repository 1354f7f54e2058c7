// Background job runs as metrics: each job wraps its work in `timedJob(name, work)`; the metrics plugin
// (plugins/external/metrics.ts, METRICS=1) listens and counts runs by job and outcome, with their durations.
// Without a listener it costs nothing. Names are the job's, not the runner's, so they stay the same when the
// jobs move to a queue library.
import { performance } from 'node:perf_hooks';

export type JobRunListener = (job: string, ok: boolean, seconds: number) => void;

const listeners = new Set<JobRunListener>();

/** Listen to job runs; returns the function that stops listening. */
export function onJobRun(listener: JobRunListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Run one job's work, reporting it as ok (resolved, and `ok(result)` when given) or failed (thrown or not ok). */
export async function timedJob<T>(job: string, work: () => Promise<T>, ok: (result: T) => boolean = () => true): Promise<T> {
  if (listeners.size === 0) return work();
  const started = performance.now();
  const report = (success: boolean) => {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(job, success, seconds);
  };
  try {
    const result = await work();
    report(ok(result));
    return result;
  } catch (error) {
    report(false);
    throw error;
  }
}
