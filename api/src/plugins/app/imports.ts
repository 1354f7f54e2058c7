// Listing import: the run context (database, uploads, images on/off), runs left unfinished by a stopped process marked
// failed (at start, and every minute on the job queue: on PostgreSQL other instances' runs keep beating and are left
// alone), and the feed job on the queue (jobs/import-feeds.ts; feeds are fetched at run time only).
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app';
import { failInterrupted, INTERRUPTED_AFTER_SECONDS, type RunContext } from '../../services/import/run';
import { registerImportFeedsJob } from '../../jobs/import-feeds';
import { registerScheduledJob } from '../../jobs/schedule';

declare module 'fastify' {
  interface FastifyInstance {
    imports: RunContext;
  }
}

/** The set of runs going on; each run, when it settles, calls `onSettled`. */
class RunSet extends Set<Promise<void>> {
  constructor(private readonly onSettled: () => void) {
    super();
  }

  override add(run: Promise<void>): this {
    run.then(this.onSettled, this.onSettled);
    return super.add(run);
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    // A finished run has written listings: the cached public replies go (the reply cache is decorated by then).
    const invalidate = () => void fastify.replyCache.invalidate();
    const context: RunContext = { database: fastify.database, uploads: fastify.uploads, images: config.importImages, allowPrivateUrls: config.importAllowPrivateUrls, log: fastify.log, runs: new RunSet(invalidate) };
    fastify.decorate('imports', context);
    // PGlite belongs to this one process: whatever is unfinished was this process's, interrupted.
    await failInterrupted(fastify.database, fastify.database.kind === 'pglite' ? 0 : INTERRUPTED_AFTER_SECONDS);
    const log = { info: (obj: object, msg: string) => fastify.log.info(obj, msg), warn: (obj: object, msg: string) => fastify.log.warn(obj, msg) };
    registerScheduledJob({
      jobs: fastify.jobs,
      name: 'imports-interrupted',
      everySeconds: 60,
      failed: 'interrupted imports check failed',
      log,
      work: async () => {
        const failed = await failInterrupted(fastify.database);
        if (failed) log.warn({ failed }, 'imports interrupted (no heartbeat)');
      },
    });

    // Wait for runs still going (tests, graceful shutdown) before the database closes.
    fastify.addHook('onClose', async () => {
      await Promise.allSettled([...(context.runs ?? [])]);
    });

    registerImportFeedsJob({
      jobs: fastify.jobs,
      context,
      pollSeconds: config.importFeedPollSeconds,
      log,
      onDone: invalidate,
    });
  },
  { name: 'imports', dependencies: ['database', 'jobs', 'uploads'] },
);
