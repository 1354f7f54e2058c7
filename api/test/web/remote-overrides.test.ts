// Per-session remote overrides (issue 24, item 7; web/remote-overrides.ts): off unless REMOTE_OVERRIDES=1; validated
// per field with remotes.json's schema; kept in a signed cookie (a forged one is ignored); and every consumer of the
// remotes configuration follows the session's overrides: the server-rendered page's bundle, the inlined and served
// remotes.json, the preload hints and the CSP, while pages with overrides stay out of every shared cache.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build, CookieJar, inlinedData } from '../helper';
import { REMOTE_OVERRIDES_COOKIE } from '../../src/web/remote-overrides';
import { FIXTURES } from './fixtures';

/** A stand-in shell bundle: renders the remote page it is given. */
const SHELL_BUNDLE = `
exports.shared = {};
exports.render = async function render(input) {
  return { hints: '', html: '<main>' + (input.page ? input.page.module.default() : 'shell-page') + '</main>' };
};
`;
/** mf-blog's server bundle as deployed (default) and a branch's build of it (another folder, another text). */
const blogBundle = (text: string) => `exports.pages = { './JournalPage': { default: () => '${text}' } };`;

const BRANCH = '/remotes/mf-blog/branch-x/mf-manifest.json';
const ELSEWHERE = 'https://branch.example.test/mf-blog/mf-manifest.json';

let root: string;
const dirs = () => ({ shellDist: path.join(root, 'shell'), remotesDistRoot: path.join(root, 'remotes') });

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'realty-overrides-test-'));
  const { shellDist, remotesDistRoot } = dirs();
  await cp(FIXTURES.shellDist, shellDist, { recursive: true });
  await mkdir(path.join(shellDist, 'server'), { recursive: true });
  await writeFile(path.join(shellDist, 'server/ssr.cjs'), SHELL_BUNDLE);
  const blog = path.join(remotesDistRoot, 'mf-blog/dist');
  const manifest = JSON.stringify({ id: 'mf_blog', name: 'mf_blog', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });
  for (const [folder, text] of [['', 'deployed-blog'], ['branch-x', 'branch-blog']] as const) {
    await mkdir(path.join(blog, folder, 'server'), { recursive: true });
    await writeFile(path.join(blog, folder, 'mf-manifest.json'), manifest);
    await writeFile(path.join(blog, folder, 'server/ssr.cjs'), blogBundle(text));
  }
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

const rootOf = (html: string): string => /<div id="root"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
const inlinedRemotes = (html: string): Record<string, string> => (inlinedData(html) as Record<string, Record<string, string>>)['/remotes.json'] ?? {};

/** A session with the XSRF token, and a helper to send it with writes. */
async function session(app: FastifyInstance): Promise<{ jar: CookieJar; write: (method: 'PUT' | 'DELETE', body?: unknown) => ReturnType<CookieJar['inject']> }> {
  const jar = new CookieJar(app);
  await jar.inject({ url: '/sanctum/csrf-cookie' });
  const write = (method: 'PUT' | 'DELETE', body?: unknown) =>
    jar.inject({ method, url: '/en/api/remote-overrides', headers: { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' }, ...(body === undefined ? {} : { payload: body as object }) });
  return { jar, write };
}

describe('off (the default)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build(undefined, { config: dirs() });
  });
  after(() => app.close());

  test('the endpoint does not exist, and even a correctly signed cookie changes nothing', async () => {
    const { jar, write } = await session(app);
    assert.equal((await jar.inject({ url: '/api/remote-overrides' })).statusCode, 404);
    assert.equal((await write('PUT', { blog: BRANCH })).statusCode, 404);
    assert.equal((await write('DELETE')).statusCode, 404);
    jar.set(REMOTE_OVERRIDES_COOKIE, encodeURIComponent(app.signCookie(JSON.stringify({ blog: ELSEWHERE }))));
    const remotes = await jar.inject({ url: '/remotes.json' });
    assert.equal(remotes.json().blog, '/remotes/mf-blog/mf-manifest.json');
    assert.equal(remotes.headers['cache-control'], 'public, max-age=60, must-revalidate');
    assert.equal(remotes.headers.vary, undefined);
    const page = await jar.inject({ url: '/en/journal' });
    assert.equal(rootOf(page.body), '<div id="root" data-ssr><main>deployed-blog</main></div>');
    assert.doesNotMatch(String(page.headers['content-security-policy']), /branch\.example\.test/);
  });
});

describe('on (REMOTE_OVERRIDES=1)', () => {
  let app: FastifyInstance;
  before(async () => {
    // The reply cache on (as in production), to show pages with overrides stay out of it.
    app = await build(undefined, { env: { REMOTE_OVERRIDES: '1' }, config: { ...dirs(), replyCacheTtl: 60 } });
  });
  after(() => app.close());

  test('each bad field gets its own message; writes need the XSRF header', async () => {
    const { jar, write } = await session(app);
    const bad = await write('PUT', { blog: 'ftp://example.test/mf-manifest.json', catalog: '', listing: 5, shell: '/x/mf-manifest.json' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['blog', 'catalog', 'listing', 'shell']);
    assert.deepEqual(bad.json().errors.blog, ['The format is not valid.']);
    assert.deepEqual(bad.json().errors.catalog, ['This field is required.']);
    assert.deepEqual(bad.json().errors.listing, ['Enter text.']);
    assert.deepEqual(bad.json().errors.shell, ['Choose one of: catalog, listing, profile, blog, auth, admin.']);
    assert.equal(bad.cookies.length, 0, 'nothing set');
    const long = await write('PUT', { blog: `https://example.test/${'a'.repeat(700)}/mf-manifest.json` });
    assert.equal(long.statusCode, 422);
    assert.deepEqual(long.json().errors, { blog: ['Must be at most 600 characters long.'] });
    const list = await write('PUT', [BRANCH]);
    assert.equal(list.statusCode, 422);
    assert.deepEqual(Object.keys(list.json().errors), ['body']);
    // Turkish by default (/api without a language), like every API message.
    const tr = await jar.inject({ method: 'PUT', url: '/api/remote-overrides', headers: { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' }, payload: { blog: 'x' } });
    assert.deepEqual(tr.json().errors, { blog: ['Biçim geçerli değil.'] });
    const noToken = await jar.inject({ method: 'PUT', url: '/en/api/remote-overrides', payload: { blog: BRANCH } });
    assert.equal(noToken.statusCode, 419);
  });

  test('PUT sets a signed, httpOnly session cookie; GET shows it; DELETE clears it', async () => {
    const { jar, write } = await session(app);
    assert.deepEqual((await jar.inject({ url: '/en/api/remote-overrides' })).json().data.overrides, {});
    const set = await write('PUT', { blog: ELSEWHERE });
    assert.equal(set.statusCode, 200);
    assert.deepEqual(set.json().data.overrides, { blog: ELSEWHERE });
    assert.equal(set.json().data.remotes.blog, ELSEWHERE);
    assert.equal(set.json().data.remotes.catalog, '/remotes/mf-catalog/mf-manifest.json');
    const cookie = set.cookies.find((c) => c.name === REMOTE_OVERRIDES_COOKIE);
    assert.ok(cookie, 'the cookie is set');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.maxAge, undefined, 'a session cookie');
    assert.equal(cookie.expires, undefined, 'a session cookie');
    assert.equal(app.unsignCookie(decodeURIComponent(cookie.value)).valid, true, 'signed with COOKIE_SECRET');
    assert.deepEqual((await jar.inject({ url: '/en/api/remote-overrides' })).json().data.overrides, { blog: ELSEWHERE });

    const cleared = await write('DELETE');
    assert.equal(cleared.statusCode, 200);
    assert.deepEqual(cleared.json().data.overrides, {});
    assert.deepEqual((await jar.inject({ url: '/en/api/remote-overrides' })).json().data.overrides, {});
    assert.equal((await jar.inject({ url: '/remotes.json' })).json().blog, '/remotes/mf-blog/mf-manifest.json');
  });

  test('a forged or tampered cookie is ignored', async () => {
    const forged = [
      JSON.stringify({ blog: ELSEWHERE }), // not signed
      `${JSON.stringify({ blog: ELSEWHERE })}.c2lnbmVkLXdpdGgtYW5vdGhlci1zZWNyZXQ`, // a made-up signature
      app.signCookie(JSON.stringify({ blog: BRANCH })).replace('branch-x', 'branch-y'), // signed, then changed
    ];
    for (const value of forged) {
      const jar = new CookieJar(app).set(REMOTE_OVERRIDES_COOKIE, encodeURIComponent(value));
      assert.equal((await jar.inject({ url: '/remotes.json' })).json().blog, '/remotes/mf-blog/mf-manifest.json', value);
      assert.deepEqual((await jar.inject({ url: '/en/api/remote-overrides' })).json().data.overrides, {}, value);
      const page = await jar.inject({ url: '/en/journal' });
      assert.equal(inlinedRemotes(page.body).blog, '/remotes/mf-blog/mf-manifest.json', value);
      assert.doesNotMatch(String(page.headers['content-security-policy']), /branch\.example\.test/, value);
    }
  });

  test('/remotes.json: the session gets its overrides, private and not stored; others get the live file', async () => {
    const { jar, write } = await session(app);
    await write('PUT', { blog: ELSEWHERE });
    const mine = await jar.inject({ url: '/remotes.json' });
    assert.equal(mine.json().blog, ELSEWHERE);
    assert.equal(mine.headers['cache-control'], 'private, no-store');
    assert.match(String(mine.headers.vary), /Cookie/);
    const theirs = await app.inject({ url: '/remotes.json' });
    assert.equal(theirs.json().blog, '/remotes/mf-blog/mf-manifest.json');
    assert.equal(theirs.headers['cache-control'], 'public, max-age=60, must-revalidate');
    assert.match(String(theirs.headers.vary), /Cookie/, 'a shared cache must not answer a session with the common copy');
  });

  test('a build deployed to this host: the server renders the page with it, with its hints, inlined config and headers', async () => {
    const { jar, write } = await session(app);
    // The common page first, so the reply cache holds it.
    const before = await app.inject({ url: '/en/journal' });
    assert.equal(rootOf(before.body), '<div id="root" data-ssr><main>deployed-blog</main></div>');
    assert.match(String(before.headers['cache-control']), /^public, max-age=0, s-maxage=\d+/, 'the common page may be kept at the edge');
    assert.equal((await app.inject({ url: '/en/journal' })).headers['x-reply-cache'], 'hit');

    await write('PUT', { blog: BRANCH });
    const page = await jar.inject({ url: '/en/journal' });
    assert.equal(page.statusCode, 200);
    assert.equal(rootOf(page.body), '<div id="root" data-ssr><main>branch-blog</main></div>', 'the branch build rendered');
    assert.equal(page.headers['x-reply-cache'], undefined, 'not answered from the reply cache');
    assert.equal(page.headers['cache-control'], 'private, no-store');
    assert.match(String(page.headers.vary), /Cookie/);
    assert.equal(inlinedRemotes(page.body).blog, BRANCH, 'the shell starts from the session configuration');
    assert.match(page.body, /\/remotes\/mf-blog\/branch-x\/remoteEntry\.js/, 'the branch entry is hinted');
    assert.doesNotMatch(page.body, /"\/remotes\/mf-blog\/remoteEntry\.js"/, 'the deployed entry is not');

    // Everybody else still gets the deployed build, and the session's page was not cached for them.
    const other = await app.inject({ url: '/en/journal' });
    assert.equal(rootOf(other.body), '<div id="root" data-ssr><main>deployed-blog</main></div>');
    assert.equal(inlinedRemotes(other.body).blog, '/remotes/mf-blog/mf-manifest.json');
    assert.match(other.body, /\/remotes\/mf-blog\/remoteEntry\.js/);
  });

  test('another origin: the browser loads it (CSP for this session only); the server never runs its bundle', async () => {
    const { jar, write } = await session(app);
    await write('PUT', { blog: ELSEWHERE });
    const page = await jar.inject({ url: '/en/journal' });
    assert.equal(page.statusCode, 200);
    assert.equal(rootOf(page.body), '<div id="root"></div>', 'rendered in the browser, not from a visitor-chosen URL');
    assert.equal(inlinedRemotes(page.body).blog, ELSEWHERE);
    assert.match(page.body, new RegExp(`<link rel="preload" href="${ELSEWHERE.replace(/[.]/g, '\\.')}" as="fetch" crossorigin>`));
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self' https:\/\/branch\.example\.test/);
    assert.match(csp, /connect-src 'self' https:\/\/branch\.example\.test/);
    // The API and other pages of the session carry it too (the CSP is per request); other visitors never do.
    assert.match(String((await jar.inject({ url: '/en/about' })).headers['content-security-policy']), /branch\.example\.test/);
    assert.doesNotMatch(String((await app.inject({ url: '/en/journal' })).headers['content-security-policy']), /branch\.example\.test/);
  });

  test('an origin the environment already trusts (CSP_EXTRA_ORIGINS) is rendered on the server', async (t) => {
    const trusting = await build(t, { env: { REMOTE_OVERRIDES: '1', CSP_EXTRA_ORIGINS: 'https://cdn.staging.example.test' }, config: dirs() });
    const { jar, write } = await session(trusting);
    const url = 'https://cdn.staging.example.test/mf-blog/branch-x/mf-manifest.json';
    const bundles: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request) => {
      const href = String(input instanceof Request ? input.url : input);
      bundles.push(href);
      return new Response(blogBundle('cdn-branch-blog'), { status: 200 });
    }) as typeof fetch;
    t.after(() => {
      globalThis.fetch = realFetch;
    });
    assert.equal((await write('PUT', { blog: url })).statusCode, 200);
    const page = await jar.inject({ url: '/en/journal' });
    assert.deepEqual(bundles, ['https://cdn.staging.example.test/mf-blog/branch-x/server/ssr.cjs']);
    assert.equal(rootOf(page.body), '<div id="root" data-ssr><main>cdn-branch-blog</main></div>');
  });
});
