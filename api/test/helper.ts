// Test helpers (fastify/demo style): `build(t)` makes the app on a fresh test database
// (embedded PGlite; PostgreSQL when TEST_DATABASE_URL is set) and closes both after the test.
//
//   import { test } from 'node:test';
//   import { build, CookieJar } from '../helper';
//   test('health', async (t) => {
//     const app = await build(t);
//     const res = await app.inject({ url: '/api/health' });
//   });
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, type TestContext } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { InitialData } from '@realty/shared/page-data';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { createTestDatabase, type CreateTestDatabaseOptions } from './db';

export interface BuildTestOptions {
  /** Overrides of the test configuration (e.g. `{ shellDist: fixtureDir }`). */
  config?: Partial<Config>;
  /** Extra environment variables parsed like process.env (before `config` overrides). */
  env?: Record<string, string>;
  /** Use this database instead of a fresh one (the caller closes it). */
  database?: Database;
  /** Options for the fresh test database. */
  db?: CreateTestDatabaseOptions;
}

/** The configuration tests run with: no developer environment leaks in; temp folders per app. */
export function testConfig(tmp: string, env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      // A machine busy with other test processes can take longer than the production limit to start the plugins.
      PLUGIN_TIMEOUT_MS: '120000',
      DATA_DIR: path.join(tmp, 'data'),
      OUTBOX_DIR: path.join(tmp, 'outbox'),
      UPLOADS_DIR: path.join(tmp, 'uploads'),
      SHELL_DIST: path.join(tmp, 'no-shell'),
      REMOTES_DIST_ROOT: path.join(tmp, 'no-remotes'),
      // no network beyond localhost: a test that works the job queue must not fetch the central bank's rates
      CBRT_RATES_URL: '',
      ...env,
    }),
    ...overrides,
  };
}

/** Build the app for a test; with `t`, everything is closed after that test. Without, call `app.close()`. */
export async function build(t?: Pick<TestContext, 'after'>, opts: BuildTestOptions = {}): Promise<FastifyInstance> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'realty-api-test-'));
  const database = opts.database ?? (await createTestDatabase(opts.db));
  const config = testConfig(tmp, opts.env, opts.config);
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database });
  } catch (error) {
    if (!opts.database) await database.close();
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
  app.addHook('onClose', async () => {
    if (!opts.database) await database.close();
    await rm(tmp, { recursive: true, force: true });
  });
  t?.after(() => app.close());
  return app;
}

/**
 * The app on a fresh test database for a whole test file: built before its tests (`opened` keeps what the tests use),
 * closed with its database after them.
 */
export function appForFile(opts: Omit<BuildTestOptions, 'database'>, opened: (app: FastifyInstance, database: Database) => unknown): void {
  let app: FastifyInstance | undefined;
  before(async () => {
    app = await build(undefined, opts);
    await opened(app, app.database);
  });
  after(() => app?.close());
}

/** `url` answers `status` with `location` in its Location header; the reply, for further checks. */
export async function assertRedirect(app: FastifyInstance, url: string, status: 301 | 302 | 303, location: string): Promise<LightMyRequestResponse> {
  const res = await app.inject({ url });
  assert.equal(res.statusCode, status, `${url}: ${res.statusCode}`);
  assert.equal(res.headers.location, location);
  return res;
}

/** A multipart/form-data request body with one file in `field`, with its content type header (spread into inject). */
export function fileUpload(field: string, file: { name: string; type: string; data: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----realtytest${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Cookies of a response as a `Cookie` request header value. */
/** The data a page's HTML inlines for the browser (`<script id="__INITIAL_DATA__">`; `{}` when there is none). */
export function inlinedData(html: string): InitialData {
  return JSON.parse(/<script type="application\/json" id="__INITIAL_DATA__">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as InitialData;
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * A minimal browser-like cookie jar for inject(): keeps cookies set by responses (and drops
 * expired ones) and sends them with the next requests.
 *
 *   const jar = new CookieJar(app);
 *   await jar.inject({ url: '/sanctum/csrf-cookie' });
 *   await jar.inject({ method: 'POST', url: '/en/api/login', headers: { 'x-xsrf-token': jar.get('XSRF-TOKEN') } });
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app?: FastifyInstance) {}

  store(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge !== undefined ? cookie.maxAge <= 0 : cookie.expires !== undefined && cookie.expires.getTime() <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  get(name: string): string | undefined {
    const value = this.cookies.get(name);
    if (value === undefined) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }

  clear(): void {
    this.cookies.clear();
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** app.inject with the jar's cookies, storing the response's cookies. */
  async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    if (!this.app) throw new Error('CookieJar: pass the app to the constructor to use inject()');
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    if (this.cookies.size > 0) headers.cookie = [headers.cookie, this.header()].filter(Boolean).join('; ');
    const response = await this.app.inject({ ...options, headers });
    this.store(response);
    return response;
  }
}
