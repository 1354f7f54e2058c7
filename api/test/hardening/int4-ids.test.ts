// Issue 11 item 3: ids of 2^31 and above (past the int4 id columns) answer 404 or 422, never 500.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helper';
import { send, signUp } from '../accounts/helpers';

test('ids >= 2^31 give 404/422 on every operation that takes one', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  for (const big of ['2147483648', '9999999999', '99999999999']) {
    const cases: [string, string, unknown, number][] = [
      ['POST', '/en/api/realty/favorite', { realty_id: big }, 422],
      ['DELETE', `/en/api/realty/favorite?realty_id=${big}`, undefined, 422],
      ['PATCH', `/en/api/saved-searches/${big}`, { name: 'x' }, 422],
      ['DELETE', `/en/api/saved-searches/${big}`, undefined, 422],
      ['PATCH', '/en/api/user/list', { realty_id: big, status: 'hidden' }, 422],
      ['DELETE', `/en/api/user/list?realty_id=${big}`, undefined, 422],
      ['GET', `/en/api/user/favorite?user_id=${big}`, undefined, 422],
      ['GET', `/en/api/realty/${big}`, undefined, 422],
      ['POST', `/en/api/realty/${big}/phone`, undefined, 422],
      ['POST', `/en/api/realty/${big}/view`, undefined, 422],
      ['GET', `/en/api/nearby/${big}`, undefined, 422],
      ['GET', `/en/api/similar-ads/${big}`, undefined, 422],
    ];
    for (const [method, url, payload, status] of cases) {
      const res = await send(alice.jar, { method: method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }) });
      assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
      assert.equal(typeof res.json<{ message: string }>().message, 'string');
    }
  }
  // The largest int4 id is still a valid (missing) id.
  const max = await send(alice.jar, { method: 'POST', url: '/en/api/realty/favorite', payload: { realty_id: 2147483647 } });
  assert.equal(max.statusCode, 404, max.body);
});
