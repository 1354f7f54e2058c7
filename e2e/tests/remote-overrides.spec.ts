// "This environment + my branch's mf-blog" (issue 24, item 7): a tester's session loads another build of a remote
// through a per-session override (REMOTE_OVERRIDES=1 on the environment; PUT /api/remote-overrides sets a signed
// cookie), while a browser without the cookie keeps the environment's remotes. The other build here is this
// checkout's mf-blog/dist, served by a small static server the test starts (CORS on, as a CDN would), with one text
// changed on the way so the page shows which build it runs. It works against a deployed environment too
// (E2E_BASE_URL): the browser fetches the branch build from this machine; the page renders in the browser, since
// the server never runs a bundle from an origin its own configuration does not name. The second test (@local) puts
// the branch build where the server renders it too: a versioned folder of the server's own mf-blog/dist.
import { createServer, type Server } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import blogEn from '../../mf-blog/src/i18n/en.json' with { type: 'json' };
import { expect, heading, test } from './fixtures';

const DIST = path.resolve(import.meta.dirname, '../../mf-blog/dist');
const INTRO = blogEn.intro.journal;
const BRANCH_INTRO = `${INTRO} (branch build)`;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };

/** Serves mf-blog/dist with CORS; the journal's intro text is changed in the scripts it sends. */
function branchServer(): Promise<{ server: Server; origin: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    const file = path.join(DIST, path.normalize(pathname));
    if (!file.startsWith(DIST + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        const text = type === 'text/javascript' ? body.toString('utf8').split(INTRO).join(BRANCH_INTRO) : body;
        response.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' }).end(text);
      },
      () => response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    resolve({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, requests });
  }));
}

/** Skip unless mf-blog is built and the server takes remote overrides (REMOTE_OVERRIDES). */
async function skipWithoutOverrides(context: BrowserContext, baseURL: string): Promise<void> {
  test.skip(!existsSync(path.join(DIST, 'mf-manifest.json')), 'build mf-blog first (npm run build -w mf-blog)');
  const probe = await context.request.get(`${baseURL}/api/remote-overrides`);
  test.skip(probe.status() === 404, 'REMOTE_OVERRIDES is off on this environment');
  expect(probe.status()).toBe(200);
}

async function xsrf(context: BrowserContext, baseURL: string): Promise<Record<string, string>> {
  await context.request.get(`${baseURL}/sanctum/csrf-cookie`);
  const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

test('a session with an override loads the branch build of mf-blog; a browser without the cookie keeps the environment’s', async ({
  page,
  context,
  browser,
  baseURL,
  consoleWatch,
}) => {
  test.setTimeout(90_000);
  void consoleWatch;
  await skipWithoutOverrides(context, baseURL!);

  const branch = await branchServer();
  try {
    const manifest = `${branch.origin}/mf-manifest.json`;
    const set = await context.request.put(`${baseURL}/en/api/remote-overrides`, { headers: await xsrf(context, baseURL!), data: { blog: manifest } });
    expect(set.status(), await set.text()).toBe(200);
    expect((await set.json()).data.overrides).toEqual({ blog: manifest });

    // The tester's session: the journal comes from the branch build.
    const response = await page.goto('/en/journal');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(await heading(page)).toHaveText('Journal');
    await expect(page.getByText(BRANCH_INTRO)).toBeVisible();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(branch.requests).toContain('/mf-manifest.json');
    expect(branch.requests).toContain('/remoteEntry.js');
    expect((await (await context.request.get(`${baseURL}/remotes.json`)).json()).blog).toBe(manifest);

    // Another browser, no cookie: the environment's mf-blog, nothing fetched from the branch server.
    const fetched = branch.requests.length;
    const other = await browser.newContext({ baseURL: baseURL! });
    const otherPage = await other.newPage();
    await otherPage.goto('/en/journal');
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Journal');
    await expect(otherPage.getByText(INTRO, { exact: true })).toBeVisible();
    await expect(otherPage.getByText(BRANCH_INTRO)).toHaveCount(0);
    expect((await (await other.request.get(`${baseURL}/remotes.json`)).json()).blog).not.toBe(manifest);
    await other.close();
    expect(branch.requests.length, 'no request from the other browser').toBe(fetched);

    // DELETE ends it: the session is back on the environment's build.
    const cleared = await context.request.delete(`${baseURL}/en/api/remote-overrides`, { headers: await xsrf(context, baseURL!) });
    expect(cleared.status()).toBe(200);
    await page.goto('/en/journal');
    await expect(page.getByText(INTRO, { exact: true })).toBeVisible();
    await expect(page.getByText(BRANCH_INTRO)).toHaveCount(0);
  } finally {
    await new Promise((resolve) => branch.server.close(resolve));
  }
});

/** Copy mf-blog/dist (without other versions' folders or the precompressed copies) into a version folder of it. */
async function deployCopy(folder: string): Promise<void> {
  const target = path.join(DIST, folder);
  // Through a temporary folder: a folder cannot be copied into itself.
  const staging = await mkdtemp(path.join(tmpdir(), 'mf-blog-branch-'));
  await cp(DIST, staging, {
    recursive: true,
    // The build's own files and its server/ folder, not other version folders (this test's or a deploy's), and no
    // .br/.gz copies (they would be sent instead of the changed scripts).
    filter: (source) => {
      const parts = path.relative(DIST, source).split(path.sep);
      if (parts[0] === '') return true;
      if (parts.length === 1 && statSync(source).isDirectory()) return parts[0] === 'server';
      return !/\.(br|gz)$/.test(source);
    },
  });
  await cp(staging, target, { recursive: true });
  await rm(staging, { recursive: true, force: true });
  const files = async (dir: string): Promise<string[]> =>
    (await readdir(dir, { withFileTypes: true, recursive: true })).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of await files(target)) {
    if (!/\.(js|cjs)$/.test(file)) continue;
    const text = await readFile(file, 'utf8');
    if (text.includes(INTRO)) await writeFile(file, text.split(INTRO).join(BRANCH_INTRO));
  }
}

test('a branch build deployed to a version folder of this server is rendered on the server for that session only', { tag: '@local' }, async ({
  page,
  context,
  browser,
  baseURL,
  consoleWatch,
}) => {
  test.setTimeout(90_000);
  void consoleWatch; // a hydration mismatch between the server's and the browser's build would be a console error
  await skipWithoutOverrides(context, baseURL!);

  const folder = `e2e-override-${Date.now()}`;
  await deployCopy(folder);
  try {
    const manifest = `/remotes/mf-blog/${folder}/mf-manifest.json`;
    const set = await context.request.put(`${baseURL}/en/api/remote-overrides`, { headers: await xsrf(context, baseURL!), data: { blog: manifest } });
    expect(set.status(), await set.text()).toBe(200);

    // The server HTML of the session: rendered with the branch build, and its files hinted.
    const html = await (await context.request.get(`${baseURL}/en/journal`)).text();
    expect(html).toContain('<div id="root" data-ssr>');
    expect(html).toContain(BRANCH_INTRO);
    expect(html).toContain(`/remotes/mf-blog/${folder}/remoteEntry.js`);

    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
    });
    await page.goto('/en/journal');
    await expect(page.getByText(BRANCH_INTRO)).toBeVisible();
    await page.getByTestId('post-card').first().waitFor();
    expect(entries).toContain(`/remotes/mf-blog/${folder}/remoteEntry.js`);
    expect(entries).not.toContain('/remotes/mf-blog/remoteEntry.js');

    // Without the cookie: the environment's build, on the server and in the browser.
    const other = await browser.newContext({ baseURL: baseURL! });
    const otherHtml = await (await other.request.get(`${baseURL}/en/journal`)).text();
    expect(otherHtml).not.toContain(BRANCH_INTRO);
    expect(otherHtml).toContain(INTRO);
    const otherPage = await other.newPage();
    await otherPage.goto('/en/journal');
    await expect(otherPage.getByText(INTRO, { exact: true })).toBeVisible();
    await other.close();
  } finally {
    await context.request.delete(`${baseURL}/en/api/remote-overrides`, { headers: await xsrf(context, baseURL!) });
    await rm(path.join(DIST, folder), { recursive: true, force: true });
  }
});
