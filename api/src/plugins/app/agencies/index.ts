// The agencies api module (agents, agencies, the corporate profile and listing import):
// - `fastify.agencies` (agencies.ts): phones, the corporate profile, its team and invitations;
// - `fastify.imports` (imports.ts): listing import, which is also the runs' context (database, uploads, images on/off);
//   runs left unfinished by a stopped process are marked failed (at start, and every minute on the job queue: on
//   PostgreSQL other instances' runs keep beating and are left alone), the runs' job (jobs/import-runs.ts: uploads and
//   "run now") and the feed job (jobs/import-feeds.ts; feeds are fetched at run time only).
// - `corporateHooks`: the gate of the signed-in route folders (routes/api/agency, import: their autohooks.ts).
// Routes call only these decorators and throw `agencyErrors` (errors.ts). The public pages (agents, agencies) are
// declared by ./pages.ts, called below.
import fp from 'fastify-plugin';
import { declareAgencyPages } from './pages';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../../app-options';
import { registerImportFeedsJob } from '../../../jobs/import-feeds';
import { registerImportRunJob } from '../../../jobs/import-runs';
import { registerScheduledJob } from '../../../jobs/schedule';
import { httpError } from '../errors';
import { AgencyService } from './agencies';
import { failInterrupted } from './import-run';
import { uploadKey } from './import-runs';
import { ImportService } from './imports';

declare module 'fastify' {
  interface FastifyInstance {
    agencies: AgencyService;
    imports: ImportService;
  }
}

/**
 * The gate of the corporate route folders (their `autohooks.ts` re-export it): 401 when signed out, before validation,
 * except the routes that declare `config: { public: true }` (an invitation's landing, the CSV template). Handlers
 * read the caller with `me(request)`.
 */
export async function corporateHooks(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const user = await request.currentUser();
    if (!user) throw httpError(401, 'unauthenticated');
    request.account = user;
  });
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
    // Writes that change the public listing replies (agency profile, team, logo and imported listings) drop the reply cache.
    fastify.replyCache.dropAfterWritesUnder('/api/agency', '/api/agencies', '/api/agents', '/api/import');
    declareAgencyPages(fastify, opts);
    const { config } = opts;
    // A finished run has written listings: the cached public replies go (the reply cache is decorated by then).
    const invalidate = () => void fastify.replyCache.invalidate();
    const agencies = new AgencyService({ database: fastify.database, uploads: fastify.uploads, mailer: fastify.mailer, secret: config.cookieSecret, publicUrl: config.publicUrl });
    fastify.decorate('agencies', agencies);
    const context = new ImportService({
      database: fastify.database,
      uploads: fastify.uploads,
      images: config.importImages,
      allowPrivateUrls: config.importAllowPrivateUrls,
      log: fastify.log,
      runs: new RunSet(invalidate),
      jobs: fastify.jobs,
      agencies,
    });
    fastify.decorate('imports', context);
    const log = { info: (obj: object, msg: string) => fastify.log.info(obj, msg), warn: (obj: object, msg: string) => fastify.log.warn(obj, msg) };
    // the uploaded files of failed runs go from the storage
    const failInterruptedRuns = async (...limits: [number, number] | []) => {
      const failed = await failInterrupted(fastify.database, ...limits);
      if (failed.length) await fastify.uploads.storage.delete(failed.map(uploadKey)).catch((error: unknown) => log.warn({ err: error }, 'import uploads not removed'));
      return failed;
    };
    // PGlite belongs to this one process: whatever is unfinished (running, or waiting in its in-process queue) was
    // this process's, interrupted.
    if (fastify.database.kind === 'pglite') await failInterruptedRuns(0, 0);
    else await failInterruptedRuns();
    registerScheduledJob({
      jobs: fastify.jobs,
      name: 'imports-interrupted',
      everySeconds: 60,
      failed: 'interrupted imports check failed',
      log,
      work: async () => {
        const failed = await failInterruptedRuns();
        if (failed.length) log.warn({ failed }, 'imports interrupted (no heartbeat, or their job lost)');
      },
    });

    // Wait for runs still going (tests, graceful shutdown) before the database closes.
    fastify.addHook('onClose', async () => {
      await Promise.allSettled([...(context.runs ?? [])]);
    });

    registerImportRunJob({ jobs: fastify.jobs, context, onDone: invalidate });

    registerImportFeedsJob({
      jobs: fastify.jobs,
      context,
      pollSeconds: config.importFeedPollSeconds,
      log,
      onDone: invalidate,
    });
  },
  { name: 'agencies', dependencies: ['web', 'reply-cache', 'database', 'jobs', 'uploads', 'mail', 'session'] },
);
