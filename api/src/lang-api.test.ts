import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rewriteLangApi } from './lang-api';

test('rewriteLangApi routes /{lang}/api/... as /api/... and leaves every other URL alone', () => {
  assert.equal(rewriteLangApi('/en/api/realty?page=2'), '/api/realty?page=2');
  assert.equal(rewriteLangApi('/ru/api/pages/real-estate/sale'), '/api/pages/real-estate/sale');
  assert.equal(rewriteLangApi('/tr/api'), '/api');
  assert.equal(rewriteLangApi('/tr/api?x=1'), '/api?x=1');
  for (const url of ['/api/realty', '/en/apiary', '/de/api/realty', '/en/real-estate/sale', '/en', '/', '/en/api/openapi.json', '/en/api/docs', '/ru/api/docs/static/index.html']) {
    assert.equal(rewriteLangApi(url), url, url);
  }
});
