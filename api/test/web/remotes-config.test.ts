// remotes.json edited while the server runs (issue 24): a bad edit never takes the site down, the last good
// configuration keeps serving, readiness reports the refusal, and no 5xx body shows a path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from '../helper';
import { FIXTURES } from './fixtures';

const V1 = '/remotes/mf-blog/1.0.0/mf-manifest.json';
const V2 = '/remotes/mf-blog/2.0.0/mf-manifest.json';

test('an unknown key in remotes.json: pages stay 200 on the last good configuration, readiness names the reason', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remotes-live-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'remotes.json');
  writeFileSync(file, JSON.stringify({ blog: V1 }));
  const app = await build(t, { config: { shellDist: FIXTURES.shellDist, remotesDistRoot: FIXTURES.remotesDistRoot, remotesJson: file } });

  assert.equal((await app.inject({ url: '/remotes.json' })).json().blog, V1);
  const ready = await app.inject({ url: '/api/health/ready' });
  assert.equal(ready.statusCode, 200);
  assert.deepEqual(ready.json().remotes.source, 'file');
  assert.equal(ready.json().remotes.ok, true);

  writeFileSync(file, JSON.stringify({ blog: V2, blogx: '/remotes/mf-blog/2.0.0/mf-manifest.json' }));
  await sleep(5200); // the file is re-read at most every 5 s
  const page = await app.inject({ url: '/en/journal' });
  assert.equal(page.statusCode, 200, 'the site keeps serving');
  assert.ok(!page.body.includes(dir), 'no path in the page');
  assert.equal((await app.inject({ url: '/remotes.json' })).json().blog, V1, 'the last good configuration is in force');
  const refused = await app.inject({ url: '/api/health/ready' });
  assert.equal(refused.statusCode, 200, 'still ready: it serves the last good configuration');
  assert.equal(refused.json().status, 'ready');
  assert.equal(refused.json().remotes.ok, false);
  assert.match(refused.json().remotes.reason, /Unrecognized key: "blogx"/);
  assert.ok(!refused.body.includes(dir), 'readiness shows no path');
});

test('the CSP follows remotes.json: a remote moved to a new origin is allowed without a restart', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remotes-csp-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'remotes.json');
  writeFileSync(file, JSON.stringify({ blog: 'https://cdn-a.example.com/mf-blog/1.0.0/mf-manifest.json' }));
  const app = await build(t, { config: { shellDist: FIXTURES.shellDist, remotesDistRoot: FIXTURES.remotesDistRoot, remotesJson: file } });
  const csp = async () => String((await app.inject({ url: '/en' })).headers['content-security-policy']);
  assert.match(await csp(), /script-src 'self' https:\/\/cdn-a\.example\.com/);

  writeFileSync(file, JSON.stringify({ blog: 'https://cdn-b.example.com/mf-blog/1.1.0/mf-manifest.json' }));
  await sleep(5200);
  const moved = await csp();
  assert.match(moved, /script-src 'self' https:\/\/cdn-b\.example\.com/);
  assert.doesNotMatch(moved, /cdn-a\.example\.com/);
});

test('an error thrown while rendering a page answers 500 without its message (no path leaks)', async (t) => {
  const app = await build(t, { config: { shellDist: FIXTURES.shellDist, remotesDistRoot: FIXTURES.remotesDistRoot } });
  app.web.registerHeadProvider('*', () => {
    throw new Error('cannot open /srv/realty/secret/remotes.json');
  });
  const res = await app.inject({ url: '/en/about' });
  assert.equal(res.statusCode, 500);
  assert.deepEqual(res.json(), { message: 'Server Error' });
});
