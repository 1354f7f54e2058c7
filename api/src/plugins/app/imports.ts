// Listing import: the run context (database, uploads, images on/off), runs left unfinished by a stopped server marked
// failed at start, and the feed schedule (IMPORT_FEED_POLL_SECONDS; feeds are fetched at run time only).
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app';
import { failInterrupted, type RunContext } from '../../services/import/run';
import { runDueFeeds } from '../../services/import/runs';
import { timedJob } from '../../jobs/metrics';

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

    if (config.importFeedPollSeconds > 0) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        timedJob('import-feeds', () => runDueFeeds(context))
          .catch((error: unknown) => fastify.log.warn({ err: error }, 'import feed schedule failed'))
          .finally(() => {
            busy = false;
            invalidate();
          });
      }, config.importFeedPollSeconds * 1000);
      timer.unref();
      fastify.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'imports', dependencies: ['database', 'uploads'] },
);
