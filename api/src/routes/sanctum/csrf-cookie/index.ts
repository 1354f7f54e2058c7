// GET /sanctum/csrf-cookie: 204 and a fresh script-readable XSRF-TOKEN cookie (see plugins/app/csrf.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/',
    publicRoute('auth', 'Set the XSRF-TOKEN cookie (echo it in X-XSRF-TOKEN on every mutating call)', {
      response: { 204: z.null().describe('The XSRF-TOKEN cookie is set; no body') },
    }),
    async (request, reply) => {
      fastify.csrf.issue(request, reply);
      reply.header('cache-control', 'no-store');
      return reply.code(204).send();
    },
  );
};

export default route;
