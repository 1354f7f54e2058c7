// The shell around every page: header, footer, bottom bar, side menu, language and currency popups, 404,
// static pages and the head kept in step on client-side navigation.
import { expect, test } from './fixtures';

test('language: switch from a deep page and stay on it; the cookie remembers the choice', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/real-estate/sale?sort=price_asc');
  await page.getByTestId('language-switch').click();
  const popup = page.getByTestId('language-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: /Русский/ })).toHaveAttribute('href', '/ru/real-estate/sale?sort=price_asc');
  await popup.getByRole('link', { name: /Русский/ }).click();
  await expect(page).toHaveURL(/\/ru\/real-estate\/sale\?sort=price_asc$/);
  await expect(popup).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByTestId('language-switch')).toHaveText('RU');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('ru');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);
});

test('language popup closes with the backdrop, the close button and Escape; focus returns', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/tr/about');
  const open = page.getByTestId('language-switch');
  await open.click();
  await expect(page.getByTestId('language-popup')).toBeVisible();
  await page.getByTestId('popup-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(page.getByTestId('language-popup')).toHaveCount(0);
  await open.click();
  await page.getByRole('button', { name: 'Kapat' }).click();
  await expect(page.getByTestId('language-popup')).toHaveCount(0);
  await open.click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('language-popup')).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('currency: choosing one sets the cookie, closes the popup and prices follow', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/fees');
  const price = page.getByTestId('fee-price').first();
  await expect(price).toContainText('€');
  const before = await price.textContent();
  const box = await page.locator('main').boundingBox();
  await page.getByTestId('currency-switch').click();
  const popup = page.getByTestId('currency-popup');
  await expect(popup).toBeVisible();
  expect((await page.locator('main').boundingBox())?.x).toBe(box?.x); // no layout shift when a popup opens
  await popup.getByRole('button', { name: /USD/ }).click();
  await expect(popup).toHaveCount(0);
  await expect(price).toContainText('$');
  expect(await price.textContent()).not.toBe(before);
  expect((await page.context().cookies()).find((c) => c.name === 'currency')?.value).toBe('USD');
  await expect(page.getByTestId('currency-switch')).toContainText('USD');
  await page.reload();
  await expect(page.getByTestId('fee-price').first()).toContainText('$');
});

test('currency defaults: TRY in Turkish, EUR otherwise', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/tr/fees');
  await expect(page.getByTestId('currency-switch')).toContainText('TRY');
  await page.goto('/ru/fees');
  await expect(page.getByTestId('currency-switch')).toContainText('EUR');
});

test('404: unknown path gives the translated page with a link home', async ({ page, consoleWatch }) => {
  // The document itself is a real HTTP 404, which the browser reports in the console.
  consoleWatch.allow(/status of 404/);
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('This page could not be found');
  await page.getByTestId('not-found').getByRole('link').click();
  await expect(page).toHaveURL(/\/en$/);
  const ru = await page.goto('/ru/nope/deeper');
  expect(ru?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('Эта страница не найдена');
});

test('redirects: trailing slash and Turkish deal words are 301s', async ({ request }) => {
  const slash = await request.get('/en/about/?a=1', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe('/en/about?a=1');
  const sale = await request.get('/tr/real-estate/satilik-villa/antalya', { maxRedirects: 0 });
  expect(sale.status()).toBe(301);
  expect(sale.headers().location).toBe('/tr/real-estate/sale-villa/antalya');
  const rent = await request.get('/tr/real-estate/kiralik', { maxRedirects: 0 });
  expect(rent.headers().location).toBe('/tr/real-estate/rent');
});

test('mobile viewport shows the bottom bar and the side menu; desktop hides the bar', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/about');
  const bar = page.getByTestId('bottom-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link')).toHaveCount(4);
  await page.getByTestId('burger').click();
  const side = page.getByTestId('side-menu');
  await expect(side).toBeVisible();
  await side.getByRole('link', { name: 'Fees' }).click();
  await expect(page).toHaveURL(/\/en\/fees$/);
  await expect(side).toHaveCount(0);
  await bar.getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByTestId('sign-in-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
});

test('static pages have real content in three languages; partners shows statistics', async ({ page, consoleWatch }) => {
  void consoleWatch;
  for (const [path, text] of [
    ['/en/privacy-policy', 'KVKK'],
    ['/tr/terms-of-service', 'Hesaplar'],
    ['/ru/refund-policy', 'возврат'],
    ['/en/about', 'Realty Turkey'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(text);
  }
  await page.goto('/en/partners');
  await expect(page.getByTestId('partner-stats')).toContainText('active listings');
  await expect(page.locator('main')).toContainText('How to publish');
  await page.goto('/ru/fees');
  await expect(page.getByTestId('fees-table').locator('tbody tr').first()).toBeVisible();
});

test('head follows client-side navigation; the logo resets the filter and goes home', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/about');
  await expect(page).toHaveTitle(/About us/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Fees' }).click();
  await expect(page).toHaveURL(/\/en\/fees$/);
  await expect(page).toHaveTitle(/^Fees — /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/fees$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', /\/ru\/fees$/);
  await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
  await expect(page).toHaveURL(/\/en$/);
});
