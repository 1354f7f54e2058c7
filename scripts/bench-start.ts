// Cold-start benchmark (docs/PERFORMANCE.md "Issue 26: cold start"): starts the compiled server (`node api/dist/server.js`,
// as `npm start` and the systemd unit run it) on an already seeded and migrated database, BENCH_RUNS times, and prints
// per run the time from spawn to the first 200 of /api/health (listening), of /api/health/ready and of a
// server-rendered page (/en), the server's own phase durations (its "started" log line: imports, database, migrate,
// app, listen) and the machine's 1-minute load average, then the medians. /api/health answers once the server listens;
// /api/health/ready once the start-up work is done (plugins/app/startup-work.ts: the server-rendering bundles loaded).
// Budget: first 200 within 3 s on a quiet machine.
//
//   npm run build && npm run build:server
//   npm run bench:start                                   # PGlite in .data/bench-start (seeded on first use)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:start   # PostgreSQL (seeded when empty)
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? '.data/bench-start');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Poll `url` every 10 ms until it answers 200; the time since `started` (ms). */
async function firstOk(url: string, started: number, timeoutMs = 120_000): Promise<number> {
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url}: no 200 within ${timeoutMs} ms`);
}

interface Run {
  health: number;
  ready: number;
  page: number;
  /** The server's start-up phases (ms), from its "started" log line. */
  phases: Record<string, number>;
  /** CPU time (user + system, all threads) the server had used when /api/health first answered 200: what the start
   * costs without waiting for a core (the wall time on a quiet machine is about this); NaN off Linux. */
  cpu: number;
  /** 1-minute load average when the run ended. */
  load: number;
}

/** CPU milliseconds a process has used (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const PHASES = ['imports', 'database', 'migrate', 'app', 'listen'] as const;

async function startOnce(seedIfEmpty: boolean): Promise<Run> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    COOKIE_SECRET: 'bench-start-cookie-secret-0123456789abcdef',
    DATA_DIR,
    UPLOADS_DIR: path.join(DATA_DIR, 'uploads'),
    OUTBOX_DIR: path.join(DATA_DIR, 'outbox'),
    AUTO_MIGRATE: '1',
    SEED_IF_EMPTY: seedIfEmpty ? '1' : '0',
    SEED_LISTINGS: process.env.SEED_LISTINGS ?? '300',
    LOG_LEVEL: 'info', // the "started" line carries the phases
    CBRT_RATES_URL: '',
  };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let phases: Record<string, number> = {};
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as { startupMs?: Record<string, number>; level?: number; msg?: string };
      if (entry.startupMs) phases = entry.startupMs;
      if ((entry.level ?? 0) >= 40) console.error(line);
    } catch {
      console.error(line);
    }
  });
  try {
    const health = await firstOk(`${url}/api/health`, started);
    const cpu = cpuMs(child.pid);
    const ready = await firstOk(`${url}/api/health/ready`, started);
    const page = await firstOk(`${url}/en`, started);
    return { health, ready, page, phases, cpu, load: loadavg()[0] ?? 0 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const phaseLine = (phases: (phase: string) => number): string => PHASES.map((phase) => `${phase} ${phases(phase).toFixed(0)}`).join(', ');

async function main(): Promise<void> {
  console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.relative(ROOT, DATA_DIR)}`}`);
  // The first start migrates and seeds an empty database: not a cold start of a deployed instance.
  const setup = await startOnce(true);
  console.log(`set-up start (migrate, seed when empty): first 200 after ${setup.health.toFixed(0)} ms`);
  const runs: Run[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await startOnce(false);
    runs.push(result);
    console.log(
      `run ${run}: /api/health ${result.health.toFixed(0)} ms, /api/health/ready ${result.ready.toFixed(0)} ms, /en ${result.page.toFixed(0)} ms, ` +
        `CPU to first 200 ${result.cpu.toFixed(0)} ms (load ${result.load.toFixed(2)}; server phases ms: ${phaseLine((phase) => result.phases[phase] ?? NaN)})`,
    );
  }
  const health = median(runs.map((run) => run.health));
  console.log(`median server phases ms: ${phaseLine((phase) => median(runs.map((run) => run.phases[phase] ?? NaN)))}`);
  console.log(`median CPU time to first 200: ${median(runs.map((run) => run.cpu)).toFixed(0)} ms (less sensitive to other processes than the wall time, though contention inflates it too)`);
  console.log(
    `median of ${RUNS}: /api/health ${health.toFixed(0)} ms, /api/health/ready ${median(runs.map((run) => run.ready)).toFixed(0)} ms, ` +
      `/en ${median(runs.map((run) => run.page)).toFixed(0)} ms (budget: first 200 within 3000 ms: ${health <= 3000 ? 'met' : 'NOT met'})`,
  );
}

await main();
