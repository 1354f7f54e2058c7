// A new user's walk (issue 23): the unsubscribe link lands on a page of the site, a section that failed offline loads
// again when the connection returns, the offline notice leaves the navigation free, a long Russian heading does not
// break inside a word on a phone, and the footer shows the current year.
import type { Locator, Page } from '@playwright/test';
import en from '../../shell/src/i18n/en.json' with { type: 'json' };
// The unsubscribe page's texts: a bundle of their own, added to 'shell' with the page.
import pagesTr from '../../shell/src/pages/i18n/tr.json' with { type: 'json' };
import pagesEn from '../../shell/src/pages/i18n/en.json' with { type: 'json' };
import pagesRu from '../../shell/src/pages/i18n/ru.json' with { type: 'json' };
import { expect, test } from './fixtures';

const pages = { tr: pagesTr, en: pagesEn, ru: pagesRu } as const;

test.describe('the unsubscribe link of an alert e-mail', () => {
  test('a broken link shows the site page that says so, in the link language, instead of JSON', async ({ page }) => {
    for (const lang of ['tr', 'en', 'ru'] as const) {
      const response = await page.goto(`/${lang}/api/alerts/unsubscribe?kind=search&id=1&sig=${'x'.repeat(32)}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`/${lang}/unsubscribe?result=invalid`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[lang].unsubscribe.invalidTitle);
      await expect(page.getByTestId('unsubscribe')).toContainText(pages[lang].unsubscribe.invalid);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();
      expect(await page.content()).not.toContain('"message"');
    }
  });

  test('the done page names what stopped and links to where it is managed', async ({ page }) => {
    await page.goto('/ru/unsubscribe?result=done&kind=favorites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesRu.unsubscribe.doneTitle);
    await expect(page.getByTestId('unsubscribe')).toContainText(pagesRu.unsubscribe.doneFavorites);
    await expect(page.getByRole('link', { name: pagesRu.unsubscribe.manageFavorites })).toHaveAttribute('href', '/ru/profile/favorites');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the page is in the server HTML', async ({ page }) => {
      await page.goto('/en/api/alerts/unsubscribe?kind=favorites&id=abc');
      await expect(page).toHaveURL('/en/unsubscribe?result=invalid');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesEn.unsubscribe.invalidTitle);
      await page.goto('/tr/unsubscribe?result=done&kind=search');
      await expect(page.getByText(pagesTr.unsubscribe.doneSearch)).toBeVisible();
    });
  });
});

test('a page that failed to load while offline loads by itself when the connection returns', async ({ page, context, consoleWatch }) => {
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Loading script failed|ChunkLoadError|remote|federation|RUNTIME-/i);
  await page.goto('/en');
  await context.setOffline(true);
  // The journal's remote was never loaded: going there offline fails and shows the fallback.
  await page.locator('a[href="/en/journal"]').first().click();
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect(page.getByTestId('network-notice')).toHaveText(en.offline);
  await context.setOffline(false);
  // No click on Retry: the connection's return retries it.
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('journal-list')).toBeVisible();
  await expect(page.getByTestId('network-notice')).toHaveText(en.online);
});

const overlaps = async (a: Locator, b: Locator): Promise<boolean> => {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

async function offlineNotice(page: Page): Promise<Locator> {
  await page.context().setOffline(true);
  const notice = page.getByTestId('network-notice');
  await expect(notice).toBeVisible();
  return notice;
}

test.describe('the offline notice leaves the navigation free', () => {
  test('on a phone: not over the header nor the bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/ru/real-estate/sale');
    const notice = await offlineNotice(page);
    const bottomBar = page.getByTestId('bottom-bar');
    expect(await overlaps(notice, page.locator('header').first()), 'header').toBe(false);
    expect(await overlaps(notice, bottomBar), 'bottom bar').toBe(false);
    await page.context().setOffline(false);
  });

  test('on a wide screen: not over the header', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en');
    const notice = await offlineNotice(page);
    expect(await overlaps(notice, page.locator('header').first())).toBe(false);
    await page.context().setOffline(false);
  });
});

test('on a 360 px phone the Russian privacy policy heading breaks between words only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ru/privacy-policy');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // Each word of the heading is on one line: one client rect per word.
  const lines = await heading.evaluate((element) => {
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return [];
    const value = text.textContent ?? '';
    const out: Array<{ word: string; rects: number }> = [];
    let at = 0;
    for (const word of value.split(' ')) {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + word.length);
      out.push({ word, rects: range.getClientRects().length });
      at += word.length + 1;
    }
    return out;
  });
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.filter((line) => line.rects !== 1)).toEqual([]);
  expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test('the footer shows the current year', async ({ page }) => {
  await page.goto('/en/about');
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Istanbul' }).format(new Date());
  await expect(page.locator('footer').first()).toContainText(`© ${year} `);
});
