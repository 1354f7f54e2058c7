// Edge cache benchmark (issue 26 item 5): anonymous page and public API throughput through nginx running
// deploy/nginx/realty.conf, with the API's edge policy on (nginx answers from its cache: X-Cache-Status HIT) and
// off (EDGE_CACHE_SECONDS=0: every request reaches the API, which still has its reply cache).
//
//   node scripts/build-server.mjs && npm run bench:edge
//   DATABASE_URL=postgres://… npm run bench:edge       # the API on PostgreSQL instead of PGlite (.data/bench-edge)
//
// It starts the compiled API (api/dist/server.js, NODE_ENV=production, seeded once with SEED_LISTINGS, default 1000)
// twice in turn on BENCH_PORT (default 3221), each time behind a fresh nginx (Debian's) on BENCH_PORT + 1 with the shipped
// file changed only where it names the host (its folders, the upstream's port, plain HTTP instead of TLS so that the
// figures compare caching and not encryption). autocannon loads each path for BENCH_DURATION seconds (default 5)
// at BENCH_CONNECTIONS (default 10) after 2 s of unrecorded warm-up, and the medians of BENCH_ROUNDS (default 3)
// are printed as a Markdown table. Without a shell build the pages are the API's minimal template with their
// head and inlined reply (no server rendering of remotes): the uncached figures are then higher than a full build's.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startServer, stop, waitFor } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3221);
const NGINX_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' };

function which(name: string): string {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin'].filter(Boolean)) {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return path.join(dir, name);
    } catch {
      // not here
    }
  }
  throw new Error(`${name} is not installed (apt-get install -y ${name})`);
}

/** The shipped nginx file with this machine's folders and ports, and plain HTTP on the main server. */
function startNginx(dir: string): ChildProcess {
  const nginx = which('nginx');
  const replacements: Array<[string, string]> = [
    ['    ssl_certificate     /etc/letsencrypt/live/realty.example.com/fullchain.pem;\n', ''],
    ['    ssl_certificate_key /etc/letsencrypt/live/realty.example.com/privkey.pem;\n', ''],
    ['/srv/realty/', `${dir}/srv/`],
    ['/var/lib/nginx/', `${dir}/state/`],
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${PORT} `],
    ['    server 127.0.0.1:3002 max_fails=3 fail_timeout=10s;\n', ''],
    ['listen 80;', `listen 127.0.0.1:${NGINX_PORT + 1};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${NGINX_PORT};`],
  ];
  let site = readFileSync(path.join(root, 'deploy/nginx/realty.conf'), 'utf8');
  for (const [from, to] of replacements) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/realty.conf no longer contains ${JSON.stringify(from)}`);
    site = site.split(from).join(to);
  }
  for (const sub of ['state', 'temp', 'srv']) mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, 'realty.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${dir}/temp/${name};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nworker_processes 1;\nevents { worker_connections 1024; }\n` +
      `http {\n  include /etc/nginx/mime.types;\n  access_log off;\n  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}\n` +
      `  include ${dir}/realty.conf;\n}\n`,
  );
  const check = spawnSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(check.stderr);
  return spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Load {
  rps: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

async function load(url: string, headers: Record<string, string>, duration: number): Promise<Load> {
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { ...HEADERS, ...headers },
    setupClient(client) {
      client.on('headers', ({ headers: raw }: { headers: unknown[] }) => {
        let state = 'none';
        for (let i = 0; i < raw.length; i += 2) if (String(raw[i]).toLowerCase() === 'x-cache-status') state = String(raw[i + 1]);
        statuses[state] = (statuses[state] ?? 0) + 1;
      });
    },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, statuses };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function measure(url: string, headers: Record<string, string> = {}): Promise<string> {
  await load(url, headers, 2);
  const runs: Load[] = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await load(url, headers, DURATION));
  const statuses: Record<string, number> = {};
  for (const run of runs) for (const [state, count] of Object.entries(run.statuses)) statuses[state] = (statuses[state] ?? 0) + count;
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const states = Object.entries(statuses).sort((a, b) => b[1] - a[1]).map(([state, count]) => `${state} ${count}`).join(', ');
  return `${median(runs.map((run) => run.rps)).toFixed(0)} | ${median(runs.map((run) => run.p99))} | ${states}${errors ? ` (${errors} errors)` : ''}`;
}

async function paths(base: string): Promise<Array<[string, string]>> {
  const list = (await (await fetch(`${base}/api/realty?page=1`)).json()) as { data: Array<{ id: number; url: string }> };
  const first = list.data[0];
  if (!first) throw new Error('the catalogue is empty: nothing to benchmark');
  return [
    ['home', '/en'],
    ['catalogue', '/en/real-estate/sale'],
    ['listing', new URL(first.url, base).pathname],
    ['api list', '/api/realty?page=1'],
  ];
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'api/dist/server.js'))) throw new Error('api/dist/server.js is missing: run `node scripts/build-server.mjs` first');
  const base = `http://127.0.0.1:${NGINX_PORT}`;
  const rows: string[] = [];
  for (const [label, edge] of [['on (EDGE_CACHE_SECONDS=30)', '30'], ['off (EDGE_CACHE_SECONDS=0)', '0']] as const) {
    console.error(`[bench:edge] API with edge caching ${label} (a first start seeds the demo data: a few minutes)`);
    // A fresh nginx (an empty cache) for each configuration: copies kept under the other one do not answer.
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-edge-'));
    chmodSync(dir, 0o755); // nginx's workers drop to `nobody` when this runs as root: they must reach the cache folder
    const nginx = startNginx(dir);
    const api = startServer('edge', PORT, {
      TRUST_PROXY: '1',
      SEED_LISTINGS: process.env.SEED_LISTINGS ?? '1000',
      ...(process.env.DATABASE_URL ? {} : { DATA_DIR: path.join(root, '.data/bench-edge') }),
      EDGE_CACHE_SECONDS: edge,
    });
    try {
      await waitFor(`http://127.0.0.1:${PORT}/api/health`, api, 900, 300);
      await waitFor(`${base}/api/health`, nginx, 900, 300);
      for (const [name, urlPath] of await paths(base)) rows.push(`| ${name} \`${urlPath}\` | ${label} | ${await measure(base + urlPath)} |`);
    } catch (error) {
      const log = path.join(dir, 'error.log');
      if (existsSync(log)) console.error(readFileSync(log, 'utf8'));
      throw error;
    } finally {
      await stop(api);
      await stop(nginx);
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`\n## Anonymous requests through nginx (deploy/nginx/realty.conf), ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION} s, medians\n`);
  console.log('| path | edge caching | req/s | p99 ms | X-Cache-Status |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

await main();
