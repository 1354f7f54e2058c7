/**
 * Import runs on the job queue: an uploaded file (kept in the shared storage under `queue/imports/<run>`), a feed's
 * "run now" or a feed just added becomes a pending run and an `import-run` job (plugins/app/agencies/import-runs.ts `queueRun`).
 * Any working instance takes the job, claims the run by its row and imports it; a run that fails is reported on the
 * run (its rows and message), never retried by the queue, since a second try could import half a file twice.
 */
import type { RunContext } from '../plugins/app/agencies/import-run';
import { runQueued } from '../plugins/app/agencies/import-runs';
import type { JobQueue } from './queue';

export interface ImportRunJobOptions {
  jobs: JobQueue;
  context: RunContext;
  /** After a run: the cached public replies go (it has written listings). */
  onDone: () => void;
}

export function registerImportRunJob(opts: ImportRunJobOptions): void {
  opts.jobs.define<{ id: number }>(
    'import-run',
    async ({ id }) => {
      try {
        await runQueued(opts.context, id);
      } finally {
        opts.onDone();
      }
    },
    // a file or feed of thousands of offers with images takes a while
    { retryLimit: 0, expireInSeconds: 4 * 3600 },
  );
}
