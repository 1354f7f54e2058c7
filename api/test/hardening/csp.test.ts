// Issue 11 item 12: the CSP allows the Yandex Maps hosts only when a maps key is configured.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helper';

test('CSP: no Yandex hosts without YANDEX_MAPS_KEY; the configured hosts with it', async (t) => {
  const without = await build(t);
  const csp = String((await without.inject({ url: '/api/health' })).headers['content-security-policy']);
  assert.match(csp, /default-src 'self'/);
  assert.equal(/yandex|yastatic/.test(csp), false, csp);

  const withKey = await build(t, { env: { YANDEX_MAPS_KEY: 'test-key' } });
  const keyed = String((await withKey.inject({ url: '/api/health' })).headers['content-security-policy']);
  assert.match(keyed, /script-src 'self' https:\/\/api-maps\.yandex\.ru https:\/\/\*\.api-maps\.yandex\.ru/);
  assert.match(keyed, /frame-src 'self' https:\/\/api-maps\.yandex\.ru/);
});
