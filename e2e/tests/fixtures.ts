import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions seen on a page; a test fails if any were not expected. */
export interface ConsoleWatch {
  errors: string[];
  /** Mark errors matching this pattern as expected (for tests that break something on purpose). */
  allow(pattern: RegExp): void;
}

/**
 * A server-rendered page shows its content before React hydrates it, and input before hydration is not handled: after
 * `goto` and `reload` (with the default `load`), wait until the shell marks `<html data-app-ready>` (shell/src/app/App.tsx).
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-ssr') || document.documentElement.hasAttribute('data-app-ready'));
}

export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((options?.waitUntil ?? 'load') === 'load') await waitForApp(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if ((options?.waitUntil ?? 'load') === 'load') await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },
  consoleWatch: async ({ page }, use) => {
    const allowed: RegExp[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use({ errors, allow: (pattern) => allowed.push(pattern) });
    const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    expect(unexpected, 'console errors on the page').toEqual([]);
  },
});

export { expect };

export async function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** Hold the shell's scripts until `release`, so a test can touch the server's DOM before React hydrates it. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/shell\/[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** What a hydration test watches on a page: every console message and page error, and the page-data requests. */
export function watchHydration(page: Page): { messages: string[]; pageRequests: string[] } {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const pageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pages')) pageRequests.push(request.url());
  });
  return { messages, pageRequests };
}
