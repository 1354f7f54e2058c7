// Security headers. The CSP lets the shell load its remotes (same origin, or the origins of the
// remotes.json entries / CSP_EXTRA_ORIGINS when remotes come from a CDN) and Yandex Maps (only with
// YANDEX_MAPS_KEY). remotes.json is live: a remote moved to a new origin is allowed without a restart. A session with
// remote overrides (REMOTE_OVERRIDES, web/remote-overrides.ts) gets its overrides' origins allowed, for it alone.
//
// helmet's middleware is built once here and run in one onRequest hook. @fastify/helmet, used before, built it
// again on every request (parsing the CSP directives each time: about 16 µs, some 10 % of a reply-cache hit) and
// added a second hook per request for its reply decorators, which nothing here used. A route opts out with
// `config: { helmet: { skipRoute: true } }` (the built files, web/static.ts), as with @fastify/helmet.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppOptions } from '../../app-options';
import type { Config } from '../../config';
import { HYDRATION_LOADER_CSP } from '../../web/hydration';
import { remoteOrigins, type RemotesConfig } from '../../web/remotes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `{ skipRoute: true }`: no security headers of this plugin on the route. */
    helmet?: { skipRoute?: boolean };
  }
}

export function helmetOptions(config: Config, remotes: RemotesConfig): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  const extra = [...new Set([...remoteOrigins(remotes), ...config.cspExtraOrigins])];
  // Yandex hosts only when a maps key is configured: without it no map loads, so nothing needs them.
  const maps = config.yandexMapsKey ? config.yandexMapsHosts : [];
  // Uploaded images redirected to the CDN that serves the bucket (S3_PUBLIC_URL).
  const uploads = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        // The one inline script: the hydration loader of server-rendered pages (web/hydration.ts), by its hash.
        scriptSrc: ["'self'", ...extra, ...maps, HYDRATION_LOADER_CSP],
        // React/Swiper set inline style attributes; style-loader injects <style> in development.
        styleSrc: ["'self'", "'unsafe-inline'", ...extra, ...maps],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra, ...maps, ...uploads],
        fontSrc: ["'self'", 'data:', ...extra],
        connectSrc: ["'self'", ...extra, ...maps],
        frameSrc: ["'self'", ...maps],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:', ...extra],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Remotes may be fetched by a shell on a sibling origin (e.g. a CDN host of the same site).
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
    // Rebuilt only when the remotes configuration in force is another object (a reload of remotes.json).
    let built: { remotes: RemotesConfig; origins: string; apply: Middleware } | undefined;
    // A session with remote overrides (REMOTE_OVERRIDES) gets its overrides' origins, and only that session: one
    // middleware per set of origins, a few kept (a tester's session sends many requests with the same set).
    const bySession = new Map<string, Middleware>();
    const originsKey = (remotes: RemotesConfig): string => remoteOrigins(remotes).sort().join(' ');
    const middleware = (request: FastifyRequest): Middleware => {
      const live = fastify.remotesSource.current();
      if (built?.remotes !== live) {
        built = { remotes: live, origins: originsKey(live), apply: helmet(helmetOptions(opts.config, live)) };
        bySession.clear();
      }
      const { remotes, overrides } = fastify.remotesFor(request);
      if (!overrides) return built.apply;
      const key = originsKey(remotes);
      if (key === built.origins) return built.apply;
      let apply = bySession.get(key);
      if (!apply) {
        apply = helmet(helmetOptions(opts.config, remotes));
        if (bySession.size >= 32) bySession.delete(bySession.keys().next().value ?? '');
        bySession.set(key, apply);
      }
      return apply;
    };
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.helmet?.skipRoute === true) {
        done();
        return;
      }
      middleware(request)(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'helmet', dependencies: ['cookie', 'remotes'] },
);
