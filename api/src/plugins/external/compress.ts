// On-the-fly compression of what the server renders or serialises: page HTML, JSON, XML (sitemaps, feeds).
// Static files of the shell and remotes are compressed once at build time (.br/.gz beside each file, served by
// @fastify/static's preCompressed) and replies served from the reply cache carry their own stored encodings; both
// already have a Content-Encoding, which this plugin leaves alone. Brotli at quality 4: nearly gzip's speed with
// smaller output, where the default quality 11 would cost tens of milliseconds per page.
import { constants as zlibConstants } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import type { AppOptions } from '../../app-options';

/** Bodies below this many bytes go uncompressed (the headers would outweigh the saving). */
export const COMPRESS_THRESHOLD = 1024;

export default fp<AppOptions>(
  async (fastify) => {
    await fastify.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      customTypes: /^(?:text\/(?:html|css|plain|xml|javascript)|application\/(?:json|xml|rss\+xml|javascript|manifest\+json)|image\/svg\+xml)/,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
