import { test } from 'node:test';
import { build } from './helper';
import { send, signUp } from './accounts/helpers';
test('dbg', async (t) => {
  const app = await build(t);
  const u = await signUp(app);
  for (const [m, url, payload] of [['GET', '/api/realty/abc'], ['GET', '/api/realty?price_from=x&rooms=9%2B9&page=0&per_page=1.5&dealType=zz&price_to=-1'], ['GET', '/api/location/search?q=&limit=99'], ['PATCH', '/api/profile', { name: 5, email: [] }], ['POST', '/api/realty/favorite', { realty_id: 'x' }], ['PATCH', '/api/agency/members/abc', {}], ['GET', '/api/import/xyz'], ['POST', '/api/realty/filter/save', { filter: 5 }], ['GET', '/api/nearby/5?limit=abc'], ['POST','/api/login','{"a":']] as [string,string,unknown][]) {
    for (const p of ['', '/en', '/ru']) {
      const res = await send(u.jar, { method: m as 'GET', url: p + url, ...(payload === undefined ? {} : typeof payload === 'string' ? { payload, headers: {'content-type':'application/json'} } : { payload: payload as object }) });
      process.stderr.write(`${m} ${p}${url} ${res.statusCode} ${res.body}\n`);
    }
  }
});
