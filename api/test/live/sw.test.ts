// The service worker at /sw.js: JavaScript, never cached, root scope; the pages' CSP lets it register.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../helper';

test('GET /sw.js: the push service worker, no-cache, Service-Worker-Allowed; CSP worker-src allows self', async (t) => {
  const app = await build(t);
  const res = await app.inject({ url: '/sw.js' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /javascript/);
  assert.equal(res.headers['cache-control'], 'no-cache');
  assert.equal(res.headers['service-worker-allowed'], '/');
  assert.match(res.body, /addEventListener\('push'/);
  assert.match(res.body, /notificationclick/);
  const page = await app.inject({ url: '/en' });
  assert.match(String(page.headers['content-security-policy']), /worker-src 'self'/);
});
