// Issue 11 items 7 and 11: start-up failures end with one line naming the setting and the cause (no stack
// trace), and a second server process on the same PGlite data directory is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/client';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock';
import { startupErrorLine } from '../../src/startup-error';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Run `src/server.ts` with `env`; resolves with its exit code and output (killed after 90 s). */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', CBRT_RATES_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

test('a second server process on the same PGlite data directory is refused with one line', async (t) => {
  const tmp = await mkdtemp(path.join(tmpdir(), 'realty-lock-'));
  t.after(() => rm(tmp, { recursive: true, force: true }));
  const dataDir = path.join(tmp, 'pglite');
  const first = await openDatabase({ dataDir });
  try {
    await assert.rejects(openDatabase({ dataDir }), DataDirLockedError, 'a second open in the same process');
    const second = await runServer({ DATA_DIR: tmp, OUTBOX_DIR: path.join(tmp, 'outbox'), UPLOADS_DIR: path.join(tmp, 'uploads') });
    assert.equal(second.code, 1, second.stderr);
    assert.deepEqual(lines(second.stderr), [
      `DATA_DIR: the PGlite data directory ${dataDir} is in use by another server process (pid ${process.pid}); stop it, or give this one another DATA_DIR (or a DATABASE_URL)`,
    ]);
    assert.equal(second.stdout, '');
  } finally {
    await first.close();
  }
  assert.equal(existsSync(`${dataDir}.lock`), false, 'the lock is released on close');
  // A lock left by a process that is gone is taken over.
  writeFileSync(`${dataDir}.lock`, '2147483646\n');
  const release = lockDataDir(dataDir);
  release();
});

test('a wrong database URL or port ends start-up with one line naming DATABASE_URL and the cause', async (t) => {
  const tmp = await mkdtemp(path.join(tmpdir(), 'realty-start-'));
  t.after(() => rm(tmp, { recursive: true, force: true }));
  const run = await runServer({ DATABASE_URL: 'postgres://realty:s3cret-pass@127.0.0.1:1/nope', DATA_DIR: tmp });
  assert.equal(run.code, 1, run.stderr);
  const out = lines(run.stderr);
  assert.equal(out.length, 1, run.stderr);
  assert.match(out[0] ?? '', /^DATABASE_URL: cannot connect to postgres:\/\/realty:\*\*\*@127\.0\.0\.1:1\/nope \(.*ECONNREFUSED.*\)$/);
  assert.equal(run.stderr.includes('s3cret-pass'), false, 'no password in the output');
  assert.equal(run.stderr.includes('    at '), false, 'no stack trace');
});

test('startupErrorLine names the setting for each stage', () => {
  const config = { databaseUrl: undefined, pgliteDir: '/srv/.data/pglite', port: 3000, host: '0.0.0.0' };
  const inUse = Object.assign(new Error('listen EADDRINUSE: address already in use 0.0.0.0:3000'), { code: 'EADDRINUSE' });
  assert.equal(startupErrorLine(inUse, 'listen', config), 'PORT: 3000 is already in use on 0.0.0.0 (listen EADDRINUSE: address already in use 0.0.0.0:3000)');
  assert.equal(
    startupErrorLine(new Error('Invalid FS bundle size'), 'database', config),
    'DATA_DIR: cannot open the PGlite database in /srv/.data/pglite (Invalid FS bundle size)',
  );
  const missing = Object.assign(new Error('database "realty" does not exist'), { code: '3D000' });
  assert.equal(
    startupErrorLine(missing, 'database', { ...config, databaseUrl: 'postgres://u:p@db:5432/realty' }),
    'DATABASE_URL: cannot connect to postgres://u:***@db:5432/realty (3D000: database "realty" does not exist)',
  );
});
