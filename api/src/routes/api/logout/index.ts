// POST /api/logout: destroy the session (its cookie no longer works) and issue a fresh XSRF token.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.post('/', { config: { public: true }, schema: { tags: ['auth'], summary: 'Sign out', response: { 204: z.null().describe('Signed out; a new XSRF-TOKEN cookie is set') } } }, async (request, reply) => {
    await reply.endSession();
    fastify.csrf.issue(request, reply);
    return reply.code(204).send();
  });
};

export default route;
