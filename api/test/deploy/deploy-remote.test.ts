// deploy/deploy-remote.sh against a stand-in host: `ssh` and `rsync` on PATH run locally on a folder that plays the
// host's /srv/realty, so the real script's steps (contract check, upload, remotes.json switch) run as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteBundleLocations } from '../../src/web/ssr/bundles';
import { remoteDist } from '../../src/web/static';

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
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server/ssr.cjs'), 'module.exports = {};\n');
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
  assert.equal(existsSync(path.join(host, 'remotes/mf-blog/dist/1.1.0')), false, 'nothing uploaded');
  assert.deepEqual(JSON.parse(readFileSync(path.join(host, 'remotes.json'), 'utf8')), { blog: '/remotes/mf-blog/1.0.0/mf-manifest.json' });
});

test('deploy-remote.sh uploads a fitting remote and switches remotes.json to it', (t) => {
  const { host, run } = standIn(t, '0.2.3', '^0.2.1');
  const result = run();
  assert.equal(result.status, 0, result.stderr);
  assert.ok(existsSync(path.join(host, 'remotes/mf-blog/dist/1.1.0/mf-manifest.json')), 'uploaded to its version folder');
  const remotes = JSON.parse(readFileSync(path.join(host, 'remotes.json'), 'utf8')) as { blog: string };
  assert.deepEqual(remotes, { blog: '/remotes/mf-blog/1.1.0/mf-manifest.json' });
  assert.match(result.stdout, /blog -> \/remotes\/mf-blog\/1\.1\.0\/mf-manifest\.json/);
  // With the shipped REMOTES_DIST_ROOT (<DEPLOY_ROOT>/remotes, deploy/systemd/api.env.example) the API finds what was
  // uploaded: the manifest it serves and reads preload hints from, and the server bundle it renders the pages with.
  const shipped = /^REMOTES_DIST_ROOT=(.+)$/m.exec(readFileSync(path.join(repo, 'deploy/systemd/api.env.example'), 'utf8'))?.[1];
  assert.equal(shipped, '/srv/realty/remotes', 'api.env.example sets REMOTES_DIST_ROOT to <DEPLOY_ROOT>/remotes');
  const remotesDistRoot = path.join(host, 'remotes');
  assert.ok(existsSync(path.join(remoteDist(remotesDistRoot, 'blog'), '1.1.0/mf-manifest.json')), 'served by the API at the manifest URL');
  const [bundle] = remoteBundleLocations('blog', remotes.blog, remotesDistRoot);
  assert.equal(bundle, path.join(host, 'remotes/mf-blog/dist/1.1.0/server/ssr.cjs'));
  assert.ok(existsSync(bundle), 'the server bundle is where the server reads it');
});
