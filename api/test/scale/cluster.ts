// The site as an operator runs it on several machines, on loopback: deploy/nginx/realty.conf (Debian's nginx) in
// front of two API instances (`node api/src/server.ts`; A takes no jobs, B works them too), one worker process
// (`api/src/worker.ts`), a PostgreSQL database of its own, Redis (a database number of its own) and an S3-protocol
// server (s3rver).
// Every instance shares only what production instances share: the database, Redis and the bucket.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'node:test';
import postgres from 'postgres';
import { startS3 } from '../storage/s3-server';
import { FIXTURES } from '../web/fixtures';
import { freePort, makeCertificate, runNginx, which, writeMainConf, writeShippedSite } from '../deploy/nginx-site';
import { request } from './http';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const COOKIE_SECRET = 'scale-test-cookie-secret-0123456789abcdef';

/** What the cluster needs from this machine, or why it cannot run here. */
export function missingForCluster(): string | undefined {
  if (!which('nginx')) return 'nginx is not installed (apt-get install -y nginx; .ci/run installs it)';
  if (!which('openssl')) return 'openssl is not installed (.ci/run installs it)';
  return undefined;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  log: () => string;
  /** SIGKILL, as a crashed machine: no graceful close. */
  kill(): Promise<void>;
}

export interface Cluster {
  /** nginx's TLS server (self-signed certificate). */
  nginxPort: number;
  a: Instance;
  b: Instance;
  worker: Instance;
  sql: postgres.Sql;
  outboxDir: string;
  env: Record<string, string>;
  /** How long each part took to come up (ms), for the test's diagnostics. */
  timings: Record<string, number>;
}

interface ClusterOptions {
  /** postgres://… of a server where the test may create and drop a database. */
  pgAdminUrl: string;
  redisUrl: string;
  /** Extra environment for every process. */
  env?: Record<string, string>;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, failed?: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `node --import tsx <entry>` from api/, logging to memory; ready when `readyPath` answers 200 (servers) or at once. */
async function startProcess(t: Pick<TestContext, 'after'>, name: string, entry: string, env: Record<string, string>, port?: number): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env, ...(port ? { PORT: String(port) } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance: Instance = {
    name,
    port: port ?? 0,
    url: `http://127.0.0.1:${port ?? 0}`,
    process: child,
    log: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  t.after(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await instance.kill();
  });
  const died = () => (child.exitCode !== null ? `exited with ${child.exitCode}:\n${output.slice(-4000)}` : undefined);
  if (port) await waitFor(`${name} ready`, async () => (await request(`${instance.url}/api/health/ready`)).status === 200, 120_000, died);
  else await waitFor(`${name} working`, async () => output.includes('job worker working'), 120_000, died);
  return instance;
}

/** Brings the whole cluster up (about 20-40 s); everything is stopped and removed after the test. */
export async function startCluster(t: Pick<TestContext, 'after'>, opts: ClusterOptions): Promise<Cluster> {
  const timings: Record<string, number> = {};
  let since = Date.now();
  const lap = (name: string) => {
    timings[name] = Date.now() - since;
    since = Date.now();
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'realty-scale-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  chmodSync(dir, 0o755);

  // A database of its own on the given server, dropped afterwards.
  const dbName = `realty_scale_${Date.now()}_${process.pid}`;
  const admin = postgres(opts.pgAdminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  t.after(async () => {
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`).catch(() => {});
    await admin.end();
  });
  const databaseUrl = new URL(opts.pgAdminUrl);
  databaseUrl.pathname = `/${dbName}`;
  const sql = postgres(databaseUrl.toString(), { max: 4, onnotice: () => {} });
  t.after(() => sql.end());

  const s3 = await startS3(t);
  const outboxDir = path.join(dir, 'outbox');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://realty.example.com',
    TRUST_PROXY: 'true',
    COOKIE_SECRET,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: opts.redisUrl,
    ...s3.env,
    SHELL_DIST: FIXTURES.shellDist,
    REMOTES_DIST_ROOT: FIXTURES.remotesDistRoot,
    REMOTES_JSON: FIXTURES.remotesJson,
    // Each process has its own writable folders, as separate machines have: only the bucket is shared.
    OUTBOX_DIR: outboxDir,
    CBRT_RATES_URL: '',
    ...opts.env,
  };
  const own = (name: string) => ({ DATA_DIR: path.join(dir, name, 'data'), UPLOADS_DIR: path.join(dir, name, 'uploads') });

  // A migrates and seeds the empty database; B and the worker start on it afterwards.
  const [portA, portB] = [await freePort(), await freePort()];
  const a = await startProcess(t, 'api-a', 'src/server.ts', { ...env, ...own('a'), RUN_JOBS: 'false', SEED_IF_EMPTY: 'true', SEED_LISTINGS: '120' }, portA);
  lap('database, s3, api-a (migrate + seed)');
  const [b, worker] = await Promise.all([
    // B works jobs too: two processes compete for every job, as a fleet without a separate worker would.
    startProcess(t, 'api-b', 'src/server.ts', { ...env, ...own('b'), RUN_JOBS: 'true', AUTO_MIGRATE: 'false' }, portB),
    // info: its "job worker working" line says it is up
    startProcess(t, 'worker', 'src/worker.ts', { ...env, ...own('worker'), AUTO_MIGRATE: 'false', LOG_LEVEL: 'info' }),
  ]);

  lap('api-b and worker');
  // nginx with the shipped site config, its paths and ports changed (as api/test/deploy/nginx-config.test.ts does).
  const nginx = which('nginx');
  if (!nginx) throw new Error(missingForCluster());
  const srv = path.join(dir, 'srv/realty');
  mkdirSync(srv, { recursive: true });
  const tls = makeCertificate(dir);
  const [httpPort, nginxPort] = [await freePort(), await freePort()];
  writeShippedSite(dir, { tls, srv, upstreams: [portA, portB], httpPort, httpsPort: nginxPort });
  writeMainConf(nginx, dir);
  const { server, stderr: nginxErr } = runNginx(nginx, dir, t);
  await waitFor('nginx', async () => (await request(`https://127.0.0.1:${nginxPort}/api/health`)).status === 200, 60_000, () =>
    server.exitCode !== null ? `exited: ${nginxErr()}` : undefined,
  );

  lap('nginx');
  return { nginxPort, a, b, worker, sql, outboxDir, env, timings };
}
