// Uploaded images: `fastify.storage` (services/storage: the UPLOADS_DIR folder, or a bucket on the S3 API when
// S3_BUCKET is set), `fastify.uploads` (re-encode, store, remove; services/uploads.ts) and the route that serves
// them under /uploads/ (WebP/AVIF files with random names, cached for a year):
//   - local folder: @fastify/static, as always;
//   - S3 with S3_PUBLIC_URL (a CDN serves the bucket): a redirect to `<S3_PUBLIC_URL>/<key>`;
//   - S3 without it: the object streamed from the bucket (Range, HEAD, If-None-Match), with the same headers.
import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppOptions } from '../../app-options';
import { UPLOADS_URL_PREFIX, UploadService } from '../../services/uploads';
import { createStorage, isPrivateKey, isStorageKey, RangeNotSatisfiable, UPLOADS_CACHE_CONTROL, type ObjectInfo, type Storage } from '../../services/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    uploads: UploadService;
    uploadsServed: boolean;
  }
}

/** The redirect to the CDN may change with S3_PUBLIC_URL: a day. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

function objectHeaders(reply: FastifyReply, info: ObjectInfo): void {
  reply.header('cache-control', UPLOADS_CACHE_CONTROL).header('content-type', info.contentType).header('accept-ranges', 'bytes');
  if (info.etag) reply.header('etag', info.etag);
  if (info.lastModified) reply.header('last-modified', info.lastModified.toUTCString());
}

/** GET/HEAD /uploads/<key> from a bucket. */
function serveFromBucket(fastify: FastifyInstance, storage: Storage, publicUrl: string | undefined): void {
  fastify.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_URL_PREFIX}/*`,
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if (!isStorageKey(key) || isPrivateKey(key)) return reply.callNotFound();
      if (publicUrl) return reply.code(301).header('cache-control', REDIRECT_CACHE_CONTROL).header('location', `${publicUrl}/${key}`).send();
      try {
        if (request.method === 'HEAD') {
          const info = await storage.head(key);
          if (!info) return reply.callNotFound();
          objectHeaders(reply, info);
          return reply.header('content-length', String(info.size)).send();
        }
        const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
        const object = await storage.stream(key, range);
        if (!object) return reply.callNotFound();
        objectHeaders(reply, object);
        const match = request.headers['if-none-match'];
        if (object.etag && typeof match === 'string' && match.split(/\s*,\s*/).includes(object.etag)) {
          object.body.destroy();
          return reply.code(304).send();
        }
        reply.header('content-length', String(object.length));
        if (object.range) reply.code(206).header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
        return reply.send(object.body);
      } catch (error) {
        if (error instanceof RangeNotSatisfiable) {
          return reply
            .code(416)
            .header('content-range', `bytes */${error.size ?? '*'}`)
            .send();
        }
        request.log.error({ err: error, key }, 'uploads: the storage did not answer');
        return reply.code(503).header('retry-after', '5').header('cache-control', 'no-store').send();
      }
    },
  });
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    const storage = await createStorage(config);
    fastify.decorate('storage', storage);
    fastify.decorate('uploads', new UploadService(storage));
    fastify.addHook('onClose', async () => storage.close());
    // Another plugin may serve the folder already: the `uploadsServed` decorator tells.
    if (!fastify.hasDecorator('uploadsServed')) {
      fastify.decorate('uploadsServed', true);
      if (storage.kind === 's3') {
        serveFromBucket(fastify, storage, config.s3?.publicUrl);
        fastify.log.info({ storage: storage.location, publicUrl: config.s3?.publicUrl }, 'uploads: S3 storage');
        return;
      }
      mkdirSync(config.uploadsDir, { recursive: true });
      await fastify.register(fastifyStatic, {
        root: config.uploadsDir,
        prefix: `${UPLOADS_URL_PREFIX}/`,
        decorateReply: false,
        index: false,
        serveDotFiles: false,
        // originals waiting for the photo job (queue/) keep their EXIF/GPS: never served
        allowedPath: (pathName: string) => !isPrivateKey(pathName),
        schemaHide: true,
        cacheControl: false,
        setHeaders: (reply: FastifyReply) => {
          reply.header('cache-control', UPLOADS_CACHE_CONTROL);
        },
      });
    }
  },
  { name: 'uploads' },
);
