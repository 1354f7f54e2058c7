/**
 * Import feed polling (plugins/app/agencies/import-runs.ts `runDueFeeds`) on the job queue, every IMPORT_FEED_POLL_SECONDS
 * (default 300; 0: off) across all instances; each due feed is also claimed by its row, so a feed is imported once.
 */
import type { RunContext } from '../plugins/app/agencies/import-run';
import { runDueFeeds } from '../plugins/app/agencies/import-runs';
import type { JobQueue } from './queue';
import { registerScheduledJob, type Job, type JobLog } from './schedule';

export interface ImportFeedsJobOptions {
  jobs?: JobQueue;
  context: RunContext;
  pollSeconds: number;
  log: JobLog;
  /** After a poll: the cached public replies go (runs have written listings). */
  onDone: () => void;
}

export function registerImportFeedsJob(opts: ImportFeedsJobOptions): Job {
  return registerScheduledJob({
    jobs: opts.jobs,
    name: 'import-feeds',
    everySeconds: opts.pollSeconds,
    failed: 'import feed schedule failed',
    log: opts.log,
    // a feed of thousands of offers with images takes a while
    retry: { expireInSeconds: 4 * 3600 },
    work: async () => {
      try {
        const started = await runDueFeeds(opts.context);
        if (started) opts.log.info({ started }, 'import feeds run');
      } finally {
        opts.onDone();
      }
    },
  });
}
