// What the benchmarks that run the compiled server share (bench-edge, bench-web, bench-lcp): start
// `api/dist/server.js` on a port, wait until a URL answers, stop it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Start the compiled server in production mode on 127.0.0.1:`port`, seeding an empty database, without timers or
 * outside calls; `env` adds to or replaces that environment.
 * @param {string} name the benchmark's name, in the default cookie secret
 * @param {number} port
 * @param {Record<string, string>} [env]
 * @returns {import('node:child_process').ChildProcess}
 */
export function startServer(name, port, env = {}) {
  return spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      COOKIE_SECRET: process.env.COOKIE_SECRET ?? `bench-${name}-cookie-secret-0123456789abcdef`,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_IF_EMPTY: '1',
      ALERTS_INTERVAL_MINUTES: '0',
      IMPORT_FEED_POLL_SECONDS: '0',
      CBRT_RATES_URL: '',
      ...env,
    },
  });
}

/**
 * Wait until `url` answers 2xx; fail when `child` exits first or after `seconds`.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess | null} child
 * @param {number} [seconds]
 * @param {number} [pollMs]
 * @returns {Promise<void>}
 */
export async function waitFor(url, child, seconds = 600, pollMs = 500) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * Stop a child process (SIGTERM) and wait until it has exited.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
