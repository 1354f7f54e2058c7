// Issue 23 item 2: the 500s of the newer routes, fixed where every route gets them: ids past int4 on the agency
// and import routes (the shared id param schemas), malformed multipart and a NUL in a file name (the multipart
// plugin), and lone surrogates in JSON (the input guard).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { settleImports } from '../support/imports';
import { build } from '../helper';
import { insertListing, send, signUp, type TestUser } from '../accounts/helpers';
import { signUpAdmin } from '../admin/helpers';

async function corporate(app: FastifyInstance): Promise<TestUser> {
  const owner = await signUp(app, { org_type: 'corporate', agency_name: `Robust Emlak ${Date.now()}` });
  assert.equal((await owner.jar.inject({ url: '/en/api/agency' })).json<{ data: { role: string } }>().data.role, 'owner');
  return owner;
}

const ID_MESSAGE = { en: 'The id is not valid.', tr: 'Kimlik geçerli değil.', ru: 'Неверный идентификатор.' };

test('ids >= 2^31 on the agency and import routes: 422 with the id field, in the request language', async (t) => {
  const app = await build(t);
  const owner = await corporate(app);
  const routes: [string, string, string, object | undefined][] = [
    ['DELETE', '/api/agency/invitations/{n}', 'invitation', undefined],
    ['PATCH', '/api/agency/members/{n}', 'userId', { post: 'Danışman' }],
    ['DELETE', '/api/agency/members/{n}', 'userId', undefined],
    ['PATCH', '/api/agency/listings/{n}', 'id', { status: 'hidden' }],
    ['GET', '/api/import/{n}', 'id', undefined],
    ['POST', '/api/import/{n}/cancel', 'id', undefined],
    ['POST', '/api/import/feeds/{n}/run', 'id', undefined],
    ['DELETE', '/api/import/feeds/{n}', 'id', undefined],
  ];
  for (const [method, path, field, payload] of routes) {
    for (const n of ['2147483648', '99999999999', '-1', 'abc']) {
      const url = `/en${path.replace('{n}', n)}`;
      const res = await send(owner.jar, { method: method as 'GET', url, ...(payload ? { payload } : {}) });
      assert.deepEqual([res.statusCode, res.json()], [422, { message: ID_MESSAGE.en, errors: { [field]: [ID_MESSAGE.en] } }], `${method} ${url}`);
    }
    // the largest int4 id is an id like any other: not found
    const max = await send(owner.jar, { method: method as 'GET', url: `/en${path.replace('{n}', '2147483647')}`, ...(payload ? { payload } : {}) });
    assert.equal(max.statusCode, 404, `${method} ${path} 2147483647: ${max.body}`);
  }
  for (const lang of ['tr', 'ru'] as const) {
    const prefix = lang === 'tr' ? '' : '/ru';
    const res = await send(owner.jar, { method: 'GET', url: `${prefix}/api/import/2147483648` });
    assert.deepEqual(res.json(), { message: ID_MESSAGE[lang], errors: { id: [ID_MESSAGE[lang]] } }, lang);
  }
});

const boundary = 'robust42';
const filePart = (field: string, filename: string, content: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`;
const TRUNCATED = (filePart('file', 'a.csv', 'x'.repeat(500)) + `--${boundary}--\r\n`).slice(0, 120);
const MALFORMED: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', filePart('file', 'a.csv', 'x') + `--${boundary}--\r\n`],
  ['wrong boundary', 'multipart/form-data; boundary=other', filePart('file', 'a.csv', 'x') + `--${boundary}--\r\n`],
  ['truncated', `multipart/form-data; boundary=${boundary}`, TRUNCATED],
  ['garbage', `multipart/form-data; boundary=${boundary}`, '\u0000\u0001garbage--'],
  ['headers without end', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n`],
];
const UPLOAD_MESSAGE = { en: 'The upload could not be read. Please try again.', tr: 'Yükleme okunamadı. Lütfen tekrar deneyin.', ru: 'Не удалось прочитать загрузку. Попробуйте ещё раз.' };

test('malformed multipart on POST /api/agency/logo and POST /api/import: 400 with a translated message', async (t) => {
  const app = await build(t);
  const owner = await corporate(app);
  for (const url of ['/api/agency/logo', '/api/import']) {
    for (const [label, contentType, payload] of MALFORMED) {
      const res = await send(owner.jar, { method: 'POST', url: `/en${url}`, headers: { 'content-type': contentType }, payload });
      assert.deepEqual([res.statusCode, res.json()], [400, { message: UPLOAD_MESSAGE.en }], `${url} ${label}: ${res.body}`);
    }
    const ru = await send(owner.jar, { method: 'POST', url: `/ru${url}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: TRUNCATED });
    assert.deepEqual([ru.statusCode, ru.json()], [400, { message: UPLOAD_MESSAGE.ru }]);
    const tr = await send(owner.jar, { method: 'POST', url, headers: { 'content-type': 'multipart/form-data' }, payload: TRUNCATED });
    assert.deepEqual([tr.statusCode, tr.json()], [400, { message: UPLOAD_MESSAGE.tr }]);
  }
});

test('a NUL or other control characters in an uploaded file name are cleaned; a NUL in a text part is refused', async (t) => {
  const app = await build(t, { config: { runJobs: true } });
  await app.ready();
  const owner = await corporate(app);
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="full_feed"\r\n\r\n0\r\n` + filePart('file', 'ilan\u0000lar\u0007.csv', 'id,title\n') + `--${boundary}--\r\n`;
  const res = await send(owner.jar, { method: 'POST', url: '/en/api/import', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  assert.equal(res.statusCode, 202, res.body);
  const id = res.json<{ data: { id: number } }>().data.id;
  await settleImports(app);
  const { rows } = await app.database.execute('SELECT filename FROM imports WHERE id = $1', [id]);
  assert.equal((rows[0] as { filename: string }).filename, 'ilanlar.csv');

  const field = `--${boundary}\r\nContent-Disposition: form-data; name="full_feed"\r\n\r\n1\u0000\r\n` + filePart('file', 'a.csv', 'id\n') + `--${boundary}--\r\n`;
  const refused = await send(owner.jar, { method: 'POST', url: '/en/api/import', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: field });
  const text = 'This field contains a character that is not allowed.';
  assert.deepEqual([refused.statusCode, refused.json()], [422, { message: text, errors: { full_feed: [text] } }]);
});

test('a lone surrogate escape in JSON: 422 naming the field (draft autosave, saved-search filter, moderation reject)', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const admin = await signUpAdmin(app);
  const draft = await send(alice.jar, { method: 'POST', url: '/en/api/listings/draft' });
  const draftId = draft.json<{ data: { draft_id: number } }>().data.draft_id;
  const listingId = await insertListing(app, alice.user.id);
  const json = { 'content-type': 'application/json' };
  const text = { en: 'This field contains a character that is not allowed.', tr: 'Bu alan izin verilmeyen bir karakter içeriyor.', ru: 'Поле содержит недопустимый символ.' };
  const cases: [TestUser, string, string, string, string][] = [
    [alice, 'PUT', `/api/listings/draft/${draftId}`, '{"values":{"title":"Deniz \\ud800 manzaralı"}}', 'values.title'],
    [alice, 'PUT', `/api/listings/draft/${draftId}`, '{"values":{"description":"\\udfff"}}', 'values.description'],
    [alice, 'POST', '/api/realty/filter/save', '{"name":"Alanya","filter":{"dealType":"sale","keywords":"deniz \\ud83d"}}', 'filter.keywords'],
    [admin, 'POST', `/api/admin/moderation/${listingId}/reject`, '{"reason":"Fotoğraflar \\ud800 ilana ait değil."}', 'reason'],
  ];
  for (const [who, method, url, payload, field] of cases) {
    for (const lang of ['en', 'tr', 'ru'] as const) {
      const res = await send(who.jar, { method: method as 'POST', url: `/${lang}${url}`, headers: json, payload });
      assert.deepEqual([res.statusCode, res.json()], [422, { message: text[lang], errors: { [field]: [text[lang]] } }], `${method} ${url} (${lang})`);
    }
  }
  // a well-formed pair (an emoji written as two escapes) is text like any other
  const emoji = await send(alice.jar, { method: 'PUT', url: `/en/api/listings/draft/${draftId}`, headers: json, payload: '{"values":{"title":"Deniz \\ud83c\\udf0a manzaralı"}}' });
  assert.equal(emoji.statusCode, 200, emoji.body);
  const saved = await send(alice.jar, { method: 'POST', url: '/en/api/realty/filter/save', headers: json, payload: '{"name":"🌊","filter":{"dealType":"sale"}}' });
  assert.equal(saved.statusCode, 201, saved.body);
});
