// The back office's Jobs (administrators only: routes/api/admin/autohooks.ts): the job queue's dead letters, jobs
// that failed every retry (jobs/queue), and a retry that puts one back in its queue.
//   GET  /api/admin/jobs                    dead letters, newest first (100 at most), and the queue's kind
//   POST /api/admin/jobs/:queue/:id/retry   404 when there is no such failed job
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessage } from '@realty/shared/schemas';
import { adminErrors, adminJobsReplySchema, adminNotFound, deadLetterParamsSchema, jobRetryReplySchema } from '@realty/shared/contracts/admin';
import { httpError } from '../../../../plugins/app/errors';
import { noStore } from '../../../../http-cache';
import { signedInRoute } from '../../../route-options';

const LISTED = 100;

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    signedInRoute('admin', 'Jobs that failed every retry (dead letters), newest first', {
      response: { 200: adminJobsReplySchema, ...adminErrors },
    }),
    async (_request, reply) => {
      const letters = await fastify.jobs.deadLetters(LISTED);
      return noStore(reply).send({
        data: letters.map((letter) => ({
          id: letter.id,
          queue: letter.queue,
          data: letter.data,
          error: letter.error,
          retries: letter.retries,
          created_at: letter.createdAt,
          failed_at: letter.failedAt,
        })),
        queue: { kind: fastify.jobs.kind, working: fastify.jobs.working },
      });
    },
  );

  fastify.post(
    '/:queue/:id/retry',
    signedInRoute('admin', 'Put a dead letter back in its queue', {
      params: deadLetterParamsSchema,
      response: { 200: jobRetryReplySchema, ...adminErrors, ...adminNotFound },
    }),
    async (request, reply) => {
      const { queue, id } = request.params;
      if (!(await fastify.jobs.retry(queue, id))) throw httpError(404, 'adminJobNotFound');
      return noStore(reply).send({ message: accountMessage('adminJobRetried', request.lang) });
    },
  );
};

export default route;
