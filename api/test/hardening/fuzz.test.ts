// Issue 23 item 2: a fuzz walk over every operation of the OpenAPI document. Each route gets hostile path
// params (ids past int4, negative, fractional, non-numeric, NUL, invalid UTF-8), hostile query values, malformed
// and wrong-type JSON (lone surrogates, NUL, objects where text is expected), an empty body and malformed
// multipart bodies (no boundary, truncated, a NUL in the file name). It signs in as a corporate user who owns an
// agency (admin routes as an administrator), sends a valid CSRF token, and fails on any 5xx, naming the route.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { build } from '../helper';
import { insertListing, send, signUp, type TestUser } from '../accounts/helpers';
import { signUpAdmin } from '../admin/helpers';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Path and query values no route may answer with a 5xx. */
const BAD_VALUES = [
  '2147483648', // one past int4
  '9223372036854775808', // one past int8
  '1' + '0'.repeat(40),
  '-1',
  '0',
  '1.5',
  '1e3',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate as UTF-8 bytes: not valid UTF-8
  '%F0%9F%98%80',
  '%C0%AF',
  'x'.repeat(500),
];

/** The values tried on each declared query parameter alone. */
const QUERY_VALUES = ['2147483648', '1' + '0'.repeat(40), '-1', '1.5', 'abc', 'a%00b', '%ED%A0%80', ''];

const LONE = '\\ud800'; // written into JSON text: JSON.parse gives a lone high surrogate
const LONE_LOW = '\\udfff';

/** Property names of every request body schema of the document (for routes whose body is not declared). */
function propertyNames(schema: JsonSchema | undefined, into: Set<string>, depth = 0): void {
  if (!schema || depth > 6) return;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    propertyNames(child, into, depth + 1);
  }
  propertyNames(schema.items, into, depth + 1);
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf]) for (const child of list ?? []) propertyNames(child, into, depth + 1);
}

/** A body shaped like the schema with every leaf hostile: strings a lone surrogate or NUL, numbers past int4. */
function hostile(schema: JsonSchema | undefined, text: string, depth = 0): string {
  const type = Array.isArray(schema?.type) ? schema.type.find((x) => x !== 'null') : schema?.type;
  const variant = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema?.allOf?.[0];
  if (!type && variant && depth < 6) return hostile(variant, text, depth + 1);
  if (type === 'number' || type === 'integer') return '2147483648';
  if (type === 'boolean') return 'true';
  if (type === 'array') return `[${hostile(schema?.items, text, depth + 1)}]`;
  if ((type === 'object' || schema?.properties) && depth < 6) {
    return `{${Object.entries(schema?.properties ?? {}).map(([name, child]) => `${JSON.stringify(name)}:${hostile(child, text, depth + 1)}`).join(',')}}`;
  }
  return text;
}

/** Each string leaf of a valid body in turn replaced by `text` (the rest stays valid, so the value reaches the service). */
function mutations(seed: unknown, text: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown, replace: (next: string) => string) => {
    if (typeof value === 'string') out.push(replace(text));
    else if (typeof value === 'number') out.push(replace('2147483648'));
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, (next) => replace(`[${value.map((x, j) => (j === i ? next : JSON.stringify(x))).join(',')}]`)));
    else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      entries.forEach(([key, item]) =>
        walk(item, (next) => replace(`{${entries.map(([k, x]) => `${JSON.stringify(k)}:${k === key ? next : JSON.stringify(x)}`).join(',')}}`)),
      );
    }
  };
  walk(seed, (next) => next);
  return out;
}

/** Valid bodies of the routes where text reaches a jsonb or text column: mutated leaf by leaf. */
const SEEDS: Record<string, unknown> = {
  'PUT /api/listings/draft/{id}': { values: { title: 'Deniz manzaralı daire', description: 'Geniş', rooms: '2+1', price: 100000, features: ['pool'] } },
  'PUT /api/listings/{id}/draft': { values: { title: 'Deniz manzaralı daire', description: 'Geniş' } },
  'POST /api/realty/filter/save': { name: 'Alanya', filter: { dealType: 'sale', keywords: 'deniz', region: 'antalya' } },
  'PATCH /api/saved-searches/{id}': { name: 'Alanya', alerts: 'daily' },
  'POST /api/admin/moderation/{id}/reject': { reason: 'Fotoğraflar ilana ait değil.' },
  'POST /api/admin/verification/{id}/reject': { reason: 'Numara eşleşmiyor.' },
  'PATCH /api/profile': { name: 'Ayşe', lastname: 'Yılmaz', phone: '0532 000 00 00' },
  'PUT /api/agency': { name: 'Fuzz Emlak', description_tr: 'Açıklama', phones: ['+90 242 836 00 00'], address: 'Kaş' },
  'POST /api/agency/invitations': { email: 'agent@example.com', post: 'Danışman' },
  'PATCH /api/agency/members/{userId}': { post: 'Danışman' },
  'POST /api/import/feeds': { url: 'http://127.0.0.1:9/feed.xml', format: 'yandex_xml', interval_hours: 24 },
  'POST /api/realty/{id}/contact': { name: 'Ali', email: 'ali@example.com', phone: '0532 000 00 00', message: 'Merhaba' },
  'POST /api/realty/{id}/report': { reason: 'fraud', comment: 'Sahte ilan' },
  'POST /api/admin/journal': { translations: { tr: { title: 'Başlık', body: 'Metin' } } },
};

/** JSON texts (some deliberately not valid JSON) for a route with this body schema (or the seed). */
function jsonBodies(schema: JsonSchema | undefined, seed: unknown): string[] {
  const bodies = ['', '{"a":', 'null', '[]', '"text"', '42', '{}', '{"__proto__":{"x":1}}'];
  for (const text of [`"${LONE}"`, `"a${LONE_LOW}b"`, '"a\\u0000b"']) bodies.push(hostile(schema, text), `{"values":${hostile(schema, text)}}`);
  bodies.push(hostile(schema, '{}'), hostile(schema, '[null]'), hostile(schema, '99999999999999999999'));
  if (seed !== undefined) for (const text of [`"${LONE}"`, '"a\\u0000"']) bodies.push(...mutations(seed, text));
  return bodies;
}

const boundary = 'fuzzBoundary42';
const filePart = (field: string, filename: string, content: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`;
const fieldPart = (field: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`;
const goodMultipart = filePart('file', 'feed.csv', 'a,b\n1,2') + `--${boundary}--\r\n`;

/** [content-type, payload] pairs of broken or hostile multipart bodies. */
const MULTIPART: [string, string | Buffer][] = [
  ['multipart/form-data', goodMultipart],
  ['multipart/form-data; boundary=', goodMultipart],
  ['multipart/form-data; boundary=other', goodMultipart],
  [`multipart/form-data; boundary=${boundary}`, goodMultipart.slice(0, 90)],
  [`multipart/form-data; boundary=${boundary}`, (filePart('file', 'a.csv', 'x'.repeat(400)) + `--${boundary}--\r\n`).slice(0, 200)],
  [`multipart/form-data; boundary=${boundary}`, '\u0000\u0001garbage--'],
  [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n`],
  [`multipart/form-data; boundary=${boundary}`, ''],
  [`multipart/form-data; boundary=${boundary}`, filePart('file', 'a\u0000b.csv', 'a,b\n1,2') + fieldPart('full_feed', '0') + `--${boundary}--\r\n`],
  [`multipart/form-data; boundary=${boundary}`, filePart('photo', 'p\u0001\u001f\u007f.png', 'x') + `--${boundary}--\r\n`],
  [`multipart/form-data; boundary=${boundary}`, filePart('logo', 'l.png', 'x') + filePart('cover', 'c\u0000.png', 'x') + `--${boundary}--\r\n`],
  [`multipart/form-data; boundary=${boundary}`, fieldPart('user_id', '2147483648') + fieldPart('full_feed', 'a\u0000') + fieldPart('name', '\ud800') + `--${boundary}--\r\n`],
  [
    `multipart/form-data; boundary=${boundary}`,
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="\xff\xfe.csv"; filename*=utf-8''%ED%A0%80%00.csv\r\n\r\n`, 'latin1'), Buffer.from(`a\r\n--${boundary}--\r\n`)]),
  ],
];

const WRITE = new Set(['post', 'put', 'patch', 'delete']);

test('fuzz: no route of the OpenAPI document answers a 5xx to hostile input', async (t) => {
  const app = await build(t);
  const started = Date.now();
  const doc = (await app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();

  // A corporate user owning an agency (so the agency and import routes get past their guards), with a listing,
  // a draft and a saved search; an administrator for the back office; a bystander the admin may act on.
  const user = await signUp(app);
  await app.database.execute(`UPDATE users SET org_type = 'corporate' WHERE id = $1`, [user.user.id]);
  const agency = await send(user.jar, { method: 'POST', url: '/en/api/agency', payload: { name: 'Fuzz Emlak', phones: ['+90 242 836 00 00'] } });
  assert.equal(agency.statusCode, 201, agency.body);
  const admin = await signUpAdmin(app);
  const bystander = await signUp(app);
  const listingId = await insertListing(app, user.user.id);
  const bystanderListing = await insertListing(app, bystander.user.id);
  const draft = await send(user.jar, { method: 'POST', url: '/en/api/listings/draft' });
  const draftId = draft.json<{ data: { draft_id: number } }>().data.draft_id;
  const search = await send(user.jar, { method: 'POST', url: '/en/api/realty/filter/save', payload: { name: 'Fuzz', filter: { dealType: 'sale' } } });
  const searchId = search.statusCode < 300 ? search.json<{ data: { id: number } }>().data.id : 1;

  /** A valid value for a path param, so the other inputs reach past the lookup. */
  const validParam = (path: string, name: string): string => {
    if (name === 'userId' || path.startsWith('/api/admin/users/')) return String(bystander.user.id);
    if (path.startsWith('/api/admin/moderation/') || path.startsWith('/api/admin/verification/')) return String(bystanderListing);
    if (path.startsWith('/api/listings/draft/')) return String(draftId);
    if (path.startsWith('/api/saved-searches/')) return String(searchId);
    if (name === 'token') return 'not-a-token';
    if (name === 'slug') return 'fuzz';
    if (name === '*') return 'about';
    return String(listingId);
  };

  // A route without a declared body gets one object holding every property name the document knows.
  const bodyProperties = new Set<string>();
  for (const ops of Object.values(doc.paths)) {
    for (const op of Object.values(ops)) for (const media of Object.values(op.requestBody?.content ?? {})) propertyNames(media.schema, bodyProperties);
  }
  const undeclared: JsonSchema = { type: 'object', properties: Object.fromEntries([...bodyProperties].map((p) => [p, {}])) };

  const failures: string[] = [];
  let requests = 0;
  const check = (label: string, res: LightMyRequestResponse) => {
    requests += 1;
    if (res.statusCode >= 500) failures.push(`${label} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    else if (res.statusCode >= 400 && !/^application\/json/.test(String(res.headers['content-type']))) {
      // every API error has the project's shape
      failures.push(`${label} -> ${res.statusCode} not JSON: ${String(res.headers['content-type'])}`);
    }
  };

  // Deletions run after the rest and back-office routes last (they remove, block or hide what other routes
  // use); logout is never sent.
  const order = (path: string, method: string) => (path.startsWith('/api/admin') ? 2 : 0) + (method === 'delete' ? 1 : 0);
  const operations = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
    .filter(({ path }) => path !== '/api/logout')
    .sort((a, b) => order(a.path, a.method) - order(b.path, b.method));
  assert.ok(operations.length > 100, `the document lists ${operations.length} operations`);

  for (const { path, method, op } of operations) {
    const actor: TestUser = path.startsWith('/api/admin') ? admin : user;
    const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    const url = (values: Record<string, string> = {}) =>
      '/en' + path.replace(/\{([^}]+)\}/g, (_whole, name: string) => values[name] ?? encodeURIComponent(validParam(path, name)));
    const inject = (options: InjectOptions) =>
      WRITE.has(method) ? send(actor.jar, { method: method.toUpperCase() as 'POST', ...options }) : actor.jar.inject({ method: 'GET', ...options });
    const name = `${method.toUpperCase()} ${path}`;

    for (const param of params) {
      for (const bad of BAD_VALUES) {
        const target = url({ [param]: bad });
        check(`${name} [${param}=${bad.slice(0, 30)}]`, await inject({ url: target }));
      }
    }
    // each declared query value in turn; one request with all of them (and undeclared ones) per bad value
    for (const key of query) {
      for (const bad of QUERY_VALUES) check(`${name} [?${key}=${bad.slice(0, 30)}]`, await inject({ url: `${url()}?${key}=${bad}` }));
    }
    for (const bad of QUERY_VALUES) {
      const all = [...query, 'id', 'page', 'q'].map((key) => `${key}=${bad}`).join('&');
      check(`${name} [?*=${bad.slice(0, 30)}]`, await inject({ url: `${url()}?${all}` }));
    }
    check(`${name} [? repeated]`, await inject({ url: `${url()}?${[...query, 'id'].map((k) => `${k}=1&${k}=2&${k}[]=3&${k}[a]=4`).join('&')}` }));
    if (!WRITE.has(method)) continue;
    const schema = Object.values(op.requestBody?.content ?? {})[0]?.schema ?? undeclared;
    for (const body of jsonBodies(schema, SEEDS[name])) {
      check(`${name} [json ${body.slice(0, 60)}]`, await inject({ url: url(), headers: { 'content-type': 'application/json' }, payload: body }));
    }
    check(`${name} [no body]`, await inject({ url: url() }));
    check(`${name} [text/plain]`, await inject({ url: url(), headers: { 'content-type': 'text/plain' }, payload: '\u0000' }));
    check(
      `${name} [form]`,
      await inject({ url: url(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=%00&b=%ED%A0%80&user_id=2147483648' }),
    );
    if (method === 'delete') continue;
    for (const [contentType, payload] of MULTIPART) {
      check(`${name} [multipart ${contentType.slice(20)} ${String(payload).slice(0, 40)}]`, await inject({ url: url(), headers: { 'content-type': contentType }, payload }));
    }
  }

  // The user's session still works afterwards.
  assert.equal((await user.jar.inject({ url: '/api/user' })).statusCode, 200);
  t.diagnostic(`${operations.length} operations, ${requests} requests in ${Math.round((Date.now() - started) / 1000)} s`);
  assert.deepEqual(failures, [], `${failures.length} replies were 5xx or not JSON:\n${failures.join('\n')}`);
});
