// deploy/nginx/realty.conf as shipped, run by this machine's nginx (Debian 12: 1.22) in front of a real API instance.
// The file is changed only where it names this machine's things, each by an exact replacement that must match
// (REWRITES below): the host's folders become a temp tree with the same layout, the certificate one made here with
// openssl, the ports spare loopback ports, the upstream's two instances this test's one API. A small main
// nginx.conf stands in for Debian's, which includes the site inside `http { }` the same way.
// Also: the systemd units pass `systemd-analyze verify` when the binary exists.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../helper';
import { FIXTURES } from '../web/fixtures';
import { freePort, makeCertificate, nginxArgs, rewrite, runNginx, which, writeMainConf, writeShippedSite } from './nginx-site';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const UNITS = path.join(repo, 'deploy/systemd');

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET over HTTP/1.1 (TLS with the test's self-signed certificate when `tls`), from `from` (a loopback address). */
function get(port: number, urlPath: string, tls: boolean, headers: Record<string, string> = {}, from = '127.0.0.1'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: urlPath, headers, agent: false, rejectUnauthorized: false, localAddress: from };
    const onReply = (res: http.IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    };
    const req = tls ? https.get(options, onReply) : http.get(options, onReply);
    req.on('error', reject);
  });
}

/** GET over HTTP/2 (ALPN h2). */
function getH2(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    session.on('error', reject);
    const req = session.request({ ':path': urlPath });
    let status = 0;
    let body = '';
    req.setEncoding('utf8');
    req.on('response', (headers) => (status = Number(headers[':status'])));
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => session.close(() => resolve({ status, body })));
    req.on('error', reject);
    req.end();
  });
}

/** `nginx -t` passes, with no warning but current nginx's deprecation of `listen ... http2`. */
function assertConfigOk(nginx: string, dir: string): void {
  const check = spawnSync(nginx, ['-t', ...nginxArgs(dir)], { encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
  assert.match(check.stderr, /syntax is ok/);
  // current nginx (>= 1.25.1) deprecates `listen ... http2` with a warning; Debian 12's 1.22 has none to give.
  const warnings = check.stderr.split('\n').filter((line) => /\[(warn|emerg|alert|crit)\]/.test(line) && !/"listen \.\.\. http2" directive is deprecated/.test(line));
  assert.deepEqual(warnings, []);
}

const nginx = which('nginx');
const EDGE_SECONDS = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openssl = which('openssl');
const missing = !nginx
  ? 'nginx is not installed (apt-get install -y nginx; .ci/run installs it)'
  : !openssl
    ? 'openssl is not installed, so no certificate for the TLS server block (.ci/run installs it)'
    : undefined;
// In CI a missing binary is a failure, never a skip.
const skip = missing && !process.env.CI ? missing : false;

test(
  missing ? `deploy/nginx/realty.conf in front of the API (${skip ? 'skipped' : 'failing'}: ${missing})` : 'deploy/nginx/realty.conf passes nginx -t and serves pages, the API, built files and uploads with their cache headers',
  { skip },
  async (t: TestContext) => {
    assert.ok(nginx && openssl, missing ?? '');
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-config-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    // nginx's workers drop to `nobody` when the test runs as root: they must read the tree.
    chmodSync(dir, 0o755);

    // The host's /srv/realty, laid out as deploy/README.md says, with the web fixtures' built files.
    const srv = path.join(dir, 'srv/realty');
    cpSync(FIXTURES.shellDist, path.join(srv, 'shell/releases/r1'), { recursive: true });
    writeFileSync(path.join(srv, 'shell/releases/r1/main.0123abcd.js.map'), '{"version":3}');
    symlinkSync('releases/r1', path.join(srv, 'shell/current'));
    const catalogVersion = path.join(srv, 'remotes/mf-catalog/dist/1.2.0');
    cpSync(path.join(FIXTURES.remotesDistRoot, 'mf-catalog/dist'), catalogVersion, { recursive: true });
    writeFileSync(path.join(srv, 'remotes.json'), JSON.stringify({ catalog: '/remotes/mf-catalog/1.2.0/mf-manifest.json' }));
    const photo = 'ab/3f9a1c2b-test-card.webp';
    mkdirSync(path.join(srv, 'uploads/ab'), { recursive: true });
    writeFileSync(path.join(srv, 'uploads', photo), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));

    // One real API instance on the same tree, configured as deploy/systemd/api.env.example configures the hosts.
    const app = await build(t, {
      env: {
        SHELL_DIST: path.join(srv, 'shell/current'),
        REMOTES_DIST_ROOT: path.join(srv, 'remotes'),
        REMOTES_JSON: path.join(srv, 'remotes.json'),
        UPLOADS_DIR: path.join(srv, 'uploads'),
        // Short, so that the test sees a copy expire and be served stale while nginx refreshes it.
        EDGE_CACHE_SECONDS: String(EDGE_SECONDS),
        EDGE_STALE_SECONDS: '60',
        METRICS: '1',
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (app.server.address() as net.AddressInfo).port;

    const tls = makeCertificate(dir);

    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    writeShippedSite(dir, { tls, srv, upstreams: [apiPort, apiPort], httpPort, httpsPort });
    writeMainConf(nginx, dir);

    await t.test('nginx -t accepts it without a warning', () => assertConfigOk(nginx, dir));

    const { server, stderr } = runNginx(nginx, dir, t);
    // Up when the plain-HTTP server answers (the machine may be busy: a generous deadline, polled).
    for (let waited = 0; ; waited += 100) {
      if (server.exitCode !== null) assert.fail(`nginx exited: ${stderr()}${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      const up = await get(httpPort, '/', false).then(() => true, () => false);
      if (up) break;
      assert.ok(waited < 60_000, 'nginx did not answer within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    await t.test('plain HTTP redirects to HTTPS', async () => {
      const res = await get(httpPort, '/en/sale', false);
      assert.equal(res.status, 301);
      assert.equal(res.headers.location, 'https://127.0.0.1/en/sale');
    });

    await t.test('a page and /api/health come from the API, also over HTTP/2', async () => {
      const page = await get(httpsPort, '/en', true);
      assert.equal(page.status, 200);
      assert.match(page.body, /data-fixture="shell"/, 'the shell from SHELL_DIST');
      assert.match(page.body, /<html lang="en"/, 'with the head the API renders');
      const direct = await get(apiPort, '/en', false);
      assert.equal(page.headers['cache-control'], direct.headers['cache-control'], 'the API\'s cache policy, unchanged');
      const health = await get(httpsPort, '/api/health', true);
      assert.equal(health.status, 200);
      assert.equal((JSON.parse(health.body) as { status: string }).status, 'ok');
      assert.equal(health.headers['cache-control'], 'no-store');
      const h2 = await getH2(httpsPort, '/api/health');
      assert.equal(h2.status, 200);
    });

    await t.test('shell files: hashed names immutable, the rest revalidated, source maps hidden', async () => {
      const chunk = await get(httpsPort, '/shell/main.0123abcd.js', true);
      assert.equal(chunk.status, 200);
      assert.equal(chunk.body, readFileSync(path.join(FIXTURES.shellDist, 'main.0123abcd.js'), 'utf8'));
      assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(String(chunk.headers['content-type']), /javascript/);
      assert.equal(chunk.headers['x-content-type-options'], 'nosniff');
      for (const file of ['index.html', 'runtime.js']) {
        const res = await get(httpsPort, `/shell/${file}`, true);
        assert.equal(res.status, 200, file);
        assert.equal(res.headers['cache-control'], 'no-cache', file);
      }
      assert.equal((await get(httpsPort, '/shell/main.0123abcd.js.map', true)).status, 404);
    });

    await t.test('a versioned remote is served from the folder the API reads it from', async () => {
      const manifest = await get(httpsPort, '/remotes/mf-catalog/1.2.0/mf-manifest.json', true);
      assert.equal(manifest.status, 200);
      assert.equal(manifest.headers['cache-control'], 'no-cache');
      assert.equal(manifest.headers['access-control-allow-origin'], '*');
      assert.equal(manifest.body, readFileSync(path.join(catalogVersion, 'mf-manifest.json'), 'utf8'));
      const fromApi = await get(apiPort, '/remotes/mf-catalog/1.2.0/mf-manifest.json', false);
      assert.equal(fromApi.status, 200, 'the API (REMOTES_DIST_ROOT) finds the same file at the same URL');
      assert.equal(fromApi.body, manifest.body);
      const chunk = await get(httpsPort, '/remotes/mf-catalog/1.2.0/412.9f8e7d6c5b.js', true);
      assert.equal(chunk.status, 200);
      assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(chunk.headers['access-control-allow-origin'], '*');
      assert.equal((await get(httpsPort, '/remotes/mf-catalog/1.9.9/mf-manifest.json', true)).status, 404);
      const remotes = await get(httpsPort, '/remotes.json', true);
      assert.equal(remotes.status, 200);
      assert.equal(remotes.headers['cache-control'], 'public, max-age=60, must-revalidate');
      assert.deepEqual(JSON.parse(remotes.body), { catalog: '/remotes/mf-catalog/1.2.0/mf-manifest.json' });
    });

    await t.test('an anonymous page is kept as a CDN would: MISS, then HIT, 304 on its ETag, stale while it refreshes', async () => {
      const url = '/ru';
      const first = await get(httpsPort, url, true);
      assert.equal(first.status, 200);
      assert.equal(first.headers['x-cache-status'], 'MISS');
      assert.equal(first.headers['cache-control'], `public, max-age=0, s-maxage=${EDGE_SECONDS}, stale-while-revalidate=60`);
      const etag = String(first.headers.etag);
      assert.match(etag, /^W\//);
      const second = await get(httpsPort, url, true);
      assert.equal(second.headers['x-cache-status'], 'HIT');
      assert.equal(second.body, first.body);
      assert.equal(second.headers.etag, etag);
      const revalidated = await get(httpsPort, url, true, { 'if-none-match': etag });
      assert.equal(revalidated.status, 304, 'nginx confirms the browser\'s copy itself');
      // Past s-maxage: the expired copy answers at once while one background request refreshes it (by its ETag).
      // (nginx counts whole seconds and expires a copy once its second has passed: one more second.)
      await sleep((EDGE_SECONDS + 1) * 1000 + 300);
      const stale = await get(httpsPort, url, true);
      assert.equal(stale.status, 200);
      assert.match(String(stale.headers['x-cache-status']), /^(STALE|UPDATING)$/);
      assert.equal(stale.body, first.body);
      let refreshed = '';
      for (let tries = 0; tries < 50 && refreshed !== 'HIT'; tries += 1) {
        await sleep(100);
        refreshed = String((await get(httpsPort, url, true)).headers['x-cache-status']);
      }
      assert.equal(refreshed, 'HIT', 'the background refresh stored a fresh copy');
      // Each currency shown has its copy: the server-rendered prices follow the cookie.
      assert.equal((await get(httpsPort, url, true, { cookie: 'currency=EUR' })).headers['x-cache-status'], 'MISS');
      assert.equal((await get(httpsPort, url, true, { cookie: 'currency=EUR' })).headers['x-cache-status'], 'HIT');
      // The public catalogue reply too.
      assert.equal((await get(httpsPort, '/api/realty?page=1', true)).headers['x-cache-status'], 'MISS');
      assert.equal((await get(httpsPort, '/api/realty?page=1', true)).headers['x-cache-status'], 'HIT');
    });

    await t.test('a signed-in request bypasses the cache and stores nothing in it', async () => {
      for (const cookie of ['realty_session=abc', 'realty_auth=1', 'realty_remote_overrides=x']) {
        const res = await get(httpsPort, '/tr', true, { cookie });
        assert.equal(res.status, 200, cookie);
        assert.equal(res.headers['x-cache-status'], 'BYPASS', cookie);
        assert.equal(res.headers['cache-control'], 'private, no-cache', cookie);
      }
      assert.equal((await get(httpsPort, '/tr', true)).headers['x-cache-status'], 'MISS', 'no copy was stored for a visitor');
      const health = await get(httpsPort, '/api/health', true);
      assert.notEqual(health.headers['x-cache-status'], 'HIT');
      assert.notEqual((await get(httpsPort, '/api/health', true)).headers['x-cache-status'], 'HIT', 'no-store replies are never kept');
    });

    await t.test('/metrics is refused from outside, answered on the host itself', async () => {
      const outside = await get(httpsPort, '/metrics', true, {}, '127.0.0.2');
      assert.equal(outside.status, 403);
      assert.doesNotMatch(outside.body, /realty_/);
      const local = await get(httpsPort, '/metrics', true);
      assert.equal(local.status, 200);
      assert.match(local.body, /realty_http_request_duration_seconds/);
    });

    await t.test('an upload comes from the API once, then from nginx\'s cache', async () => {
      const first = await get(httpsPort, `/uploads/${photo}`, true);
      assert.equal(first.status, 200);
      assert.equal(first.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(first.headers['content-type'], 'image/webp');
      assert.equal(first.headers['x-cache-status'], 'MISS');
      // Gone from the API's storage: only nginx's copy can answer now.
      rmSync(path.join(srv, 'uploads', photo));
      assert.equal((await get(apiPort, `/uploads/${photo}`, false)).status, 404);
      const second = await get(httpsPort, `/uploads/${photo}`, true);
      assert.equal(second.status, 200);
      assert.equal(second.headers['x-cache-status'], 'HIT');
      assert.equal(second.body, first.body);
    });
  },
);

test(
  missing ? `deploy/compose/nginx/default.conf passes nginx -t (${skip ? 'skipped' : 'failing'}: ${missing})` : 'deploy/compose/nginx/default.conf passes nginx -t',
  { skip },
  (t) => {
    assert.ok(nginx, missing ?? '');
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-compose-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    chmodSync(dir, 0o755);
    // compose's service names resolve only inside compose: nginx -t looks the upstream hosts up.
    const site = rewrite(readFileSync(path.join(repo, 'deploy/compose/nginx/default.conf'), 'utf8'), [
      ['server api-1:3000 ', 'server 127.0.0.1:3001 '],
      ['server api-2:3000 ', 'server 127.0.0.1:3002 '],
      ['/var/cache/nginx/', `${dir}/state/`],
    ]);
    writeFileSync(path.join(dir, 'realty.conf'), site);
    writeMainConf(nginx, dir);
    assertConfigOk(nginx, dir);
  },
);

const systemdAnalyze = which('systemd-analyze');
test(
  systemdAnalyze ? 'the systemd units pass systemd-analyze verify' : 'the systemd units pass systemd-analyze verify (skipped: systemd-analyze is not installed)',
  { skip: !systemdAnalyze && 'systemd-analyze is not installed' },
  (t) => {
    assert.ok(systemdAnalyze);
    const dir = mkdtempSync(path.join(tmpdir(), 'units-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    // The units run Debian's /usr/bin/node; where node lives elsewhere, that one path becomes this node.
    const node = existsSync('/usr/bin/node') ? undefined : process.execPath;
    const copy = (from: string, to: string) => {
      const text = readFileSync(path.join(UNITS, from), 'utf8');
      assert.match(text, /^ExecStart=\/usr\/bin\/node /m);
      writeFileSync(path.join(dir, to), node ? text.replace(/^ExecStart=\/usr\/bin\/node /m, `ExecStart=${node} `) : text);
    };
    copy('realty-api@.service', 'realty-api@.service');
    copy('realty-api@.service', 'realty-api@3001.service');
    copy('realty-worker.service', 'realty-worker.service');
    const verify = spawnSync(systemdAnalyze, ['verify', '--man=no', 'realty-api@3001.service', 'realty-worker.service'], { cwd: dir, encoding: 'utf8' });
    assert.equal(verify.status, 0, verify.stderr);
    // Unknown keys and malformed paths are only warnings ("…, ignoring"): none allowed.
    assert.equal(verify.stderr.trim(), '');
    for (const unit of ['realty-api@.service', 'realty-worker.service']) {
      const text = readFileSync(path.join(UNITS, unit), 'utf8');
      const writable = /^ReadWritePaths=(.+)$/m.exec(text)?.[1]?.split(/\s+/) ?? [];
      const env = readFileSync(path.join(UNITS, 'api.env.example'), 'utf8');
      for (const name of ['DATA_DIR', 'UPLOADS_DIR', 'OUTBOX_DIR']) {
        const value = new RegExp(`^${name}=(.+)$`, 'm').exec(env)?.[1];
        assert.ok(value && writable.includes(value), `${unit} may write ${name} (${value ?? 'unset in api.env.example'})`);
      }
    }
  },
);
