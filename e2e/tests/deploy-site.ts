// A second composed site for the deploy specs (deploy-remote.spec.ts): the built server (api/dist, as `npm start`
// runs it) with its own data folder, remotes.json and remotes folder, so a spec can deploy, roll back and break one
// remote the way a remote team does (a versioned folder beside the others, then remotes.json pointed at it) without
// touching the site the rest of the suite uses.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REMOTE_PACKAGES = ['mf-catalog', 'mf-listing', 'mf-profile', 'mf-blog', 'mf-auth', 'mf-admin'];

/** A TCP port nobody listens on (the OS picks it) on `host`. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A host that accepts connections and never answers (the failure a hung CDN or remote server gives). */
export async function hangingHost(): Promise<{ origin: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Rewrites a built file's text for a deployed version; returns the text unchanged when it has nothing to change. */
export type BuildPatch = (text: string, file: string) => string;

export interface DeploySite {
  url: string;
  /** The server's output so far (JSON log lines, LOG_LEVEL=warn). */
  log(): string;
  /** Copy mf-<remote>'s build into the versioned folder `version`, patched; returns the files the patch changed. */
  deploy(remote: string, version: string, patch?: BuildPatch): Promise<string[]>;
  /** Replace remotes.json atomically (as deploy/deploy-remote.sh does). */
  writeRemotes(text: string): Promise<void>;
  /** Write remotes.json and wait until the server's /remotes.json serves it. */
  switchRemotes(config: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export interface DeploySiteOptions {
  /** Server-side render budget (SSR_TIMEOUT_MS). */
  ssrTimeoutMs: number;
  /** Browser budget for a remote's manifest and entry (REMOTE_LOAD_TIMEOUT_MS). */
  remoteLoadTimeoutMs: number;
}

const TEXT_FILE = /\.(?:js|cjs|css|json)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

export async function startDeploySite(options: DeploySiteOptions): Promise<DeploySite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'realty-deploy-'));
  const remotesRoot = path.join(dir, 'remotes');
  // Every remote's dist as built, through a link; each remote's own dist folder is real so versions can be added to it.
  for (const pkg of REMOTE_PACKAGES) {
    const dist = path.join(remotesRoot, pkg, 'dist');
    await mkdir(dist, { recursive: true });
    for (const entry of await readdir(path.join(ROOT, pkg, 'dist'))) await symlink(path.join(ROOT, pkg, 'dist', entry), path.join(dist, entry));
  }
  const remotesJson = path.join(dir, 'remotes.json');
  await writeFile(remotesJson, '{}\n');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    COOKIE_SECRET: 'deploy-spec-cookie-secret-0123456789abcdef',
    DATA_DIR: path.join(dir, 'data'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    REMOTES_JSON: remotesJson,
    REMOTES_DIST_ROOT: remotesRoot,
    SEED_IF_EMPTY: '1',
    AUTO_MIGRATE: '1',
    SEED_LISTINGS: '12',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    CBRT_RATES_URL: '',
    SSR_TIMEOUT_MS: String(options.ssrTimeoutMs),
    REMOTE_LOAD_TIMEOUT_MS: String(options.remoteLoadTimeoutMs),
  };
  // Its own embedded database and memory stores, whatever the suite's environment names.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'TEST_DATABASE_URL', 'SHELL_DIST']) delete env[name];
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitFor(
      'the deploy site to start',
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
        // Ready, not just listening: the seed of an empty database runs after the server listens.
        const response = await fetch(`${url}/api/health/ready`);
        return response.ok ? true : undefined;
      },
      240_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  const writeRemotes = async (text: string) => {
    const temp = `${remotesJson}.tmp`;
    await writeFile(temp, text);
    await rename(temp, remotesJson);
  };

  return {
    url,
    log: () => output,
    async deploy(remote, version, patch) {
      const pkg = `mf-${remote}`;
      const target = path.join(remotesRoot, pkg, 'dist', version);
      await cp(path.join(ROOT, pkg, 'dist'), target, { recursive: true, filter: (source) => !source.endsWith('.map') });
      const changed: string[] = [];
      if (!patch) return changed;
      for (const file of await filesUnder(target)) {
        if (!TEXT_FILE.test(file)) continue;
        const text = await readFile(file, 'utf8');
        const next = patch(text, path.relative(target, file));
        if (next === text) continue;
        await writeFile(file, next);
        // The precompressed copies would still hold the built text.
        await rm(`${file}.br`, { force: true });
        await rm(`${file}.gz`, { force: true });
        changed.push(path.relative(target, file));
      }
      return changed;
    },
    writeRemotes,
    async switchRemotes(config) {
      await writeRemotes(`${JSON.stringify(config, null, 2)}\n`);
      await waitFor(
        `remotes.json ${JSON.stringify(config)} in force`,
        async () => {
          const served = (await (await fetch(`${url}/remotes.json`)).json()) as Record<string, string>;
          return Object.entries(config).every(([name, manifest]) => served[name] === manifest) ? true : undefined;
        },
        15_000,
      );
    },
    stop,
  };
}
