// A remote team's deploys against a composed site (docs/ARCHITECTURE.md "Deploying a remote"): mf-blog deployed to
// versioned folders beside the build in place and switched through remotes.json while the server runs, rolled back
// and forward, misconfigured, built against a newer @realty/shared, and served from a host that hangs. The site is a
// second server (deploy-site.ts) with its own remotes.json, so nothing here changes what the other specs see.
//
// The versions are the remote's production build with their own text and CSS: a copy of mf-blog/dist whose journal
// introduction and stylesheets are rewritten (in the browser chunks and the server bundle alike, as a rebuild from
// changed sources would), so each version is recognisable in the server's HTML and in the hydrated page.
import shellEn from '../../shell/src/i18n/en.json' with { type: 'json' };
import blogEn from '../../mf-blog/src/i18n/en.json' with { type: 'json' };
import sharedPackage from '../../shared/package.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hangingHost, startDeploySite, type BuildPatch, type DeploySite } from './deploy-site';

const SSR_TIMEOUT_MS = 2000;
const REMOTE_LOAD_TIMEOUT_MS = 3000;
const INTRO = blogEn.intro.journal;
const SHARED_VERSION = sharedPackage.version;

/** The journal's introduction as version `v` of mf-blog says it. */
const introOf = (version: string) => `${INTRO.replace(/\.$/, '')} (${version}).`;
/** A rule each version's stylesheets end with: the CSS in force tells which version styled the page. */
const cssMarkOf = (version: string) => `:root{--realty-deploy-version:"${version}"}`;

/** A build of mf-blog with its own text and CSS (every built file that holds them). */
const versionPatch =
  (version: string): BuildPatch =>
  (text, file) => {
    if (file.endsWith('.css')) return `${text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trimEnd()}\n${cssMarkOf(version)}\n`;
    if (/\.c?js$/.test(file)) return text.replaceAll(INTRO, introOf(version));
    return text;
  };

/** The next minor of @realty/shared (0.x: the breaking part), which the shell in place does not provide. */
const newerShared = (() => {
  const [major = 0, minor = 0] = SHARED_VERSION.split('.').map(Number);
  return major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
})();

/**
 * mf-blog as built against a newer @realty/shared. A remote's build holds that version in two places: the contract
 * constant its exposed modules check (DefinePlugin `__REALTY_SHARED_VERSION__`, in the browser chunks and the server
 * bundle) and dist/contract.json (what deploy-remote.sh compares).
 */
const skewPatch: BuildPatch = (text, file) => {
  const built = JSON.stringify(SHARED_VERSION);
  const newer = JSON.stringify(newerShared);
  if (file === 'contract.json') return text.replace(`^${SHARED_VERSION}`, `^${newerShared}`);
  if (file === 'server/ssr.cjs') return text.replace(`BUILT_SHARED_VERSION =  true ? ${built} : 0`, `BUILT_SHARED_VERSION =  true ? ${newer} : 0`);
  if (file.endsWith('.js')) return text.replaceAll(`=${built}){if(null===`, `=${newer}){if(null===`);
  return text;
};

const manifestOf = (version: string) => `/remotes/mf-blog/${version}/mf-manifest.json`;

/** The server's HTML of a page, without a session, and how long it took. */
async function serverHtml(site: DeploySite, path: string): Promise<{ status: number; html: string; ms: number; csp: string }> {
  const started = performance.now();
  const response = await fetch(`${site.url}${path}`);
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started, csp: response.headers.get('content-security-policy') ?? '' };
}

/** The value of the version rule among the stylesheets the browser applies. */
const cssVersion = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--realty-deploy-version').trim());

let site: DeploySite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startDeploySite({ ssrTimeoutMs: SSR_TIMEOUT_MS, remoteLoadTimeoutMs: REMOTE_LOAD_TIMEOUT_MS });
  for (const version of ['v1', 'v2']) {
    const changed = await site.deploy('blog', version, versionPatch(version));
    // The server bundle, a browser chunk with the translations and the stylesheets: else the build changed shape.
    expect(changed, `files of ${version}`).toContain('server/ssr.cjs');
    expect(changed.filter((file) => file.endsWith('.js')).length, `browser chunks of ${version}`).toBeGreaterThan(0);
    expect(changed.filter((file) => file.endsWith('.css')).length, `stylesheets of ${version}`).toBeGreaterThan(0);
  }
  const skewed = await site.deploy('blog', 'skew', skewPatch);
  expect(skewed, 'the contract of the skewed build').toEqual(expect.arrayContaining(['contract.json', 'server/ssr.cjs']));
  expect(skewed.filter((file) => file.endsWith('.js')).length, 'browser chunks with the contract check').toBeGreaterThan(0);
});

test.afterAll(async () => {
  await site?.stop();
});

test('@local deploy, roll back and roll forward: each server page and its hydration are one version of the remote', async ({ page, consoleWatch }) => {
  test.setTimeout(180_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  for (const version of ['v1', 'v2', 'v1', 'v2']) {
    const other = version === 'v1' ? 'v2' : 'v1';
    await site.switchRemotes({ blog: manifestOf(version) });

    const { status, html } = await serverHtml(site, '/en/journal');
    expect(status).toBe(200);
    expect(html, `server text of ${version}`).toContain(introOf(version));
    expect(html, `no server text of ${other}`).not.toContain(introOf(other));
    expect(html, `server CSS of ${version}`).toContain(cssMarkOf(version));
    expect(html, `no server CSS of ${other}`).not.toContain(cssMarkOf(other));
    expect(html).not.toContain(`/remotes/mf-blog/${other}/`);

    await page.goto(`${site.url}/en/journal`);
    await expect(page.locator('#root')).toHaveAttribute('data-ssr');
    await expect(page.getByText(introOf(version))).toBeVisible();
    expect(await cssVersion(page), `CSS in force with ${version}`).toBe(`"${version}"`);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.some((name) => name.includes(`/remotes/mf-blog/${version}/`)), `${version} loaded in the browser`).toBe(true);
    expect(loaded.filter((name) => name.includes(`/remotes/mf-blog/${other}/`)), `nothing of ${other}`).toEqual([]);
    // A hydration mismatch (React #418) or any other error fails here, per version.
    expect(consoleWatch.errors, `console errors with ${version}`).toEqual([]);
    expect(warnings, `console warnings with ${version}`).toEqual([]);
  }
});

test('@local an invalid remotes.json is refused with its reason while the site keeps serving the last good one', async ({ page, consoleWatch }) => {
  test.setTimeout(120_000);
  await site.switchRemotes({ blog: manifestOf('v2') });
  for (const [text, reason] of [
    [`{ "blog": "${manifestOf('v1')}", "blgo": "${manifestOf('v1')}" }\n`, /blgo/],
    ['{ "blog": ', /JSON/],
  ] as const) {
    await site.writeRemotes(text);
    await expect
      .poll(async () => (await (await fetch(`${site.url}/api/health/ready`)).json()) as { remotes: { ok: boolean; reason?: string } }, { timeout: 15_000 })
      .toMatchObject({ remotes: { ok: false, reason: expect.stringMatching(reason) } });
    const readiness = await (await fetch(`${site.url}/api/health/ready`)).text();
    expect(readiness, 'no path in the reply').not.toContain('remotes.json.tmp');
    expect(readiness).not.toMatch(/\/tmp\/|realty-deploy-/);
    const { status, html } = await serverHtml(site, '/en/journal');
    expect(status).toBe(200);
    expect(html).toContain(introOf('v2'));
    expect(((await (await fetch(`${site.url}/remotes.json`)).json()) as { blog: string }).blog).toBe(manifestOf('v2'));
    await page.goto(`${site.url}/en/journal`);
    await expect(page.getByText(introOf('v2'))).toBeVisible();
  }
  expect(site.log()).toMatch(/remotes\.json refused: the last good configuration stays in force/);
  // Fixed: in force again.
  await site.switchRemotes({ blog: manifestOf('v1') });
  const ready = (await (await fetch(`${site.url}/api/health/ready`)).json()) as { status: string; remotes: { ok: boolean } };
  expect(ready).toMatchObject({ status: 'ready', remotes: { ok: true } });
  expect(consoleWatch.errors).toEqual([]);
});

test('@local a remote built against a @realty/shared the shell does not provide is refused by name on the server and in the browser', async ({ page, consoleWatch }) => {
  test.setTimeout(120_000);
  const named = `mf-blog needs @realty/shared ^${newerShared}, but this environment's shell provides ${SHARED_VERSION}`;
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  consoleWatch.allow(/mf-blog|mf_blog|RUNTIME-|remote/i);
  await site.switchRemotes({ blog: manifestOf('skew') });

  const { status, html } = await serverHtml(site, '/en/journal');
  expect(status).toBe(200);
  // Nothing of the refused remote is rendered: the page is left to the browser (an empty root).
  expect(html, 'no server rendering with the refused remote').toMatch(/<div id="root"><\/div>/);
  await expect.poll(() => site.log(), { timeout: 10_000 }).toContain(named);
  expect(site.log()).toContain('SharedVersionError');

  await page.goto(`${site.url}/en/journal`);
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(shellEn.remote.unavailable);
  expect(warnings.some((text) => text.includes(named)), `a console message names the refusal: ${warnings.join('\n')}`).toBe(true);
  // Nothing of the remote's page ran: no TypeError from a mismatched shared package.
  expect(consoleWatch.errors.filter((text) => /TypeError/.test(text))).toEqual([]);
  // The rest of the site is untouched.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/en\/real-estate\/sale$/);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test('@local a remote host that never answers costs the browser its load timeout and the server at most SSR_TIMEOUT_MS + 1 s', async ({ page, consoleWatch }) => {
  test.setTimeout(120_000);
  consoleWatch.allow(/mf-blog|mf_blog|RUNTIME-|remote|Failed to load resource/i);
  const host = await hangingHost();
  try {
    await site.switchRemotes({ blog: `${host.origin}/mf-blog/mf-manifest.json` });

    // The server: the bundle fetch is abandoned within the render budget; then the failed origin waits for its backoff.
    for (const attempt of ['first', 'second']) {
      const { status, ms, csp } = await serverHtml(site, '/en/journal');
      expect(status, `${attempt} request`).toBe(200);
      expect(ms, `${attempt} request (ms)`).toBeLessThanOrEqual(SSR_TIMEOUT_MS + 1000);
      // The CSP follows remotes.json: the new origin is allowed, so the browser really waits for it.
      expect(csp).toContain(host.origin);
    }

    // The browser: the fallback, with Retry, once REMOTE_LOAD_TIMEOUT_MS is over (plus the shell's own start).
    const started = Date.now();
    await page.goto(`${site.url}/en/journal`, { waitUntil: 'domcontentloaded' });
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: REMOTE_LOAD_TIMEOUT_MS + 10_000 });
    const elapsed = Date.now() - started;
    expect(elapsed, 'fallback shown after the load timeout').toBeGreaterThanOrEqual(REMOTE_LOAD_TIMEOUT_MS);
    expect(elapsed, 'fallback shown within the load timeout and the shell start').toBeLessThanOrEqual(REMOTE_LOAD_TIMEOUT_MS + 3000);
    await expect(fallback.getByRole('button', { name: shellEn.remote.retry })).toBeVisible();
  } finally {
    await host.close();
  }
  expect(site.log()).toMatch(/server bundle unavailable/);
});
