// Read-replica benchmark (issue 26 item 6): the replica lag a browser sees in its own reads (budget: none) and in
// other visitors' reads (allowed, bounded by DATABASE_READ_MAX_LAG_MS), over HTTP on a loopback port, against a real
// PostgreSQL primary and streaming replica made from Debian's server binaries (api/test/support/pg-replica.ts).
// Each round is one new browser: it counts a view of a listing (a write: POST /api/realty/{id}/view) and reads
// that listing right after (GET /api/realty/{id}, with its cookies); a visitor without cookies reads it too.
//   streaming       the replica follows the primary as it does in production
//   replay paused   the replica stops applying WAL (pg_wal_replay_pause): a replica minutes behind
// The reply cache is off (REPLY_CACHE_TTL=0): a view does not purge it, so with it on the detail's view count
// would be the cache's for up to 5 s whatever the database does.
//
//   npm run bench:replica                     # ports 55432-55433 for the clusters (BENCH_PG_PORT), 3231 for the API
//   BENCH_ROUNDS=500 npm run bench:replica
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../api/src/app';
import { openDatabase } from '../api/src/db/client';
import { testConfig } from '../api/test/helper';
import { replicaSkipReason, seedSmall, startReplicaPair } from '../api/test/support/pg-replica';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55432);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3231);

const skip = replicaSkipReason();
if (skip) {
  console.log(`bench:replica skipped: ${skip}`);
  process.exit(0);
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const pair = await startReplicaPair({ primaryPort: PG_PORT, replicaPort: PG_PORT + 1, prepare: (url) => seedSmall(url) });
const tmp = await mkdtemp(path.join(tmpdir(), 'realty-bench-replica-'));
const primary = await openDatabase({ url: pair.primaryUrl });
const replica = await openDatabase({ url: pair.replicaUrl, max: 1 });
// Production settings apart from the reply cache; TRUST_PROXY: each round's browser has an address of its own, so
// every round's view is counted (one per address and listing a day).
const config = testConfig(tmp, { NODE_ENV: 'test', DATABASE_URL: pair.primaryUrl, DATABASE_READ_URLS: pair.replicaUrl, TRUST_PROXY: 'true', REPLY_CACHE_TTL: '0' });
const app = await buildApp({ config, database: primary });
const base = await app.listen({ host: '127.0.0.1', port: API_PORT });
const router = app.readReplicas;
if (!router) throw new Error('no read replicas configured');
const listings = (await primary.execute(`SELECT id FROM listings WHERE status = 'active' ORDER BY id`)).rows.map((row) => Number(row.id));

const cookiesOf = (res: Response, jar: Map<string, string>) => {
  for (const line of res.headers.getSetCookie()) {
    const part = line.split(';')[0] ?? '';
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at), part.slice(at + 1));
  }
};
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
const viewsOf = async (res: Response) => {
  if (res.status !== 200) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { views: number } }).data.views;
};

interface Phase {
  name: string;
  ownStale: number;
  othersStale: number;
  ownMs: number[];
  replicaLagMs: number[];
  replicaStatements: number;
  primaryStatements: number;
}

let address = 0;
async function phase(name: string, measureReplica: boolean): Promise<Phase> {
  const result: Phase = { name, ownStale: 0, othersStale: 0, ownMs: [], replicaLagMs: [], replicaStatements: 0, primaryStatements: 0 };
  const served = router!.status()[0]?.served ?? 0;
  const onPrimary = router!.primaryServed;
  for (let round = 0; round < ROUNDS; round++) {
    address += 1;
    const ip = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    const id = listings[round % listings.length] as number;
    const jar = new Map<string, string>();
    const headers = () => ({ cookie: cookieHeader(jar), 'x-forwarded-for': ip });
    cookiesOf(await fetch(`${base}/sanctum/csrf-cookie`, { headers: headers() }), jar);
    const token = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
    const write = await fetch(`${base}/en/api/realty/${id}/view`, { method: 'POST', headers: { ...headers(), 'x-xsrf-token': token } });
    cookiesOf(write, jar);
    const written = await viewsOf(write);
    const started = performance.now();
    const own = await viewsOf(await fetch(`${base}/en/api/realty/${id}`, { headers: headers() }));
    result.ownMs.push(performance.now() - started);
    if (own < written) result.ownStale += 1;
    const other = await viewsOf(await fetch(`${base}/en/api/realty/${id}`, { headers: { 'x-forwarded-for': `192.0.2.${round % 250}` } }));
    if (other < written) result.othersStale += 1;
    if (measureReplica) {
      // When the write was on the replica itself (from the end of the write's reply; first looked for after the reads).
      for (;;) {
        const { rows } = await replica.execute('SELECT views FROM listings WHERE id = $1', [id]);
        if (Number(rows[0]?.views) >= written) break;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      result.replicaLagMs.push(performance.now() - started);
    }
  }
  result.replicaStatements = (router!.status()[0]?.served ?? 0) - served;
  result.primaryStatements = router!.primaryServed - onPrimary;
  return result;
}

try {
  await pair.caughtUp();
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the router reads the positions every 500 ms
  const streaming = await phase('streaming', true);
  await pair.pauseReplay();
  const paused = await phase('replay paused', false);
  await pair.resumeReplay();

  console.log(`read replicas: ${ROUNDS} browsers per phase, each writes (counts a view) then reads the listing; ${listings.length} listings; REPLY_CACHE_TTL=0`);
  console.log('phase          | own reads stale (budget 0) | other visitors stale | own read p50 / p95 | public-read statements on replica / primary');
  for (const p of [streaming, paused]) {
    console.log(
      `${p.name.padEnd(14)} | ${String(p.ownStale).padEnd(26)} | ${String(p.othersStale).padEnd(20)} | ${ms(pct(p.ownMs, 50))} / ${ms(pct(p.ownMs, 95))} | ${p.replicaStatements} / ${p.primaryStatements}`,
    );
  }
  console.log(
    `streaming: a view was seen on the replica p50 ${ms(pct(streaming.replicaLagMs, 50))}, p95 ${ms(pct(streaming.replicaLagMs, 95))}, max ${ms(pct(streaming.replicaLagMs, 100))} after the write's reply (first looked for after the two reads: an upper bound of the lag)`,
  );
  const stale = streaming.ownStale + paused.ownStale;
  console.log(stale === 0 ? 'replica lag visible to a browser\'s own reads: none (budget met)' : `replica lag visible to a browser's own reads: ${stale} stale reads (budget NOT met)`);
  process.exitCode = stale === 0 ? 0 : 1;
} finally {
  await app.close();
  await replica.close();
  await primary.close();
  await pair.close();
  await rm(tmp, { recursive: true, force: true });
}
