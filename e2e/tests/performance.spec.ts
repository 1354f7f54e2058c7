// Issue 12, no staircase: the first load of a content page asks for no remotes.json (the server inlines it), the shell's
// start-up files and the route's remote entry and page chunk are preloaded all at once, and each preloaded file is
// fetched once (a preload the page does not use, or uses with other credentials, would be fetched twice).
// A server-rendered page paints before any of it: the head's inline loader adds those preloads and the entry script
// only after the first contentful paint and the page's high-priority images (docs/ARCHITECTURE.md "Hydration after
// the first paint"), so they do not share the link with the HTML and the LCP image.
import type { APIRequestContext, Page } from '@playwright/test';
import { contentPages } from './content-pages';
import { expect, test } from './fixtures';
import { manifestUrl, type RemoteName } from './remotes-config';

/** Open a page in a fresh context and record every request URL until the network is idle. */
async function firstLoad(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return urls;
}

/** Where this environment serves a remote from (its remotes.json): the manifest URL and the folder of its files. */
async function remoteFiles(request: APIRequestContext, remote: string, baseURL: string): Promise<{ manifest: string; folder: string; local: boolean }> {
  const manifest = new URL(await manifestUrl(request, remote.replace(/^mf-/, '') as RemoteName, baseURL));
  const local = manifest.origin === new URL(baseURL).origin;
  // The page's own origin is written as a path, another origin as it is.
  const href = local ? manifest.pathname : manifest.href;
  return { manifest: href, folder: manifest.pathname.slice(0, manifest.pathname.lastIndexOf('/') + 1), local };
}

test.describe('first load without a staircase', () => {
  test('home, catalogue and listing: no remotes.json, preloaded start-up files, each fetched once', async ({ browser, request, baseURL }) => {
    for (const target of await contentPages(request)) {
      const files = await remoteFiles(request, target.remote, baseURL!);
      // A fresh context per page: an empty cache, as on a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /preload/i.test(message.text())) errors.push(message.text());
      });
      const urls = await firstLoad(page, target.path);
      expect(urls.filter((url) => url === '/remotes.json'), `${target.name}: remotes.json requests`).toEqual([]);
      const preloads = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(preloads.some((href) => href.startsWith('/shell/')), `${target.name}: shell files preloaded`).toBe(true);
      // A remote served from another origin (a CDN in remotes.json) gets only its manifest hinted: the server cannot read it.
      if (files.local) {
        expect(preloads, `${target.name}: remote entry preloaded`).toContain(`${files.folder}remoteEntry.js`);
        // The exposed page's own chunks (named __federation_expose_* or numbered, as webpack split them).
        const pageChunks = preloads.filter((href) => href.startsWith(files.folder) && !href.endsWith('/remoteEntry.js'));
        expect(pageChunks.length, `${target.name}: page chunks preloaded`).toBeGreaterThan(0);
      }
      await expect(page.locator(`link[rel="preload"][as="fetch"][href="${files.manifest}"]`)).toHaveCount(1);
      for (const href of preloads) {
        expect(urls.filter((url) => url === href).length, `${target.name}: ${href} fetched once`).toBe(1);
      }
      // The CSS the server inlined is named per browser .css file, and hydration loads none of those files again.
      const inlined = await page.locator('style[data-ssr][data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href') ?? ''));
      expect(inlined.length, `${target.name}: CSS inlined per file`).toBeGreaterThan(0);
      for (const file of inlined) {
        expect(urls.filter((url) => url.endsWith(`/${file}`)), `${target.name}: ${file} not fetched`).toEqual([]);
      }
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((img) => img.currentSrc);
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          firstScript: Math.min(...resources.filter((entry) => /\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime)),
          imagesDone: Math.max(0, ...resources.filter((entry) => images.includes(entry.name)).map((entry) => entry.responseEnd)),
        };
      });
      expect(timing.firstScript, `${target.name}: no script before the first paint`).toBeGreaterThanOrEqual(timing.paint);
      expect(timing.firstScript, `${target.name}: no script before the high-priority images`).toBeGreaterThanOrEqual(timing.imagesDone);
      // Chromium warns about a preload the page did not use a few seconds after the load event.
      await page.waitForTimeout(3500);
      expect(errors, `${target.name}: console errors and preload warnings`).toEqual([]);
      await context.close();
    }
  });

  test('hovering a listing card preloads the listing page before the click', async ({ page, baseURL }) => {
    const { folder } = await remoteFiles(page.request, 'listing', baseURL!);
    await page.goto('/en/real-estate/sale', { waitUntil: 'networkidle' });
    const card = page.locator('a[href*="/real-estate/ad/"]').first();
    const entry = page.waitForRequest((request) => new URL(request.url()).pathname === `${folder}remoteEntry.js`);
    await card.hover();
    await entry;
  });
});
