// Bad input never gives a 5xx on the account endpoints: wrong types, arrays, nested objects,
// operator-looking objects, huge strings, broken JSON, repeated query keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import { build } from '../helper';
import { send, signUp } from './helpers';

const BODIES: unknown[] = [
  [],
  'text',
  42,
  null,
  { email: { $gt: '' }, password: { $ne: null } },
  { email: ['a@b.co', 'c@d.co'], password: ['x'] },
  { name: 'x'.repeat(100_000), email: `${'a'.repeat(300)}@example.com`, password: 'p'.repeat(5000) },
  { user_id: { id: 1 }, realty_id: [1, 2], filter: { rooms: [[1]] }, status: ['active'], name: 12, token: 5 },
  { user_id: '1e3', realty_id: '0x10', phone: '\u0000\u0000', email: 'a@b.co\u0000' },
  { user_id: 1e20, realty_id: -0, password_confirmation: {} },
];

const ENDPOINTS: [string, string][] = [
  ['POST', '/en/api/register'],
  ['POST', '/en/api/login'],
  ['POST', '/en/api/password/forgot'],
  ['POST', '/en/api/password/reset'],
  ['POST', '/en/api/realty/favorite'],
  ['DELETE', '/en/api/realty/favorite'],
  ['POST', '/en/api/realty/filter/save'],
  ['PATCH', '/en/api/saved-searches/1'],
  ['PATCH', '/en/api/user/list'],
  ['DELETE', '/en/api/user/list'],
  ['PATCH', '/en/api/profile'],
  ['PUT', '/en/api/profile/password'],
  ['POST', '/en/api/profile/photo'],
];

const QUERIES = [
  '?user_id=1&user_id=2',
  '?user_id[]=1',
  '?user_id=%00',
  '?realty_id=1e400&user_id=-1',
  '?page=-5&per_page=100000',
  '?status[]=active',
  '?token=%F0%9F%98%80',
];

test('malformed input never gives a 5xx', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  for (const [method, url] of ENDPOINTS) {
    for (const body of BODIES) {
      const options: InjectOptions = { method: method as 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
      const res = await send(alice.jar, options);
      assert.ok(res.statusCode < 500, `${method} ${url} ${JSON.stringify(body).slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      assert.doesNotMatch(res.body, /\bat .+\.ts:\d+/, 'no stack trace');
    }
    const broken = await send(alice.jar, { method: method as 'POST', url, payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    assert.ok(broken.statusCode < 500 && broken.statusCode >= 400, `${method} ${url} broken JSON -> ${broken.statusCode}`);
  }
  for (const path of ['/en/api/realty/favorite', '/en/api/user/favorite', '/en/api/user/list', '/en/api/saved-searches', '/en/api/password/reset', '/en/api/user', '/en/api/refresh']) {
    for (const query of QUERIES) {
      const res = await alice.jar.inject({ url: `${path}${query}` });
      assert.ok(res.statusCode < 500, `GET ${path}${query} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  // The account still works afterwards.
  assert.equal((await alice.jar.inject({ url: '/api/user' })).statusCode, 200);
});
