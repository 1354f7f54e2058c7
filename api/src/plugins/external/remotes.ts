// The live remotes.json (web/remotes.ts createRemotesSource) as one decorator, read by the web server (pages,
// preload hints, /remotes.json), the CSP (plugins/external/helmet.ts) and readiness. Start-up fails on a bad file.
// `remotesFor(request)` is what a request uses: the live configuration, merged with the session's overrides when
// REMOTE_OVERRIDES is on and the request carries a validly signed override cookie (web/remote-overrides.ts).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AppOptions } from '../../app-options';
import { createRemotesSource, type RemotesConfig, type RemotesSource } from '../../web/remotes';
import { mergeOverrides, overridesFromCookie, REMOTE_OVERRIDES_COOKIE, type RemoteOverrides } from '../../web/remote-overrides';

export interface RequestRemotes {
  /** The configuration this request uses. */
  remotes: RemotesConfig;
  /** The session's overrides, or null (feature off, no cookie, or a cookie whose signature does not verify). */
  overrides: RemoteOverrides | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    remotesSource: RemotesSource;
    remotesFor(request: FastifyRequest): RequestRemotes;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const source = createRemotesSource(opts.config, fastify.log);
    fastify.decorate('remotesSource', source);
    const enabled = opts.config.remoteOverrides;
    if (enabled) fastify.log.warn('REMOTE_OVERRIDES is on: sessions may load other remote builds (never use it in production)');
    // One answer per request: the CSP (onRequest), the page and its hints read the same configuration.
    const seen = new WeakMap<FastifyRequest, RequestRemotes>();
    fastify.decorate('remotesFor', (request: FastifyRequest): RequestRemotes => {
      const live = source.current();
      const raw = enabled ? request.cookies?.[REMOTE_OVERRIDES_COOKIE] : undefined;
      if (!raw) return { remotes: live, overrides: null };
      const known = seen.get(request);
      if (known) return known;
      const unsigned = request.unsignCookie(raw);
      const overrides = unsigned.valid && unsigned.value !== null ? overridesFromCookie(unsigned.value) : null;
      const result = { remotes: overrides ? mergeOverrides(live, overrides) : live, overrides };
      seen.set(request, result);
      return result;
    });
  },
  { name: 'remotes', dependencies: ['cookie'] },
);
