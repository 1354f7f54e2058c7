// Redis-down benchmark (issue 26 item 3): with REDIS_URL set and Redis gone, how long the first limited request
// (a sign-in) waits for its answer (budget ≤ 1 s: a 503 + Retry-After, never a 500 after 15 s), then the next
// ones and a catalogue read (answered from the database, the reply cache skipped). Over a real socket (HTTP on a
// loopback port), against a real Redis behind a loopback proxy that the script switches:
//   down   nothing listens on the Redis port any more (connections refused)
//   hang   Redis accepts and never answers (open connections stop answering too)
//   start  the API starts while Redis is already unreachable
//
//   npm run bench:redis-down            # needs a Redis at 127.0.0.1:6379 (BENCH_REDIS_URL), uses its db 12
//   BENCH_RUNS=50 npm run bench:redis-down
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../api/src/app';
import { createTestDatabase } from '../api/test/db';
import { testConfig } from '../api/test/helper';
import { FlakyRedis, redisAvailable, type FlakyMode } from '../api/test/support/flaky-redis';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DB_INDEX = 12;
const BUDGET_MS = 1000;

interface Site {
  app: FastifyInstance;
  base: string;
  close: () => Promise<void>;
}

async function open(redisUrl: string): Promise<Site> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'realty-bench-redis-'));
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(tmp, {}, { redisUrl, replyCacheTtl: 60 }), database });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    base,
    close: async () => {
      await app.close();
      await database.close();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

let address = 0;
/** One sign-in for a new e-mail (all from 127.0.0.1: the address limit of 30 is never reached in a run). */
async function signIn(base: string): Promise<{ status: number; retryAfter: string | null; ms: number }> {
  address += 1;
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookie = csrf.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const token = decodeURIComponent(/XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '');
  const started = performance.now();
  const res = await fetch(`${base}/en/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token },
    body: JSON.stringify({ email: `bench-${address}@example.com`, password: 'Kestane-Sokak-42', lang: 'en' }),
  });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
}

async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function waitReady(base: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await fetch(`${base}/api/health/ready`)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('not ready after Redis came back');
}

async function measure(label: string, base: string): Promise<boolean> {
  const first = await signIn(base);
  const next: number[] = [];
  const statuses = new Set<number>([first.status]);
  for (let i = 0; i < RUNS; i++) {
    const r = await signIn(base);
    next.push(r.ms);
    statuses.add(r.status);
  }
  const list = await timedGet(`${base}/en/api/realty?page=1&per_page=20`);
  const ready = await timedGet(`${base}/api/health/ready`);
  const ok = first.status === 503 && first.retryAfter !== null && first.ms <= BUDGET_MS;
  console.log(
    `${label.padEnd(6)} first sign-in ${fmt(first.ms).padStart(9)} (${first.status}, Retry-After ${first.retryAfter ?? '-'})` +
      `  next ${RUNS}: median ${fmt(median(next))}, max ${fmt(Math.max(...next))} (${[...statuses].join('/')})` +
      `  catalogue ${fmt(list.ms)} (${list.status})  readiness ${fmt(ready.ms)} (${ready.status})  ${ok ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
  );
  return ok;
}

async function main(): Promise<void> {
  if (!(await redisAvailable(REDIS_URL))) {
    console.error(`no Redis at ${REDIS_URL} (set BENCH_REDIS_URL)`);
    process.exit(1);
  }
  const flaky = await new FlakyRedis(new URL(REDIS_URL)).start();
  let allOk = true;
  const site = await open(flaky.url(DB_INDEX));
  try {
    const up = await signIn(site.base);
    console.log(`up     sign-in ${fmt(up.ms)} (${up.status}: the limits count in Redis)`);
    for (const mode of ['down', 'hang'] as FlakyMode[]) {
      await flaky.setMode(mode);
      allOk = (await measure(mode, site.base)) && allOk;
      await flaky.setMode('up');
      await waitReady(site.base);
    }
  } finally {
    await site.close();
  }
  await flaky.setMode('down');
  const started = performance.now();
  const cold = await open(flaky.url(DB_INDEX));
  console.log(`start  the API started with Redis unreachable in ${fmt(performance.now() - started)} (seeded test database included)`);
  try {
    allOk = (await measure('start', cold.base)) && allOk;
  } finally {
    await cold.close();
    await flaky.stop();
  }
  if (!allOk) process.exitCode = 1;
}

await main();
