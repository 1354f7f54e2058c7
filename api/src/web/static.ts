// Static files of the shell (/shell/*) and of each remote (/remotes/mf-<name>/*), with cache headers:
// hashed file names are immutable for a year; mf-manifest.json, remoteEntry.js and other
// unhashed files are revalidated on every load (ETag and Last-Modified: a 304 without a body) so a
// redeployed remote is picked up at once. The builds write `.br` and `.gz` beside each text file
// (webpack.common.ts); the one the request accepts is sent, with `Vary: Accept-Encoding`.
// These files get only the security headers a script or stylesheet uses (nosniff, the resource policy):
// the page's CSP, frame and referrer headers mean nothing on them and cost ~1.6 kB per response.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTES } from '@realty/shared/routes';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** `main.3f9a1c2b.js`, `123.ab12cd34ef.css`, `font-0a1b2c3d4e.woff2` */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ALWAYS_FRESH = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html']);

export function cacheControlFor(filePath: string): string {
  // A precompressed variant (main.3f9a1c2b.js.br) has the policy of the file it stands for.
  const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
  if (ALWAYS_FRESH.has(name)) return REVALIDATE;
  return HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}

const setHeaders =
  (crossOrigin: boolean) =>
  (reply: FastifyReply, filePath: string): void => {
    reply.header('Cache-Control', cacheControlFor(filePath));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cross-Origin-Resource-Policy', crossOrigin ? 'cross-origin' : 'same-site');
    // Remote assets are public; a shell or a remote's dev server on another origin may fetch them.
    if (crossOrigin) reply.header('Access-Control-Allow-Origin', '*');
  };

/** The site's own files at the root (favicon.svg, favicon.ico): api/public, made by us, linked from shell/src/index.html. */
export const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

export const remoteDist = (remotesDistRoot: string, remote: string): string =>
  path.join(remotesDistRoot, `mf-${remote}`, 'dist');

const STATIC_PREFIXES = ['/shell/', '/remotes/'];

export async function registerStatic(
  fastify: FastifyInstance,
  dirs: { shellDist: string; remotesDistRoot: string; sourceMaps?: boolean },
): Promise<void> {
  // Source maps carry the full sources: served only when SOURCE_MAPS says so (off in production by default).
  const allowedPath = dirs.sourceMaps === false ? (pathName: string) => !pathName.endsWith('.map') : undefined;
  const common = {
    index: false,
    cacheControl: false,
    wildcard: true,
    schemaHide: true,
    serveDotFiles: false,
    preCompressed: true,
    ...(allowedPath ? { allowedPath } : {}),
  } as const;
  // Built files skip helmet's per-page headers (see the note at the top); set before the routes are added.
  fastify.addHook('onRoute', (route) => {
    if (STATIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config;
    }
  });
  await fastify.register(fastifyStatic, {
    ...common,
    root: dirs.shellDist,
    prefix: '/shell/',
    setHeaders: setHeaders(false),
  });
  // Only the files that are there get a route (no wildcard), so every other root path stays the site's page handler.
  await fastify.register(fastifyStatic, {
    ...common,
    root: PUBLIC_DIR,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    // The service worker (sw.js, issue 30) is checked for a new version on every visit: never kept by a cache.
    setHeaders: (reply: FastifyReply, filePath: string) =>
      filePath.endsWith(`${path.sep}sw.js`)
        ? reply.header('Cache-Control', 'no-cache').header('Service-Worker-Allowed', '/')
        : reply.header('Cache-Control', 'public, max-age=86400'),
  });
  for (const remote of REMOTES) {
    await fastify.register(fastifyStatic, {
      ...common,
      root: remoteDist(dirs.remotesDistRoot, remote),
      prefix: `/remotes/mf-${remote}/`,
      decorateReply: false,
      setHeaders: setHeaders(true),
    });
  }
}
