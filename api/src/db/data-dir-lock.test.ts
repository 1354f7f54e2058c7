import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

test('a data directory whose parent folders do not exist yet (a fresh checkout) is locked, then released', (t) => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'realty-lock-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const dir = path.join(root, '.data', 'e2e', 'pglite');
  const release = lockDataDir(dir);
  assert.equal(existsSync(`${dir}.lock`), true);
  assert.throws(() => lockDataDir(dir), DataDirLockedError);
  release();
  assert.equal(existsSync(`${dir}.lock`), false);
});
