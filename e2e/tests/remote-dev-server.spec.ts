// A remote team's own loop: `npm run dev -w mf-blog` (the remote's standalone webpack dev server) compiles without
// an error overlay and proxies the API to API_ORIGIN, here the site this suite runs against, so its pages show the
// API's real data. Needs the repository (it starts a dev server from the checkout): tagged @local.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BlogListReply } from '@realty/shared/schemas';
import { freePort } from './deploy-site';
import { expect, heading, test } from './fixtures';

const REPO = path.resolve(import.meta.dirname, '../..');
/** A cold development compile on a busy 2-core machine takes one to two minutes. */
const COMPILE_TIMEOUT_MS = 240_000;

interface DevServer {
  url: string;
  /** Everything it printed (stdout and stderr), for the assertions and for the failure message. */
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm run dev -w <workspace>` in its own process group (stopping it ends npm, the shell and webpack alike). */
function startDevServer(workspace: string, port: number, apiOrigin: string): DevServer {
  let output = '';
  const child: ChildProcess = spawn('npm', ['run', 'dev', '-w', workspace], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEV_PORT: String(port), API_ORIGIN: apiOrigin, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      // The group is gone already.
    }
  };
  return {
    url: `http://localhost:${port}`,
    output: () => output,
    stop: async () => {
      signal('SIGTERM');
      const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
      if (!killed) {
        signal('SIGKILL');
        await exited;
      }
    },
  };
}

/** Waits for the first compile to finish: webpack's summary line ("compiled successfully" or "compiled with N errors"). */
async function waitForCompile(server: DevServer): Promise<void> {
  await expect
    .poll(() => /webpack [\d.]+ compiled/.test(server.output()) || /npm (?:ERR|error)|Error: listen/.test(server.output()), {
      timeout: COMPILE_TIMEOUT_MS,
      intervals: [1_000],
      message: 'the dev server finishes its first compile',
    })
    .toBe(true);
}

test("a remote's standalone dev server compiles without errors and shows the API's journal through its /api proxy @local", async ({
  page,
  request,
  baseURL,
  consoleWatch,
}) => {
  void consoleWatch;
  test.setTimeout(COMPILE_TIMEOUT_MS + 120_000);
  if (!baseURL) throw new Error('the suite has no baseURL');

  // What the API answers for the journal index: the posts the dev server's page must show.
  const reply = await request.get('/en/api/pages/journal');
  expect(reply.status()).toBe(200);
  const { data } = (await reply.json()) as { data: { list: BlogListReply } };
  const first = data.list.posts[0];
  if (!first) throw new Error('the API has no journal post in English');

  const server = startDevServer('mf-blog', await freePort('localhost'), baseURL);
  try {
    await waitForCompile(server);
    const log = server.output();
    expect(log, 'webpack compile errors').not.toMatch(/ERROR in|compiled with \d+ error/);
    expect(log).toMatch(/compiled successfully/);

    // The index: the posts come from API_ORIGIN through the dev server's proxy (/en/api/pages/journal), the cover
    // photos too (/uploads).
    await page.goto(`${server.url}/en/journal`);
    await expect(page.locator('#webpack-dev-server-client-overlay'), 'compile-error overlay').toHaveCount(0);
    await expect(page.getByText(/page not found/i)).toHaveCount(0);
    await expect(await heading(page)).toHaveText('Journal');
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(data.list.posts.length);
    const card = cards.first();
    await expect(card.getByRole('heading')).toHaveText(first.title);
    if (first.cover) {
      const cover = card.locator('img').first();
      await expect(cover).toHaveAttribute('src', /^\/uploads\//);
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }

    // A post: client-side navigation to the entry page, whose data is a second proxied request.
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(`${server.url}${first.url}`);
    await expect(await heading(page)).toHaveText(first.title);
    await expect(page.getByTestId('post-body')).not.toBeEmpty();

    // The RSS link the page shows is served by the API origin too.
    const feed = await page.request.get(`${server.url}/en/journal/rss.xml`);
    expect(feed.status()).toBe(200);
    const rss = await feed.text();
    expect(rss).toContain('<rss');
    expect(rss).toContain(`${first.url}</link>`);
  } finally {
    // Leave the dev server's page first: its live-reload client, still connected when the server stops, logs a
    // refused connection (a console error) in the moments before the test ends.
    await page.goto('about:blank').catch(() => undefined);
    await server.stop();
  }
});
