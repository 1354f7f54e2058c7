import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT, type Config } from './config';

/** The named settings of the configuration `env` loads, in order. */
const settings = (env: Record<string, string>, ...keys: Array<keyof Config>): unknown[] => {
  const config = loadConfig(env);
  return keys.map((key) => config[key]);
};

test('defaults: port 3000, PGlite under .data, shell and remotes from the repository', () => {
  const config = loadConfig({});
  assert.equal(config.port, 3000);
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.pgliteDir, path.join(REPO_ROOT, '.data', 'pglite'));
  assert.equal(config.shellDist, path.join(REPO_ROOT, 'shell', 'dist'));
  assert.equal(config.remotesDistRoot, REPO_ROOT);
  assert.equal(config.publicUrl, 'http://localhost:3000');
  assert.equal(config.autoMigrate, true);
  assert.ok(config.yandexMapsHosts.length > 0);
  assert.equal(config.cbrtRatesUrl, 'https://www.tcmb.gov.tr/kurlar/today.xml');
  assert.equal(loadConfig({ CBRT_RATES_URL: '' }).cbrtRatesUrl, undefined, 'empty turns the rates job off');
});

test('values are parsed and normalised', () => {
  const config = loadConfig({
    PORT: '8080',
    PUBLIC_URL: 'https://realty.example/',
    DATABASE_URL: 'postgres://u@db:5432/realty',
    DATA_DIR: '/var/lib/realty',
    AUTO_MIGRATE: 'false',
    SEED_IF_EMPTY: '1',
    CSP_EXTRA_ORIGINS: 'https://cdn.example.com, https://img.example.com',
  });
  assert.equal(config.port, 8080);
  assert.equal(config.publicUrl, 'https://realty.example');
  assert.equal(config.databaseUrl, 'postgres://u@db:5432/realty');
  assert.equal(config.pgliteDir, '/var/lib/realty/pglite');
  assert.equal(config.autoMigrate, false);
  assert.equal(config.seedIfEmpty, true);
  assert.deepEqual(config.cspExtraOrigins, ['https://cdn.example.com', 'https://img.example.com']);
});

test('REMOTE_OVERRIDES is off unless set to a yes value', () => {
  assert.equal(loadConfig({}).remoteOverrides, false);
  assert.equal(loadConfig({ REMOTE_OVERRIDES: '1' }).remoteOverrides, true);
  assert.equal(loadConfig({ REMOTE_OVERRIDES: 'false' }).remoteOverrides, false);
  assert.throws(() => loadConfig({ REMOTE_OVERRIDES: 'sure' }), /REMOTE_OVERRIDES/);
});

test('bad values are a clear error naming each variable', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /^Invalid configuration:/);
      assert.match(error.message, /PORT: .*\(got "eighty"\)/);
      assert.match(error.message, /DATABASE_URL: must be a URL \(postgres: or postgresql:\)/);
      assert.match(error.message, /LOG_LEVEL/);
      return true;
    },
  );
});

test('production requires COOKIE_SECRET', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /COOKIE_SECRET: required in production/);
  assert.equal(loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) }).cookieSecret, 'x'.repeat(32));
});

test('start-up and remote-load limits: PLUGIN_TIMEOUT_MS and REMOTE_LOAD_TIMEOUT_MS', () => {
  const limits = (env: Record<string, string>) => settings(env, 'pluginTimeoutMs', 'remoteLoadTimeoutMs');
  assert.deepEqual(limits({}), [30_000, 8000]);
  assert.deepEqual(limits({ PLUGIN_TIMEOUT_MS: '90000', REMOTE_LOAD_TIMEOUT_MS: '3000' }), [90_000, 3000]);
  assert.throws(() => loadConfig({ PLUGIN_TIMEOUT_MS: '5', REMOTE_LOAD_TIMEOUT_MS: 'soon' }), /PLUGIN_TIMEOUT_MS[\s\S]*REMOTE_LOAD_TIMEOUT_MS|REMOTE_LOAD_TIMEOUT_MS[\s\S]*PLUGIN_TIMEOUT_MS/);
});

test('edge caching: EDGE_CACHE_SECONDS and EDGE_STALE_SECONDS', () => {
  const edge = (env: Record<string, string>) => settings(env, 'edgeCacheSeconds', 'edgeStaleSeconds');
  assert.deepEqual(edge({}), [30, 300]);
  assert.deepEqual(edge({ EDGE_CACHE_SECONDS: '0', EDGE_STALE_SECONDS: '0' }), [0, 0]);
  assert.throws(() => loadConfig({ EDGE_CACHE_SECONDS: '-1', EDGE_STALE_SECONDS: 'long' }), /EDGE_CACHE_SECONDS[\s\S]*EDGE_STALE_SECONDS/);
});

test('Web Push: VAPID keys both or neither, subject defaults to MAIL_FROM; PUSH_INSECURE_TLS only in tests', () => {
  const publicKey = 'BJ82mLhHif6-p_-Aah01DefytUad3xIk1nDue5E2_CZ8sbroqsNAG1VopWSCtULgYqG1q9R_bDLqmJ_gA0cgDL4';
  const privateKey = 'yjWGhuiVsQinLuYaLw3NMWj3qsWQhwNfGhy0T0rb1-g';
  assert.equal(loadConfig({}).vapid, undefined);
  assert.equal(loadConfig({}).messageNoticesIntervalMinutes, 5);
  assert.deepEqual(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, MAIL_FROM: 'Realty <ops@example.com>' }).vapid, {
    publicKey,
    privateKey,
    subject: 'mailto:ops@example.com',
  });
  assert.equal(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'https://example.com' }).vapid?.subject, 'https://example.com');
  assert.throws(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey }), /VAPID_PRIVATE_KEY: must be set together with VAPID_PUBLIC_KEY/);
  assert.throws(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey }), /VAPID_PUBLIC_KEY/);
  assert.throws(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' }), /VAPID_SUBJECT/);
  assert.equal(loadConfig({ PUSH_INSECURE_TLS: '1' }).pushInsecureTls, false);
  assert.equal(loadConfig({ NODE_ENV: 'test', PUSH_INSECURE_TLS: '1' }).pushInsecureTls, true);
  assert.equal(loadConfig({ PUSH_CA_FILE: 'e2e/push-ca.pem' }).pushCaFile, path.join(REPO_ROOT, 'e2e/push-ca.pem'));
});
