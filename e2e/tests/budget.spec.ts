// First-load JavaScript budget (issue 12): shell + the route's remote entry + page chunks, gzip, on the built site.
// Every script the first load of the page fetches (fresh context, until the network is idle) is counted at `gzip -9`
// of its bytes, whatever encoding the server used, so the figure matches the build's .gz files.
// Two limits: issue 27's budgets (165 kB for content pages, 200 kB for profile/add), checked by `npm run test:budget`
// (E2E_BUDGET=1) until they are met (React 19 and the rest of the fixed stack weigh about 146 kB before any of our
// code); and ratchets at today's figures plus a small margin, checked in every e2e run, so a change that adds
// first-load bytes fails CI (docs/PERFORMANCE.md, "the framework floor"). Issue 27 replaced the earlier 150 kB goal.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { contentPages } from './content-pages';
import { signUp } from './session';

// 1 kB = 1000 bytes (the team's unit for every budget).
/**
 * 192.0 / 193.2 / 196.8 kB measured when the ratchet was last lowered (issue 27); raised to 200.5 when the kernel took
 * the map search fields with their messages (issue 28) and the compare list on every card (issue 29): 194.5 / 196.6 /
 * 200.2 kB (docs/PERFORMANCE.md "Issues 28 and 29: first-load JS"); 201.0 when the cards took one cached `common` t
 * (a filter change ~15 % faster) and the decide section kept the keyboard's focus: 194.5 / 196.6 / 200.7 kB
 * (docs/PERFORMANCE.md "Issue 27: the filter change's render"); 200.7 once react-i18next's pre-React-18 fallback left
 * every page: 194.1 / 196.2 / 200.3 kB; 198.4 after the kernel split (the catalogue codec, Dialog, Pagination and the
 * form fields left the singleton for bundled subpaths): 191.9 / 194.4 / 198.0 kB (docs/PERFORMANCE.md "Issue 27/28: the
 * kernel split"); 197.8 once the card family left the kernel for the remotes that show cards: 192.8 / 195.5 / 197.4 kB
 * (docs/PERFORMANCE.md "Issue 27: the card family out of the kernel"); 198.1 with the popups loaded on intent and the
 * promise cache's marks for React's use(): 193.0 / 195.7 / 197.7 kB. Lower it when a change brings the pages down.
 */
export const FIRST_LOAD_JS_RATCHET = 198_100;
/** Issue 27's budgets: the content pages (home, catalogue, listing, journal) and the signed-in form `profile/add`. */
export const CONTENT_PAGE_BUDGET = 165_000;
export const FORM_PAGE_BUDGET = 200_000;
/**
 * 189.6 kB (journal index) and 199.9 kB (`profile/add`, signed in) when set (issue 27); the journal's raised to 192 with
 * the kernel's growth above (191.7 kB), 191.8 at 191.3 kB without the fallback above, 188.2 at 187.8 kB after the
 * kernel split, 185.3 at 184.9 kB once the card family left the kernel, 185.5 at 185.1 kB with the popups loaded on
 * intent. Lower them with each gain.
 */
export const JOURNAL_RATCHET = 185_500;
/**
 * 202.4 kB since the listing form took the building facts and the EİDS property number (issue 29); 205.2 kB since every
 * signed-in page keeps the live events client (issue 30: the unread badge and new messages, about 1.2 kB) and the
 * messages pages' texts left the `profile` namespace; 199.9 kB once the other pages' texts and those of the form's later
 * tabs left it too, and the parameters tab became lazy (issue 27, docs/PERFORMANCE.md "Issue 27: profile/add under
 * 200 kB"), 200.2 kB with the cached `common` t above, 199.8 kB without the fallback above, 197.6 at 197.2 kB after
 * the kernel split, 194.7 at 194.3 kB once the card family left it, 195.0 at 194.6 kB with the popups loaded on intent.
 * Lower it with each gain.
 */
export const FORM_PAGE_RATCHET = 195_000;

interface PageWeight {
  line: string;
  total: number;
}

async function firstLoadJs(browser: Browser, path: string, name: string, prepare?: (context: BrowserContext) => Promise<unknown>): Promise<PageWeight> {
  const context = await browser.newContext();
  await prepare?.(context);
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      sizes.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      /* a body the browser dropped */
    }
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const line = `${name} ${path}: ${(total / 1000).toFixed(1)} kB gzip in ${sizes.size} scripts`;
  console.log(line);
  // The files, largest first: what to look at when the figure moves.
  for (const [file, size] of [...sizes].sort((a, b) => b[1] - a[1])) console.log(`  ${(size / 1000).toFixed(1).padStart(6)} kB  ${file}`);
  return { line, total };
}

const overLimit = (weights: PageWeight[], limit: number): string[] => weights.filter((w) => w.total > limit).map((w) => w.line);

test.describe('first-load JavaScript budget', () => {
  let weights: PageWeight[] = [];
  let journal: PageWeight;
  let form: PageWeight;

  test.beforeAll(async ({ browser, playwright }, testInfo) => {
    test.setTimeout(120_000);
    const baseURL = testInfo.project.use.baseURL ?? '';
    // `request` is a per-test fixture: the hook makes its own, on the project's base URL.
    const request = await playwright.request.newContext({ baseURL });
    weights = [];
    for (const target of await contentPages(request)) weights.push(await firstLoadJs(browser, target.path, target.name));
    await request.dispose();
    journal = await firstLoadJs(browser, '/en/journal', 'journal');
    form = await firstLoadJs(browser, '/en/profile/add', 'profile/add (signed in)', (context) => signUp(context, baseURL));
  });

  test(`home, catalogue and listing stay under the ${FIRST_LOAD_JS_RATCHET / 1000} kB gzip ratchet`, () => {
    expect(weights).toHaveLength(3);
    expect(overLimit(weights, FIRST_LOAD_JS_RATCHET), 'pages over the first-load ratchet').toEqual([]);
  });

  test('the journal index and the signed-in profile/add stay under their ratchets', () => {
    expect(overLimit([journal], JOURNAL_RATCHET), 'journal over its first-load ratchet').toEqual([]);
    expect(overLimit([form], FORM_PAGE_RATCHET), 'profile/add over its first-load ratchet').toEqual([]);
  });

  test('content pages load at most 165 kB and profile/add 200 kB of gzip JavaScript (issue 27; only with E2E_BUDGET=1)', () => {
    test.skip(!process.env.E2E_BUDGET, 'issue 27 budgets, not met yet: npm run test:budget checks them');
    expect(overLimit([...weights, journal], CONTENT_PAGE_BUDGET), 'pages over the 165 kB gzip first-load budget').toEqual([]);
    expect(overLimit([form], FORM_PAGE_BUDGET), 'profile/add over its 200 kB gzip first-load budget').toEqual([]);
  });
});
