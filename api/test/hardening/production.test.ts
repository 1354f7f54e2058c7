// Issue 11 item 11: errors answered before routing come in the project's `{ message }` shape; in
// production Swagger UI and the source maps (full sources) are off unless configured (API_DOCS, SOURCE_MAPS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../helper';
import { FIXTURES } from '../web/fixtures';

const PRODUCTION = { NODE_ENV: 'production', COOKIE_SECRET: 'a-production-secret-of-at-least-32-characters' };

/** Send raw bytes to the server; resolves with the status line and the body. */
function raw(port: number, request: string): Promise<{ status: string; body: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let out = '';
    socket.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const done = () => resolve({ status: out.split('\r\n')[0] ?? '', body: out.slice(out.indexOf('\r\n\r\n') + 4) });
    socket.on('close', done);
    socket.on('error', done);
    setTimeout(() => socket.destroy(), 5000).unref();
  });
}

test('400, 414 and 431 from the framework come as { message }', async (t) => {
  const app = await build(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  const cases: [string, string, string, string][] = [
    ['bad percent-encoding', 'GET /en/api/realty/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'HTTP/1.1 400 Bad Request', 'The address is not valid.'],
    ['bad percent-encoding (tr)', 'GET /api/realty/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'HTTP/1.1 400 Bad Request', 'Adres geçerli değil.'],
    ['bad percent-encoding (ru)', 'GET /ru/api/realty/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'HTTP/1.1 400 Bad Request', 'Недопустимый адрес.'],
    ['headers too large', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`, 'HTTP/1.1 431 Request Header Fields Too Large', 'Request Header Fields Too Large'],
    ['request line too long', `GET /api/realty?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 'HTTP/1.1 431 Request Header Fields Too Large', 'Request Header Fields Too Large'],
    ['garbled request', 'GARBAGE\r\n\r\n', 'HTTP/1.1 400 Bad Request', 'Bad Request'],
  ];
  for (const [label, request, status, message] of cases) {
    const res = await raw(port, request);
    assert.equal(res.status, status, label);
    assert.deepEqual(JSON.parse(res.body), { message }, label);
  }
  // 414 is mapped too (Node's parser may report it as HPE_URI_TOO_LONG).
  const { clientErrorStatus } = await import('../../src/framework-errors');
  assert.equal(clientErrorStatus({ code: 'HPE_URI_TOO_LONG' }), 414);
  assert.equal(clientErrorStatus({ code: 'HPE_HEADER_OVERFLOW' }), 431);
  assert.equal(clientErrorStatus({ code: 'HPE_INVALID_METHOD' }), 400);
});

test('production: no Swagger UI and no source maps unless configured', async (t) => {
  const shell = mkdtempSync(path.join(tmpdir(), 'realty-shell-'));
  t.after(() => rmSync(shell, { recursive: true, force: true }));
  cpSync(FIXTURES.shellDist, shell, { recursive: true });
  writeFileSync(path.join(shell, 'main.0123abcd.js.map'), JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['const secret = 1;'] }));
  const config = { shellDist: shell, remotesDistRoot: FIXTURES.remotesDistRoot };

  // One app at a time, without the job queue: three apps with pg-boss pools open at once are many connections on a
  // PostgreSQL server shared with other test files (and the jobs are not what this test looks at).
  const production = await build(undefined, { env: { ...PRODUCTION, RUN_JOBS: 'false' }, config });
  try {
    assert.equal((await production.inject({ url: '/api/docs' })).statusCode, 404);
    assert.equal((await production.inject({ url: '/api/docs/' })).statusCode, 404);
    assert.equal((await production.inject({ url: '/api/openapi.json' })).statusCode, 200, 'the JSON document stays');
    assert.equal((await production.inject({ url: '/shell/main.0123abcd.js.map' })).statusCode, 404);
    assert.equal((await production.inject({ url: '/shell/main.0123abcd.js' })).statusCode, 200);
  } finally {
    await production.close();
  }

  const configured = await build(undefined, { env: { ...PRODUCTION, RUN_JOBS: 'false', API_DOCS: '1', SOURCE_MAPS: 'true' }, config });
  try {
    assert.ok([200, 302].includes((await configured.inject({ url: '/api/docs' })).statusCode));
    assert.equal((await configured.inject({ url: '/shell/main.0123abcd.js.map' })).statusCode, 200);
  } finally {
    await configured.close();
  }

  const development = await build(t, { config });
  assert.equal(development.config.apiDocs, true);
  assert.equal((await development.inject({ url: '/shell/main.0123abcd.js.map' })).statusCode, 200);
});
