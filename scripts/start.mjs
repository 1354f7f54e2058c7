#!/usr/bin/env node
// `npm start`: build the front-end packages that are missing or stale (webpack production builds, with .br/.gz
// beside each file, and the server bundles of the server-rendered ones) and the compiled server (api/dist,
// `npm run build:server`), then run `node api/dist/server.js` (nothing transpiled at run time), which applies migrations, seeds demo data into an empty database and serves
// site + API on PORT (default 3000). NODE_ENV defaults to production: request logging off (LOG_REQUESTS), no
// Swagger UI, no source maps. PGlite under DATA_DIR (default .data/) unless DATABASE_URL is set. Options (environment):
//   SKIP_BUILD=1        serve whatever is built
//   BUILD_ONLY=1        build what is stale, then exit without serving (`npm test` builds while the API tests run)
//   SEED_IF_EMPTY=0     do not seed an empty database (default here: seed)
//   SEED_LISTINGS=N     demo listings for the seed
//   COOKIE_SECRET       unset in production: a random secret is made once and kept in $DATA_DIR/cookie-secret
// Relative paths in DATA_DIR, SHELL_DIST, REMOTES_DIST_ROOT, REMOTES_JSON, OUTBOX_DIR, UPLOADS_DIR are taken
// from the directory you run this from.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverIsStale } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server bundle (webpack.server.ts) of the packages that render content pages on the server. */
const SERVER_BUNDLE = 'dist/server/ssr.cjs';
const SERVER_RENDERED = new Set(['shell', 'mf-catalog', 'mf-listing', 'mf-blog', 'mf-profile']);

/** Front-end packages and the files whose mtimes stand for "built" (the oldest one counts). */
export const PACKAGES = [
  { name: 'shell', markers: ['dist/index.html', SERVER_BUNDLE] },
  ...['catalog', 'listing', 'profile', 'blog', 'auth', 'admin'].map((remote) => ({
    name: `mf-${remote}`,
    markers: ['dist/mf-manifest.json', ...(SERVER_RENDERED.has(`mf-${remote}`) ? [SERVER_BUNDLE] : [])],
  })),
];

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data', 'test-results', 'playwright-report', '__snapshots__']);
const IS_TEST = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Newest mtime (ms) of the build inputs under `target` (a file or a folder), tests excluded. */
export function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return IS_TEST.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Inputs every front-end build depends on. */
const COMMON_INPUTS = ['shared/src', 'shared/package.json', 'webpack.common.ts', 'webpack.server.ts', 'scripts/ssr/css-loader.cjs', 'package-lock.json', 'tsconfig.base.json'];

export function staleReason(pkg, base = root) {
  let built;
  try {
    built = Math.min(...pkg.markers.map((marker) => statSync(path.join(base, pkg.name, marker)).mtimeMs));
  } catch {
    return 'not built';
  }
  const own = newestMtime(path.join(base, pkg.name)); // dist and node_modules are skipped
  const common = Math.max(...COMMON_INPUTS.map((input) => newestMtime(path.join(base, input))));
  if (own > built) return 'sources changed';
  if (common > built) return 'shared code changed';
  return null;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`[start] ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

const PATH_VARS = ['DATA_DIR', 'SHELL_DIST', 'REMOTES_DIST_ROOT', 'REMOTES_JSON', 'OUTBOX_DIR', 'UPLOADS_DIR'];

/** The cookie secret of a production start without COOKIE_SECRET: made once, kept beside the data (mode 600). */
export function persistentCookieSecret(dataDir) {
  const file = path.join(dataDir, 'cookie-secret');
  try {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  } catch {
    /* first start */
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function serverEnv(source = process.env, cwd = process.cwd()) {
  const env = { ...source };
  for (const name of PATH_VARS) if (env[name]) env[name] = path.resolve(cwd, env[name]);
  env.SEED_IF_EMPTY ??= '1';
  env.AUTO_MIGRATE ??= '1';
  env.NODE_ENV ??= 'production';
  if (env.NODE_ENV === 'production' && !env.COOKIE_SECRET) env.COOKIE_SECRET = persistentCookieSecret(env.DATA_DIR ?? path.join(root, '.data'));
  return env;
}

async function main() {
  if (!['1', 'true', 'yes'].includes(process.env.SKIP_BUILD ?? '')) {
    const stale = PACKAGES.map((pkg) => ({ pkg, reason: staleReason(pkg) })).filter((entry) => entry.reason);
    if (stale.length === 0) console.log('[start] front-end builds are up to date');
    for (const { pkg, reason } of stale) {
      console.log(`[start] building ${pkg.name} (${reason})`);
      run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', pkg.name]);
      // webpack leaves a file whose content did not change untouched (compareBeforeEmit): mark the build as done.
      const now = new Date();
      for (const marker of pkg.markers) utimesSync(path.join(root, pkg.name, marker), now, now);
    }
    const serverReason = serverIsStale();
    if (serverReason) {
      console.log(`[start] compiling the server to api/dist (${serverReason})`);
      await buildServer();
    }
  }
  if (['1', 'true', 'yes'].includes(process.env.BUILD_ONLY ?? '')) return;
  console.log('[start] starting the server (migrations, seed of an empty database, site and API)');
  const child = spawn(process.execPath, ['api/dist/server.js'], { cwd: root, stdio: 'inherit', env: serverEnv() });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
