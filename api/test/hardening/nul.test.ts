// Issue 11 item 2: a NUL character (U+0000) in any text answers 422 with a field message (it reached
// PostgreSQL and gave 500), and a failed query never writes its bound parameters into the log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { users } from '../../src/db/schema';
import { serializeError } from '../../src/logging';
import { build, CookieJar, testConfig } from '../helper';
import { createTestDatabase } from '../db';
import { send, signUp, withCsrf, xsrf } from '../accounts/helpers';

const FIELD_MESSAGE = 'This field contains a character that is not allowed.';

test('NUL in text input: 422 with a field message on every kind of input', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const searchRes = await send(alice.jar, { method: 'POST', url: '/en/api/realty/filter/save', payload: { filter: { dealType: 'sale' }, name: 'Mine' } });
  assert.equal(searchRes.statusCode, 201, searchRes.body);
  const searchId = searchRes.json<{ data: { id: number } }>().data.id;

  const visitor = await withCsrf(new CookieJar(app));
  const register = await visitor.inject({
    method: 'POST',
    url: '/en/api/register',
    headers: xsrf(visitor),
    remoteAddress: '192.0.2.201',
    payload: { name: 'Ayşe\u0000', lastname: 'Yılmaz', phone: '05321234999', email: 'nul-name@example.com', password: 'Kestane-Sokak-42', password_confirmation: 'Kestane-Sokak-42' },
  });
  assert.equal(register.statusCode, 422, register.body);
  assert.deepEqual(register.json(), { message: FIELD_MESSAGE, errors: { name: [FIELD_MESSAGE] } });

  const cases: [string, Parameters<typeof send>[1], string][] = [
    ['last name', { method: 'PATCH', url: '/en/api/profile', payload: { lastname: 'Yıl\u0000maz' } }, 'lastname'],
    ['name', { method: 'PATCH', url: '/en/api/profile', payload: { name: '\u0000' } }, 'name'],
    ['saved-search name', { method: 'POST', url: '/en/api/realty/filter/save', payload: { filter: { dealType: 'sale' }, name: 'a\u0000b' } }, 'name'],
    ['saved-search url', { method: 'POST', url: '/en/api/realty/filter/save', payload: { filter: { dealType: 'sale' }, url: '/en/real-estate/sale\u0000' } }, 'url'],
    ['saved-search filter', { method: 'POST', url: '/en/api/realty/filter/save', payload: { filter: { dealType: 'sale', search: 'sea\u0000' } } }, 'filter.search'],
    ['rename', { method: 'PATCH', url: `/en/api/saved-searches/${searchId}`, payload: { name: 'x\u0000' } }, 'name'],
    ['query string', { method: 'GET', url: '/en/api/realty?search=a%00b' }, 'search'],
    ['path parameter', { method: 'PATCH', url: '/en/api/saved-searches/1%00', payload: { name: 'x' } }, 'id'],
  ];
  for (const [label, options, field] of cases) {
    const res = await send(alice.jar, options);
    assert.equal(res.statusCode, 422, `${label}: ${res.body}`);
    assert.deepEqual(res.json(), { message: FIELD_MESSAGE, errors: { [field]: [FIELD_MESSAGE] } }, label);
  }
  const ru = await send(alice.jar, { method: 'PATCH', url: '/ru/api/profile', payload: { name: 'a\u0000' } });
  assert.equal(ru.json<{ message: string }>().message, 'Поле содержит недопустимый символ.');
  // Nothing was stored.
  const me = await alice.jar.inject({ url: '/en/api/user' });
  assert.equal(me.json<{ data: { lastname: string } }>().data.lastname, 'Yılmaz');
});

test('a failed query is logged without its bound parameters (no hash, e-mail or phone in the log)', async (t) => {
  const tmp = await mkdtemp(path.join(tmpdir(), 'realty-log-'));
  const database = await createTestDatabase();
  let log = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = await buildApp({ config: testConfig(tmp, { LOG_LEVEL: 'error' }), database, logStream: stream });
  t.after(async () => {
    await app.close();
    await database.close();
    await rm(tmp, { recursive: true, force: true });
  });
  // A write that the database refuses (NUL straight to the driver, past the input guard).
  app.get('/api/test-failing-insert', async () => {
    await app.database.db.insert(users).values({
      name: 'Secret\u0000Name',
      lastname: 'Lastname',
      email: 'leaked-address@example.com',
      phone: '+905321112233',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$leakedsalt$leakedhash',
      orgType: 'private',
      locale: 'en',
    });
    return { ok: true };
  });
  const res = await app.inject({ url: '/api/test-failing-insert' });
  assert.equal(res.statusCode, 500);
  assert.deepEqual(res.json(), { message: 'Server Error' });
  assert.match(log, /unhandled error/);
  assert.match(log, /Failed query: insert into \\"users\\"/, 'the statement text (placeholders) is kept');
  for (const secret of ['leaked-address@example.com', '+905321112233', 'leakedhash', '$argon2id', 'Secret']) {
    assert.equal(log.includes(secret), false, `${secret} is in the log`);
  }
});

test('serializeError drops drizzle params, driver parameters and PostgreSQL detail', () => {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_uq"'), {
    code: '23505',
    detail: 'Key (lower(email))=(someone@example.com) already exists.',
    parameters: ['someone@example.com'],
    constraint: 'users_email_uq',
  });
  const error = Object.assign(new Error('Failed query: insert into users values ($1)\nparams: someone@example.com'), { cause, params: ['someone@example.com'] });
  const out = serializeError(error);
  assert.equal(JSON.stringify(out).includes('someone@example.com'), false, JSON.stringify(out));
  assert.equal(out.message, 'Failed query: insert into users values ($1)');
  assert.deepEqual((out.cause as Record<string, unknown>).code, '23505');
  assert.deepEqual((out.cause as Record<string, unknown>).constraint, 'users_email_uq');
});
