// Static shell and remotes with cache headers, and remotes.json (defaults or REMOTES_JSON).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { build } from '../helper';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../../src/web/static';
import { readRemotes } from '../../src/web/remotes';
import { REMOTES_JSON_CACHE } from '../../src/web';
import { FIXTURES } from './fixtures';

let app: FastifyInstance;
before(async () => {
  app = await build(undefined, { config: { shellDist: FIXTURES.shellDist, remotesDistRoot: FIXTURES.remotesDistRoot } });
});
after(() => app.close());

describe('static files', () => {
  test('hashed shell chunk: immutable', async () => {
    const res = await app.inject({ url: '/shell/main.0123abcd.js' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.match(String(res.headers['content-type']), /javascript/);
  });

  test('unhashed shell file: revalidated', async () => {
    const res = await app.inject({ url: '/shell/runtime.js' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], REVALIDATE);
  });

  test('remote manifest and entry: no-cache; hashed chunk: immutable; CORS open', async () => {
    const manifest = await app.inject({ url: '/remotes/mf-catalog/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], REVALIDATE);
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    assert.equal(manifest.json().name, 'mf_catalog');
    const entry = await app.inject({ url: '/remotes/mf-catalog/remoteEntry.js' });
    assert.equal(entry.headers['cache-control'], REVALIDATE);
    const chunk = await app.inject({ url: '/remotes/mf-catalog/412.9f8e7d6c5b.js' });
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    assert.equal((await app.inject({ url: '/remotes/mf-blog/mf-manifest.json' })).statusCode, 200);
  });

  test('missing files are 404, never the HTML page', async () => {
    const traversal = await app.inject({ url: '/shell/../../package.json' });
    assert.equal(traversal.statusCode, 404);
    assert.doesNotMatch(traversal.body, /"name"/);
    for (const url of ['/shell/nope.js', '/remotes/mf-catalog/nope.js', '/remotes/mf-listing/mf-manifest.json']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(String(res.headers['content-type']), /html/, url);
    }
  });

  test('cache policy by file name', () => {
    assert.equal(cacheControlFor('/x/mf-manifest.json'), REVALIDATE);
    assert.equal(cacheControlFor('/x/remoteEntry.js'), REVALIDATE);
    assert.equal(cacheControlFor('/x/123.abcdef0123.css'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/font-0a1b2c3d4e.woff2'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/logo.svg'), REVALIDATE);
  });
});

describe('remotes.json', () => {
  test('defaults: each remote under /remotes/mf-<name>/, short cache', async () => {
    const res = await app.inject({ url: '/remotes.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], REMOTES_JSON_CACHE);
    assert.deepEqual(res.json(), {
      catalog: '/remotes/mf-catalog/mf-manifest.json',
      listing: '/remotes/mf-listing/mf-manifest.json',
      profile: '/remotes/mf-profile/mf-manifest.json',
      blog: '/remotes/mf-blog/mf-manifest.json',
      auth: '/remotes/mf-auth/mf-manifest.json',
      admin: '/remotes/mf-admin/mf-manifest.json',
    });
  });

  test('REMOTES_JSON per environment (missing remotes keep their default); CDN origin allowed by the CSP', async () => {
    const local = await build(undefined, { config: { remotesJson: FIXTURES.remotesJson } });
    try {
      const res = await local.inject({ url: '/remotes.json' });
      assert.equal(res.json().catalog, 'https://cdn.example.com/mf-catalog/1.2.0/mf-manifest.json');
      assert.equal(res.json().auth, '/remotes/mf-auth/mf-manifest.json');
      const page = await local.inject({ url: '/tr' });
      assert.match(String(page.headers['content-security-policy']), /script-src 'self' https:\/\/cdn\.example\.com/);
    } finally {
      await local.close();
    }
  });

  test('an invalid REMOTES_JSON is a clear start-up error', () => {
    assert.throws(() => readRemotes({ remotesJson: FIXTURES.badRemotesJson }), /REMOTES_JSON: invalid .*catalog: must be/);
    assert.throws(() => readRemotes({ remotesJson: '/no/such/remotes.json' }), /REMOTES_JSON: invalid \/no\/such\/remotes.json: cannot read the file \(ENOENT\)/);
  });
});

describe('favicon', () => {
  test('/favicon.svg and /favicon.ico are served from api/public, cached for a day', async () => {
    const svg = await app.inject({ url: '/favicon.svg' });
    assert.equal(svg.statusCode, 200);
    assert.match(String(svg.headers['content-type']), /^image\/svg\+xml/);
    assert.match(svg.body, /^<svg /);
    assert.equal(svg.headers['cache-control'], 'public, max-age=86400');
    const ico = await app.inject({ url: '/favicon.ico' });
    assert.equal(ico.statusCode, 200);
    assert.match(String(ico.headers['content-type']), /^image\/(x-icon|vnd\.microsoft\.icon)/);
    assert.deepEqual([...ico.rawPayload.subarray(0, 4)], [0, 0, 1, 0]); // ICO header: reserved 0, type 1 (icon)
  });

  test('the page template links both icons', async () => {
    const { readFileSync } = await import('node:fs');
    const template = readFileSync(new URL('../../../shell/src/index.html', import.meta.url), 'utf8');
    assert.match(template, /<link rel="icon" href="\/favicon\.ico"/);
    assert.match(template, /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml">/);
  });
});
