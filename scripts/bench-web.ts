// Web throughput benchmark (issue 12): req/s and p99 latency of the built site against a static ceiling.
//
//   npm run bench:web                               # builds nothing: run `npm run build` first (api/dist included)
//   DATABASE_URL=postgres://… npm run bench:web     # the same on PostgreSQL as well
//   BENCH_URL=http://localhost:3000 npm run bench:web   # measure a server that is already running instead
//
// It starts the compiled server (api/dist/server.js, NODE_ENV=production, request logging off by default) on the
// embedded database (PGlite in .data/bench-web, seeded once) and, when DATABASE_URL is set, on PostgreSQL. For each
// path it fetches the reply once (Accept-Encoding: br, gzip) and serves exactly those bytes and headers from a
// minimal node:http server in a process of its own (as the site has: in this process it would share its thread with
// autocannon and measure lower than the site): the ceiling this machine reaches for the same bytes. Then autocannon
// loads each path on both servers (after BENCH_WARMUP seconds at 10 connections, default 2, not recorded) at 10 and
// 50 connections, site and static server in turn BENCH_ROUNDS times (default 3, BENCH_DURATION seconds per run,
// default 3), and prints the median req/s and p99 of each, the median of the rounds' ratios (with their range) and
// how the site's replies came (X-Reply-Cache: hit, stale, miss). Paths: /en, a catalogue page, a listing page,
// /api/realty?page=1, /api/realty/{id}. About 4 minutes per database with the defaults.
// Ports: BENCH_PORT (default 4330) for the site, +1 for the static server, +2 for the PostgreSQL run.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { serverIsStale } from './build-server.mjs';
import { root, startServer, stop, waitFor } from './bench-server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 3);
/** Site and static runs alternate this many times per path and connection count (a shared machine's load drifts). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Seconds of unrecorded load on each server and path first (JIT, connection set-up, the reply cache filled). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 4330);
const CONNECTIONS = [10, 50];
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' };

interface Target {
  name: string;
  path: string;
}

interface Snapshot {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The reply's bytes as sent (still compressed) and its headers. */
function snapshot(url: string): Promise<Snapshot> {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(response.headers)) {
          if (value === undefined || ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(key)) continue;
          headers[key] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A minimal server that answers each benchmarked path with the bytes and headers captured from the site. */
function serveStatic(port: number, pages: Map<string, Snapshot>): Promise<void> {
  const server = createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(page.status, { ...page.headers, 'content-length': page.body.length });
    response.end(page.body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

/** The static server in a child process (this file again, BENCH_WEB_STATIC set); the snapshots go over IPC. */
async function startStatic(port: number, pages: Map<string, Snapshot>): Promise<ChildProcess> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_WEB_STATIC: String(port) },
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
    child.send([...pages]);
  });
  return child;
}

interface Load {
  rps: number;
  p99: number;
  errors: number;
  /** Replies by X-Reply-Cache value (hit, stale, miss, or none). */
  cache: Record<string, number>;
}

async function load(url: string, connections: number, duration = DURATION): Promise<Load> {
  const cache: Record<string, number> = {};
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: HEADERS,
    pipelining: 1,
    setupClient(client) {
      // Raw headers come as a flat [name, value, ...] list.
      client.on('headers', ({ headers }: { headers: unknown[] }) => {
        let state = 'none';
        for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === 'x-reply-cache') state = String(headers[i + 1]);
        cache[state] = (cache[state] ?? 0) + 1;
      });
    },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, cache };
}

const cacheSummary = (cache: Record<string, number>): string =>
  Object.entries(cache)
    .sort((a, b) => b[1] - a[1])
    .map(([state, count]) => `${state} ${count}`)
    .join(', ');

async function targets(base: string): Promise<Target[]> {
  const list = (await (await fetch(`${base}/api/realty?page=1`)).json()) as { data: Array<{ id: number; url: string }> };
  const first = list.data[0];
  if (!first) throw new Error('the catalogue is empty: nothing to benchmark');
  return [
    { name: 'home', path: '/en' },
    { name: 'catalogue', path: '/en/real-estate/sale' },
    { name: 'listing', path: first.url },
    { name: 'api list', path: '/api/realty?page=1' },
    { name: 'api detail', path: `/api/realty/${first.id}` },
  ];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Site and static server loaded in turn ROUNDS times; medians, and the ratio as the median of each round's ratio. */
async function measure(siteUrl: string, staticUrl: string, connections: number) {
  const rounds: Array<{ site: Load; ceiling: Load; ratio: number }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const site = await load(siteUrl, connections);
    const ceiling = await load(staticUrl, connections);
    rounds.push({ site, ceiling, ratio: ceiling.rps > 0 ? site.rps / ceiling.rps : 0 });
  }
  const cache: Record<string, number> = {};
  for (const { site } of rounds) for (const [state, count] of Object.entries(site.cache)) cache[state] = (cache[state] ?? 0) + count;
  const ratios = rounds.map((round) => round.ratio);
  return {
    siteRps: median(rounds.map((round) => round.site.rps)),
    siteP99: median(rounds.map((round) => round.site.p99)),
    staticRps: median(rounds.map((round) => round.ceiling.rps)),
    staticP99: median(rounds.map((round) => round.ceiling.p99)),
    ratio: median(ratios),
    range: ROUNDS > 1 ? ` (${(Math.min(...ratios) * 100).toFixed(0)}-${(Math.max(...ratios) * 100).toFixed(0)})` : '',
    errors: rounds.reduce((sum, round) => sum + round.site.errors, 0),
    cache,
  };
}

async function benchmark(label: string, base: string): Promise<void> {
  const list = await targets(base);
  const pages = new Map<string, Snapshot>();
  for (const target of list) pages.set(target.path, await snapshot(base + target.path));
  const staticServer = await startStatic(PORT + 1, pages);
  const staticBase = `http://127.0.0.1:${PORT + 1}`;
  console.log(`\n## ${label} (${ROUNDS} x ${DURATION} s per server, medians, Accept-Encoding: br, gzip)\n`);
  console.log('| path | bytes | conns | site req/s | site p99 ms | static req/s | static p99 ms | ratio (rounds) | site replies (X-Reply-Cache) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  try {
    for (const target of list) {
      const snap = pages.get(target.path) as Snapshot;
      if (WARMUP > 0) for (const server of [base, staticBase]) await load(server + target.path, 10, WARMUP);
      for (const connections of CONNECTIONS) {
        const run = await measure(base + target.path, staticBase + target.path, connections);
        const encoding = snap.headers['content-encoding'] ?? 'identity';
        console.log(
          `| ${target.name} \`${target.path}\` | ${snap.body.length} ${encoding} | ${connections} | ${run.siteRps.toFixed(0)} | ${run.siteP99} | ` +
            `${run.staticRps.toFixed(0)} | ${run.staticP99} | ${(run.ratio * 100).toFixed(1)} %${run.range}${run.errors ? ` (${run.errors} errors)` : ''} | ${cacheSummary(run.cache)} |`,
        );
      }
    }
  } finally {
    await stop(staticServer);
  }
}

async function withSite(label: string, port: number, env: Record<string, string>): Promise<void> {
  console.error(`[bench:web] starting the site on ${label} (port ${port}; a first start migrates and seeds the demo data: a few minutes)`);
  const child = startServer('web', port, { AUTO_MIGRATE: '1', ...env });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health/ready`, child); // ready: seeded and warmed up
    await benchmark(label, `http://127.0.0.1:${port}`);
  } finally {
    await stop(child);
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_URL) {
    await benchmark(`running server ${process.env.BENCH_URL}`, process.env.BENCH_URL.replace(/\/$/, ''));
    return;
  }
  if (!existsSync(path.join(root, 'api/dist/server.js'))) throw new Error('api/dist/server.js is missing: run `npm run build` first');
  const stale = serverIsStale();
  if (stale) console.error(`[bench:web] api/dist is older than its sources (${stale}): this measures the last build (npm run build:server)`);
  const { DATABASE_URL, ...rest } = process.env;
  process.env = rest;
  await withSite('embedded PGlite', PORT, { DATA_DIR: path.join(root, '.data/bench-web') });
  if (DATABASE_URL) await withSite('PostgreSQL', PORT + 2, { DATABASE_URL });
}

if (process.env.BENCH_WEB_STATIC) {
  // The static server's process: serve the snapshots the parent sends, then say so; end with the parent.
  process.once('disconnect', () => process.exit(0));
  process.once('message', (entries: Array<[string, Snapshot]>) => {
    const pages = new Map(entries.map(([key, page]) => [key, { ...page, body: Buffer.from(page.body) }]));
    void serveStatic(Number(process.env.BENCH_WEB_STATIC), pages).then(() => process.send?.('ready'));
  });
} else {
  await main();
}
