// axe-core on every page type of the composed site (and the shell's popups): no serious or critical violations.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit } from './a11y';

async function firstListingUrl(page: Page): Promise<string | null> {
  const reply = await page.request.get('/en/api/realty?per_page=1');
  if (!reply.ok()) return null;
  const body = (await reply.json()) as { data?: Array<{ url?: string }> };
  return body.data?.[0]?.url ?? null;
}

const PAGES = [
  ['home', '/en'],
  ['catalogue', '/en/real-estate/sale'],
  ['journal', '/en/journal'],
  ['agents', '/en/real-estate-agent'],
  ['agencies', '/en/real-estate-agency'],
  ['about', '/en/about'],
  ['fees', '/tr/fees'],
  ['partners', '/ru/partners'],
  ['privacy policy', '/en/privacy-policy'],
  ['refund policy', '/tr/refund-policy'],
  ['terms of service', '/ru/terms-of-service'],
  ['error page', '/en/error?status=500'],
  ['login', '/en/login'],
  ['reset password', '/en/reset-password'],
  ['profile gate', '/en/profile'],
] as const;

for (const [label, path] of PAGES) {
  test(`a11y: ${label}`, async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (label === 'profile gate') await page.keyboard.press('Escape');
    await audit(page, label);
  });
}

test('a11y: listing detail', async ({ page, consoleWatch }) => {
  void consoleWatch;
  const url = await firstListingUrl(page);
  test.skip(!url, 'no listing in the demo data');
  await page.goto(url!);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await audit(page, 'listing');
});

test('a11y: 404 page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 404/);
  await page.goto('/en/missing-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await audit(page, '404');
});

test('a11y: popups (sign-in, registration, language, currency, side menu on mobile)', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/about');
  await page.getByTestId('sign-in-entry').click();
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  // Focus moves into the form once it has loaded from mf-auth; Tab stays inside the popup.
  await expect(page.getByTestId('sign-in-popup').getByLabel('E-mail')).toBeFocused();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await audit(page, 'sign-in popup');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('register-form')).toBeVisible();
  await audit(page, 'registration popup');
  await page.keyboard.press('Escape');
  await page.getByTestId('language-switch').click();
  await audit(page, 'language popup');
  await page.keyboard.press('Escape');
  await page.getByTestId('currency-switch').click();
  await audit(page, 'currency popup');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('burger').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await audit(page, 'side menu');
});
