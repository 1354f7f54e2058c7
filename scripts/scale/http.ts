// HTTP throughput for the scale bench: the API started from its sources as its own process on the bench database
// (one instance, its default pool of 10 connections), loaded with autocannon over loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export interface HttpResult {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function startApi(root: string, port: number, databaseUrl: string, env: Record<string, string>): Promise<ChildProcess> {
  // No REDIS_URL: one instance keeps its limits and reply cache in memory, as `npm start` does.
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/server.ts')], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      COOKIE_SECRET: 'bench-scale-cookie-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // The bench migrated and seeded already; no background jobs competing for the CPU.
      AUTO_MIGRATE: '0',
      SEED_IF_EMPTY: '0',
      ALERTS_INTERVAL_MINUTES: '0',
      PROMOTIONS_INTERVAL_MINUTES: '0',
      PRIVACY_PURGE_INTERVAL_HOURS: '0',
      IMPORT_FEED_POLL_SECONDS: '0',
      CBRT_RATES_URL: '',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before answering`);
    try {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) {
      child.kill('SIGTERM');
      throw new Error('the API did not answer /api/health within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Load the paths (cycled per request) for `seconds` with `connections` keep-alive connections. */
export async function load(base: string, paths: string[], connections: number, seconds: number): Promise<HttpResult> {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    pipelining: 1,
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
