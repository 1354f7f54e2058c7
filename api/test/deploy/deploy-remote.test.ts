// deploy/deploy-remote.sh against a stand-in host: `ssh` and `rsync` on PATH run locally on a folder that plays the
// host's /srv/realty, so the real script's steps (contract check, upload, remotes.json switch) run as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const script = path.join(repo, 'deploy/deploy-remote.sh');

function standIn(t: { after: (fn: () => void) => void }, shellProvides: string, remoteRequires: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-remote-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const host = path.join(dir, 'host');
  const bin = path.join(dir, 'bin');
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(host, 'shell/current'), { recursive: true });
  mkdirSync(bin);
  mkdirSync(dist);
  writeFileSync(path.join(host, 'shell/current/contract.json'), JSON.stringify({ package: 'shell', provides: { '@realty/shared': shellProvides } }));
  writeFileSync(path.join(host, 'remotes.json'), JSON.stringify({ blog: '/remotes/mf-blog/1.0.0/mf-manifest.json' }));
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dist, 'contract.json'), JSON.stringify({ package: 'mf-blog', requires: { '@realty/shared': remoteRequires } }));
  // ssh <host> <command…>: the command runs here; rsync -a --delete <src>/ <host>:<dest>/: a local copy.
  writeFileSync(path.join(bin, 'ssh'), '#!/usr/bin/env bash\nshift\nexec bash -c "$*"\n');
  writeFileSync(path.join(bin, 'rsync'), '#!/usr/bin/env bash\nsrc="${@: -2:1}"; dest="${@: -1}"; dest="${dest#*:}"\nmkdir -p "$dest" && cp -R "$src". "$dest"\n');
  chmodSync(path.join(bin, 'ssh'), 0o755);
  chmodSync(path.join(bin, 'rsync'), 0o755);
  const run = () =>
    spawnSync('bash', [script, 'blog', '1.1.0', 'deploy@stand-in'], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, DEPLOY_ROOT: host, SKIP_BUILD: '1', DEPLOY_DIST: dist },
    });
  return { host, run };
}

test('deploy-remote.sh refuses a remote built against a @realty/shared the environment does not provide, changing nothing', (t) => {
  const { host, run } = standIn(t, '0.2.0', '^0.3.0');
  const result = run();
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /deploy refused: mf-blog needs @realty\/shared \^0\.3\.0, but this environment's shell provides 0\.2\.0/);
  assert.equal(existsSync(path.join(host, 'remotes/mf-blog/1.1.0')), false, 'nothing uploaded');
  assert.deepEqual(JSON.parse(readFileSync(path.join(host, 'remotes.json'), 'utf8')), { blog: '/remotes/mf-blog/1.0.0/mf-manifest.json' });
});

test('deploy-remote.sh uploads a fitting remote and switches remotes.json to it', (t) => {
  const { host, run } = standIn(t, '0.2.3', '^0.2.1');
  const result = run();
  assert.equal(result.status, 0, result.stderr);
  assert.ok(existsSync(path.join(host, 'remotes/mf-blog/1.1.0/mf-manifest.json')), 'uploaded to its version folder');
  assert.deepEqual(JSON.parse(readFileSync(path.join(host, 'remotes.json'), 'utf8')), { blog: '/remotes/mf-blog/1.1.0/mf-manifest.json' });
  assert.match(result.stdout, /blog -> \/remotes\/mf-blog\/1\.1\.0\/mf-manifest\.json/);
});
