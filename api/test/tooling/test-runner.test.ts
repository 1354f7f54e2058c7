// The test suite's own tooling: which API test files the PostgreSQL pass runs (api/scripts/test-files.mjs) and the
// background build beside the tests (scripts/with-background.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(apiRoot, '..');

function listed(...args: string[]): string[] {
  const res = spawnSync(process.execPath, ['scripts/test-files.mjs', ...args], { cwd: apiRoot, encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
  return res.stdout.trim().split('\n');
}

test('the PostgreSQL pass runs every file that reaches a test database, and only those', () => {
  const all = listed();
  const database = listed('--database');
  assert.ok(all.length > 100, `${all.length} test files`);
  assert.ok(all.every((f) => f.endsWith('.test.ts')));
  // Directly (helper.ts -> db.ts), through a folder's own helper (public/site.ts), and by reading the server's URL.
  for (const file of ['test/catalog-map/map.test.ts', 'test/public/pages.test.ts', 'test/replicas/read-replicas.test.ts', 'src/db/db.test.ts']) {
    assert.ok(database.includes(file), `${file} runs on PostgreSQL`);
  }
  for (const file of ['src/services/money.test.ts', 'src/web/remotes.test.ts', 'test/deploy/deploy-files.test.ts', 'test/tooling/test-runner.test.ts']) {
    assert.ok(all.includes(file) && !database.includes(file), `${file} runs once, on PGlite`);
  }
  for (const file of all.filter((f) => !f.startsWith('test/tooling/'))) {
    const source = readFileSync(path.join(apiRoot, file), 'utf8');
    if (/createTestDatabase|appForFile|await build\(/.test(source)) assert.ok(database.includes(file), `${file} uses a database`);
  }
});

function withBackground(background: string, foreground: string) {
  return spawnSync(process.execPath, ['scripts/with-background.mjs', background, foreground], { cwd: repoRoot, encoding: 'utf8', timeout: 30_000 });
}

test('with-background: both commands run; the background output follows, prefixed; its failure fails the run', () => {
  const ok = withBackground('echo built', 'echo tested');
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /tested\n[^]*\[background\] echo built: exit 0 after \d+ s\n\[background\] built/);

  const backFails = withBackground('echo broken >&2; exit 3', 'echo tested');
  assert.equal(backFails.status, 1);
  assert.match(backFails.stdout, /\[background\] broken/);
});

test('with-background: a failing foreground stops the background and gives its own status', () => {
  const started = Date.now();
  const res = withBackground('sleep 20; echo late', 'exit 4');
  assert.equal(res.status, 4);
  assert.ok(Date.now() - started < 15_000, 'the background was stopped, not waited for');
  assert.match(res.stdout, /stopped \(SIGTERM\)/);
  assert.doesNotMatch(res.stdout, /\[background\] late/);
});
