import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('./remotes-cli.ts', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });

test('remotes-cli set moves one remote and check validates; both refuse what the server would refuse', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remotes-cli-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'remotes.json');
  writeFileSync(file, JSON.stringify({ blog: '/remotes/mf-blog/1.0.0/mf-manifest.json' }));

  const set = run('set', file, 'blog', '/remotes/mf-blog/1.1.0/mf-manifest.json');
  assert.equal(set.status, 0, set.stderr);
  assert.deepEqual(JSON.parse(set.stdout), { blog: '/remotes/mf-blog/1.1.0/mf-manifest.json' });
  assert.equal(run('check', file).status, 0);

  const unknown = run('set', file, 'blogx', '/x/mf-manifest.json');
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /unknown remote "blogx"/);
  const badUrl = run('set', file, 'blog', 'ftp://cdn/mf-manifest.json');
  assert.equal(badUrl.status, 1);
  assert.match(badUrl.stderr, /blog: must be an absolute path/);

  writeFileSync(file, JSON.stringify({ blog: '/remotes/mf-blog/1.0.0/mf-manifest.json', blogx: '/x' }));
  const check = run('check', file);
  assert.equal(check.status, 1);
  assert.match(check.stderr, /Unrecognized key: "blogx"/);
  assert.equal(run('set', file, 'blog', '/remotes/mf-blog/1.1.0/mf-manifest.json').status, 1, 'an invalid current file is not built upon');
});
