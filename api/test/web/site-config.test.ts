// The shell's settings inlined into every page (help center URL from HELP_CENTER_URL).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helper';

test('HELP_CENTER_URL is inlined into the page data', async (t) => {
  const app = await build(t, { env: { HELP_CENTER_URL: 'https://support.example.org/realty' } });
  const res = await app.inject({ url: '/en/about' });
  assert.equal(res.statusCode, 200);
  const json = /<script type="application\/json" id="__INITIAL_DATA__">(.*?)<\/script>/s.exec(res.body)?.[1];
  assert.ok(json, 'initial data present');
  assert.deepEqual(JSON.parse(json)['/site-config'], { help_center_url: 'https://support.example.org/realty' });
});

test('without HELP_CENTER_URL nothing is inlined', async (t) => {
  const app = await build(t);
  const res = await app.inject({ url: '/en/about' });
  assert.equal(res.statusCode, 200);
  assert.doesNotMatch(res.body, /site-config/);
});

test('YANDEX_MAPS_KEY is inlined for the map loader', async (t) => {
  const app = await build(t, { env: { YANDEX_MAPS_KEY: 'test-maps-key' } });
  const res = await app.inject({ url: '/en/about' });
  const json = /<script type="application\/json" id="__INITIAL_DATA__">(.*?)<\/script>/s.exec(res.body)?.[1];
  assert.ok(json, 'initial data present');
  assert.deepEqual(JSON.parse(json)['/site-config'], { yandex_maps_key: 'test-maps-key' });
});

test('REMOTE_LOAD_TIMEOUT_MS is inlined only when it differs from the shell default (8 s)', async (t) => {
  const app = await build(t, { env: { REMOTE_LOAD_TIMEOUT_MS: '3000' } });
  const res = await app.inject({ url: '/en/about' });
  const json = /<script type="application\/json" id="__INITIAL_DATA__">(.*?)<\/script>/s.exec(res.body)?.[1];
  assert.ok(json, 'initial data present');
  assert.deepEqual(JSON.parse(json)['/site-config'], { remote_timeout_ms: 3000 });
  const plain = await build(t, { env: { REMOTE_LOAD_TIMEOUT_MS: '8000' } });
  assert.doesNotMatch((await plain.inject({ url: '/en/about' })).body, /site-config/);
});
