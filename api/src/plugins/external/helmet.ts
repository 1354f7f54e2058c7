// Security headers. The CSP lets the shell load its remotes (same origin, or the origins of the
// remotes.json entries / CSP_EXTRA_ORIGINS when remotes come from a CDN) and Yandex Maps (only with
// YANDEX_MAPS_KEY).
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import type { AppOptions } from '../../app';
import { HYDRATION_LOADER_CSP } from '../../web/hydration';
import { remoteOrigins } from '../../web/remotes';

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    const https = config.publicUrl.startsWith('https:');
    const extra = [...new Set([...remoteOrigins(config), ...config.cspExtraOrigins])];
    // Yandex hosts only when a maps key is configured: without it no map loads, so nothing needs them.
    const maps = config.yandexMapsKey ? config.yandexMapsHosts : [];
    await fastify.register(fastifyHelmet, {
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
          imgSrc: ["'self'", 'data:', 'blob:', ...extra, ...maps],
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
    });
  },
  { name: 'helmet' },
);
