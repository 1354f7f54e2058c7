import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { build } from '../../../test/helper';

test('error handler: 422 for validation, client messages kept, 5xx hidden, no stack traces', async (t) => {
  const app = await build(t);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/_test/validate',
    {
      config: { csrf: false },
      schema: {
        body: z.object({ email: z.email({ message: 'Enter a valid e-mail' }), rooms: z.array(z.string().min(3)).optional() }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async () => ({ ok: true }),
  );
  typed.get('/api/_test/boom', async () => {
    throw new Error('secret database password in message');
  });
  typed.get('/api/_test/forbidden', async () => {
    throw Object.assign(new Error('This action is unauthorized.'), { statusCode: 403 });
  });
  typed.get('/api/_test/lang', async (request) => ({ lang: request.lang }));
  typed.get('/api/_test/bad-response', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () =>
    ({ n: 'not a number' }) as unknown as { n: number },
  );

  const invalid = await app.inject({ method: 'POST', url: '/api/_test/validate', payload: { email: 'nope', rooms: ['ab'] } });
  assert.equal(invalid.statusCode, 422);
  assert.deepEqual(invalid.json(), {
    message: 'Gönderilen bilgiler geçersiz.', // /api is Turkish; /en/api would say 'The given data was invalid.'
    // a message that is not a key (and zod's own English ones) gives way to the translated message of its code
    errors: { email: ['Biçim geçerli değil.'], 'rooms.0': ['En az 3 karakter olmalıdır.'] },
  });

  const missing = await app.inject({ method: 'POST', url: '/api/_test/validate', payload: {} });
  assert.equal(missing.statusCode, 422);
  assert.ok(missing.json().errors.email, 'missing field is named');

  const badQueryApi = await app.inject({ method: 'POST', url: '/api/_test/validate?page=0', payload: { email: 'a@b.co' } });
  assert.equal(badQueryApi.statusCode, 422);
  assert.ok(badQueryApi.json().errors.page);

  const badJson = await app.inject({
    method: 'POST',
    url: '/api/_test/validate',
    headers: { 'content-type': 'application/json' },
    payload: '{"email":',
  });
  assert.equal(badJson.statusCode, 400);
  assert.equal(typeof badJson.json().message, 'string');

  // A GET answered with `status` and exactly `body`; the reply is kept for the stack trace check below.
  const expectGet = async (url: string, status: number, body: unknown) => {
    const res = await app.inject({ url });
    assert.equal(res.statusCode, status);
    assert.deepEqual(res.json(), body);
    return res;
  };
  const boom = await expectGet('/api/_test/boom', 500, { message: 'Server Error' });
  const badResponse = await expectGet('/api/_test/bad-response', 500, { message: 'Server Error' });
  const forbidden = await expectGet('/api/_test/forbidden', 403, { message: 'This action is unauthorized.' });
  await expectGet('/api/nothing', 404, { message: 'Bulunamadı' });
  assert.deepEqual((await app.inject({ url: '/en/api/nothing' })).json(), { message: 'Not Found' });
  assert.deepEqual((await app.inject({ url: '/ru/api/nothing' })).json(), { message: 'Не найдено' });

  assert.deepEqual((await app.inject({ url: '/api/_test/lang' })).json(), { lang: 'tr' });

  for (const res of [invalid, boom, badJson, forbidden, badResponse]) assert.doesNotMatch(res.body, /at .*\.ts:\d+/);
});

test('request.lang follows the language prefix of API routes', async (t) => {
  const app = await build(t);
  const { langOfPath } = await import('./lang');
  assert.equal(langOfPath('/ru/api/data/currency'), 'ru');
  assert.equal(langOfPath('/en/api/login?x=1'), 'en');
  assert.equal(langOfPath('/api/blog'), 'tr');
  assert.equal(langOfPath('/de/api/blog'), 'tr');
  assert.equal(langOfPath('/en?x'), 'en');
  // on a real route
  const res = await app.inject({ url: '/en/api/health' });
  assert.equal(res.statusCode, 200);
});
