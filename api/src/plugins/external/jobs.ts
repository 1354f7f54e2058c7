// The job queue (jobs/queue): pg-boss on PostgreSQL, the in-process runner on PGlite. Plugins declare their jobs on
// `fastify.jobs` while the app loads; once it is ready an instance with RUN_JOBS (the default; the worker process,
// `npm run worker`) starts working them. RUN_JOBS=false: the instance only queues jobs. Stopped before the database
// closes (onClose hooks run in reverse order of registration), letting the jobs in hand finish.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app-options';
import { createJobQueue, type JobQueue } from '../../jobs/queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const jobs = createJobQueue(fastify.database, { log: { warn: (obj, msg) => fastify.log.warn(obj, msg) } });
    fastify.decorate('jobs', jobs);
    if (opts.config.runJobs) {
      fastify.addHook('onReady', async () => {
        await jobs.start();
        fastify.log.info(`job queue (${jobs.kind}) working`);
      });
    } else if (fastify.database.kind === 'pglite' && opts.config.env !== 'test') {
      fastify.log.warn('RUN_JOBS=false on embedded PGlite: jobs are queued in this process and never run');
    }
    fastify.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
