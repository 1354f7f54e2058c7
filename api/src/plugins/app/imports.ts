// Listing import: the run context (database, uploads, images on/off), runs left unfinished by a stopped server marked
// failed at start, and the feed job on the queue (jobs/import-feeds.ts; feeds are fetched at run time only).
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app';
import { failInterrupted, type RunContext } from '../../services/import/run';
import { registerImportFeedsJob } from '../../jobs/import-feeds';

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
    await failInterrupted(fastify.database);

    // Wait for runs still going (tests, graceful shutdown) before the database closes.
    fastify.addHook('onClose', async () => {
      await Promise.allSettled([...(context.runs ?? [])]);
    });

    registerImportFeedsJob({
      jobs: fastify.jobs,
      context,
      pollSeconds: config.importFeedPollSeconds,
      log: { info: (obj, msg) => fastify.log.info(obj, msg), warn: (obj, msg) => fastify.log.warn(obj, msg) },
      onDone: invalidate,
    });
  },
  { name: 'imports', dependencies: ['database', 'jobs', 'uploads'] },
);
