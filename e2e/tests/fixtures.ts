import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions seen on a page; a test fails if any were not expected. */
export interface ConsoleWatch {
  errors: string[];
  /** Mark errors matching this pattern as expected (for tests that break something on purpose). */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
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
