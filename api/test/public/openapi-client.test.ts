// A client generated from the OpenAPI document works (issue 25, item 4): openapi-typescript turns /api/openapi.json
// into types, a small program written against them (openapi-client/flow.ts, openapi-fetch) is type-checked with tsc in
// strict mode, then signs up, adds a favourite and reads it back from the running server, sending the session cookie
// and X-XSRF-TOKEN as the document's security schemes say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import openapiTS, { astToString } from 'openapi-typescript';
import { build } from '../helper';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '../..');
const tsc = path.resolve(apiRoot, '../node_modules/typescript/bin/tsc');

test('a client generated from the OpenAPI document signs up, writes and reads', async (t) => {
  const app = await build(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const doc = (await app.inject({ url: '/api/openapi.json' })).body;

  // under api/ (gitignored .data) so that openapi-fetch resolves from the workspace's node_modules
  await mkdir(path.join(apiRoot, '.data'), { recursive: true });
  const dir = await mkdtemp(path.join(apiRoot, '.data', 'openapi-client-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(path.join(dir, 'schema.d.ts'), astToString(await openapiTS(doc)));
  await copyFile(path.join(here, 'openapi-client', 'flow.ts'), path.join(dir, 'flow.ts'));
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], skipLibCheck: true, types: [] },
      files: ['flow.ts', 'schema.d.ts'],
    }),
  );
  // the program compiles against the generated types: paths, bodies and replies as documented
  await promisify(execFile)(process.execPath, [tsc, '-p', dir], { cwd: dir }).catch((error: { stdout?: string }) => {
    assert.fail(`the client does not type-check against the generated types:\n${error.stdout ?? String(error)}`);
  });

  const { flow } = (await import(pathToFileURL(path.join(dir, 'flow.ts')).href)) as {
    flow(baseUrl: string, email: string): Promise<{ listingId: number; favorites: number[]; email: string }>;
  };
  const email = `generated-${Date.now()}@example.com`;
  const result = await flow(`http://127.0.0.1:${port}`, email);
  assert.equal(result.email, email);
  assert.ok(result.favorites.includes(result.listingId), `favourites ${JSON.stringify(result.favorites)} hold ${result.listingId}`);
});
