import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRemotesSource, defaultRemotes, parseRemotes } from './remotes';

function recorder() {
  const lines: { level: string; object: object; message: string }[] = [];
  return {
    lines,
    log: {
      error: (object: object, message: string) => lines.push({ level: 'error', object, message }),
      info: (object: object, message: string) => lines.push({ level: 'info', object, message }),
    },
  };
}

test('parseRemotes names every refused key and no path', () => {
  const result = parseRemotes({ blog: '/remotes/mf-blog/1.2.0/mf-manifest.json', blogx: '/x', catalog: 'ftp://x' });
  assert.equal(result.ok, false);
  assert.match(result.ok ? '' : result.reason, /Unrecognized key: "blogx"/);
  assert.match(result.ok ? '' : result.reason, /catalog: must be an absolute path/);
  const good = parseRemotes({ blog: '/remotes/mf-blog/1.2.0/mf-manifest.json' });
  assert.deepEqual(good, { ok: true, value: { ...defaultRemotes(), blog: '/remotes/mf-blog/1.2.0/mf-manifest.json' } });
});

test('a bad edit of remotes.json keeps the last good configuration, logged once, until the file is good again', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remotes-source-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'remotes.json');
  const v1 = '/remotes/mf-blog/1.0.0/mf-manifest.json';
  const v2 = '/remotes/mf-blog/2.0.0/mf-manifest.json';
  writeFileSync(file, JSON.stringify({ blog: v1 }));
  let clock = 1_000_000;
  const { lines, log } = recorder();
  const source = createRemotesSource({ remotesJson: file }, log, { ttlMs: 5000, now: () => clock });
  assert.equal(source.current().blog, v1);
  assert.deepEqual(source.status(), { source: 'file', ok: true, loadedAt: new Date(1_000_000).toISOString() });

  writeFileSync(file, JSON.stringify({ blog: v2, blogx: '/x' }));
  clock += 1000;
  assert.equal(source.current().blog, v1, 'not re-read within the TTL');
  clock += 5000;
  assert.equal(source.current().blog, v1, 'an unknown key is refused: the last good configuration serves');
  clock += 6000;
  source.current();
  const status = source.status();
  assert.equal(status.ok, false);
  assert.match(status.reason ?? '', /Unrecognized key: "blogx"/);
  assert.doesNotMatch(status.reason ?? '', new RegExp(dir.replace(/[/\\]/g, '.')), 'the reason names no path');
  assert.equal(lines.filter((line) => line.level === 'error').length, 1, 'the same refusal is logged once');
  assert.deepEqual(lines[0]?.object, { file, reason: status.reason });

  rmSync(file);
  clock += 6000;
  assert.equal(source.current().blog, v1, 'a missing file (mid-rename) keeps the last good configuration');
  assert.match(source.status().reason ?? '', /cannot read the file \(ENOENT\)/);

  writeFileSync(file, '{ "blog": ');
  clock += 6000;
  assert.match((source.current(), source.status().reason) ?? '', /not valid JSON/);

  writeFileSync(file, JSON.stringify({ blog: v2 }));
  clock += 6000;
  assert.equal(source.current().blog, v2, 'a good file is in force again');
  assert.equal(source.status().ok, true);
  assert.equal(lines.at(-1)?.message, 'remotes.json valid again');
});

test('without REMOTES_JSON every remote comes from this server and the file is never read', () => {
  const { lines, log } = recorder();
  const source = createRemotesSource({ remotesJson: undefined }, log, { now: () => 0 });
  assert.deepEqual(source.current(), defaultRemotes());
  assert.equal(source.status().source, 'default');
  assert.equal(lines.length, 0);
});

test('a bad REMOTES_JSON at start-up is refused with its path and reason', () => {
  assert.throws(
    () => createRemotesSource({ remotesJson: '/no/such/remotes.json' }, recorder().log),
    /REMOTES_JSON: invalid \/no\/such\/remotes.json: cannot read the file \(ENOENT\)/,
  );
});
