// The OpenAPI document a generated client relies on (src/openapi.ts): a unique operationId per operation, the two
// security schemes (session cookie, X-XSRF-TOKEN header), security per operation that matches what the server does,
// and the shared error replies. Every operation is called signed out: it answers 401 exactly when the document says
// it needs the session, and every write the document guards with X-XSRF-TOKEN answers 419 without it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, CookieJar } from '../helper';
import { send, withCsrf } from '../accounts/helpers';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}
type Doc = {
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }>; schemas: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const needs = (op: Operation, scheme: string) => (op.security ?? []).some((alternative) => scheme in alternative);
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '1');

test('the OpenAPI document: operation ids, security schemes and per-operation security that match the server', async (t) => {
  const app = await build(t);
  const doc = (await app.inject({ url: '/api/openapi.json' })).json<Doc>();
  const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
  assert.ok(operations.length > 100, `${operations.length} operations`);

  await t.test('unique operation ids, the security schemes and the error reply component', () => {
    const ids = operations.map(({ op }) => op.operationId);
    assert.ok(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]*$/.test(id)), 'camelCase ids');
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(doc.paths['/api/realty/{id}']?.get?.operationId, 'getRealtyById');
    assert.deepEqual(
      Object.fromEntries(Object.entries(doc.components.securitySchemes).map(([name, s]) => [name, [s.type, s.in, s.name]])),
      { session: ['apiKey', 'cookie', 'realty_session'], xsrf: ['apiKey', 'header', 'X-XSRF-TOKEN'] },
    );
    assert.ok(doc.components.schemas.ErrorReply);
    const csrfCookie = doc.paths['/sanctum/csrf-cookie']?.get;
    assert.ok(csrfCookie?.responses['204'] && !csrfCookie.responses['200'], 'csrf-cookie documented as its 204');
    const signedIn = doc.paths['/api/import/{id}']?.get;
    const statuses = Object.keys(signedIn?.responses ?? {});
    assert.deepEqual(statuses.filter((s) => s.startsWith('4')).sort(), ['401', '404', '422']);
    assert.ok(operations.every(({ op }) => Object.keys(op.responses).some((s) => s.startsWith('2'))), 'every operation documents its success');
    // Every success with a body has its schema (the listing editor's routes were the last without), a 204 none.
    const bare = operations.flatMap(({ path, method, op }) =>
      Object.entries(op.responses)
        .filter(([status, reply]) => /^2\d\d$/.test(status) && status !== '204' && !reply.content)
        .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
    );
    assert.deepEqual(bare, []);
    assert.ok(doc.paths['/api/listings/draft/{id}/photos']?.post?.responses['202']?.content, 'a queued upload documents its 202');
    assert.deepEqual(signedIn?.responses['401']?.content?.['application/json']?.schema, { $ref: '#/components/schemas/ErrorReply' });
  });

  await t.test('signed out, an operation answers 401 exactly when it needs the session', async () => {
    const jar = await withCsrf(new CookieJar(app));
    const wrong: string[] = [];
    for (const { path, method, op } of operations) {
      const res = await send(jar, { method: method.toUpperCase() as 'GET', url: urlOf(path), ...(UNSAFE.has(method) && method !== 'delete' ? { payload: {} } : {}) });
      if ((res.statusCode === 401) !== needs(op, 'session')) wrong.push(`${method.toUpperCase()} ${path}: ${res.statusCode}, documented ${JSON.stringify(op.security)}`);
    }
    assert.deepEqual(wrong, []);
  });

  await t.test('a write documented with X-XSRF-TOKEN answers 419 without it; one without it does not', async () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operations.filter(({ method }) => UNSAFE.has(method))) {
      const res = await app.inject({ method: method.toUpperCase() as 'POST', url: urlOf(path), ...(method !== 'delete' ? { payload: {} } : {}) });
      if ((res.statusCode === 419) !== needs(op, 'xsrf')) wrong.push(`${method.toUpperCase()} ${path}: ${res.statusCode}, documented ${JSON.stringify(op.security)}`);
    }
    assert.deepEqual(wrong, []);
    assert.equal((await app.inject({ url: '/sanctum/csrf-cookie' })).statusCode, 204);
  });
});
