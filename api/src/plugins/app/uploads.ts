// Uploaded images: `fastify.uploads` (re-encode, store, remove; services/uploads.ts) and the static
// route that serves them under /uploads/ (WebP files with random names, cached for a year).
import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { AppOptions } from '../../app';
import { UPLOADS_URL_PREFIX, UploadService } from '../../services/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadService;
    uploadsServed: boolean;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    fastify.decorate('uploads', new UploadService(config.uploadsDir));
    // Another plugin may serve the folder already: the `uploadsServed` decorator tells.
    if (!fastify.hasDecorator('uploadsServed')) {
      fastify.decorate('uploadsServed', true);
      mkdirSync(config.uploadsDir, { recursive: true });
      await fastify.register(fastifyStatic, {
        root: config.uploadsDir,
        prefix: `${UPLOADS_URL_PREFIX}/`,
        decorateReply: false,
        index: false,
        serveDotFiles: false,
        schemaHide: true,
        cacheControl: false,
        setHeaders: (reply: FastifyReply) => {
          // Names are random and never reused: cache for a year.
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }
  },
  { name: 'uploads' },
);
