// The OpenAPI document passes Redocly's `recommended` ruleset (the engine of `@redocly/cli lint`, from
// @redocly/openapi-core) with no error. Two rules are off by decision, not by accident:
// - info-license: the API is the site's own, not published under a licence;
// - no-server-example.com: servers[0] is PUBLIC_URL, localhost in development and in this test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from '@redocly/openapi-core';
import { build } from '../helper';

test('the OpenAPI document lints clean under Redocly recommended', async (t) => {
  const app = await build(t);
  const body = (await app.inject({ url: '/api/openapi.json' })).body;
  const config = await createConfig({
    extends: ['recommended'],
    rules: { 'info-license': 'off', 'no-server-example.com': 'off' },
  });
  const problems = await lintDocument({
    document: makeDocumentFromString(body, '/api/openapi.json'),
    config: config.styleguide,
    externalRefResolver: new BaseResolver(),
  });
  const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer ?? ''}`);
  assert.deepEqual(errors, []);
  const warnings = problems.filter((problem) => problem.severity === 'warn');
  t.diagnostic(`${warnings.length} warnings: ${[...new Set(warnings.map((problem) => problem.ruleId))].join(', ')}`);
});
