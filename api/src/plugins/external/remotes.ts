// The live remotes.json (web/remotes.ts createRemotesSource) as one decorator, read by the web server (pages,
// preload hints, /remotes.json), the CSP (plugins/external/helmet.ts) and readiness. Start-up fails on a bad file.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app';
import { createRemotesSource, type RemotesSource } from '../../web/remotes';

declare module 'fastify' {
  interface FastifyInstance {
    remotesSource: RemotesSource;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    fastify.decorate('remotesSource', createRemotesSource(opts.config, fastify.log));
  },
  { name: 'remotes' },
);
