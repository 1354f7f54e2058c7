// multipart/form-data for photo uploads and imports (limits from DECISIONS.md: 20 MB a file, 30 photos).
import fp from 'fastify-plugin';
import fastifyMultipart from '@fastify/multipart';

export const UPLOAD_LIMITS = { fileSize: 20 * 1024 * 1024, files: 30, fields: 200, parts: 260 } as const;

export default fp(
  async (fastify) => {
    await fastify.register(fastifyMultipart, { limits: { ...UPLOAD_LIMITS } });
  },
  { name: 'multipart' },
);
