// Add a listing (issue 14): a signed-in user fills the five tabs (the map is unavailable offline, so the pin is typed
// as coordinates), uploads two photos, publishes, lands on the listing page and finds the listing in the catalogue
// with its cover photo. axe is clean on every tab at 390 px and 1366 px.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './session';
import { audit } from './a11y';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const TABS = ['Type and location', 'Parameters', 'Description', 'Photos and video', 'Price and contacts'] as const;
/** The form is audited on a desktop and on a phone. */
const BOTH_WIDTHS = { widths: [1366, 390] };

/** Choose the first real option of a select once its list has loaded. */
async function chooseFirst(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select).toBeEnabled();
  await expect.poll(async () => select.locator('option:not([value=""])').count()).toBeGreaterThan(0);
  const value = await select.locator('option:not([value=""])').first().getAttribute('value');
  await select.selectOption(value ?? '');
}

test('a signed-in user adds a listing through the five tabs and finds it in the catalogue', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signUp(context, baseURL ?? '');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en/profile/add');
  const tablist = page.getByRole('tablist', { name: 'Listing form steps' });
  await expect(tablist.getByRole('tab')).toHaveCount(5);
  const tab = (name: (typeof TABS)[number]) => tablist.getByRole('tab', { name: new RegExp(name) });

  // 1 type and location
  await expect(tab('Type and location')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('combobox', { name: 'Deal type', exact: true }).selectOption('sale');
  await chooseFirst(page, 'Property type');
  await chooseFirst(page, 'Province');
  await chooseFirst(page, 'District');
  await page.getByLabel('Street address').fill('Atatürk Cd. 12');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('36.5438');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('31.9998');
  await audit(page, TABS[0], BOTH_WIDTHS);

  // publishing now shows the problems per tab, in English, at their fields
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
  await expect(tab('Parameters')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  // 2 parameters
  await page.getByRole('textbox', { name: 'Gross area, m²' }).fill('95');
  await page.getByLabel('Net area, m²').fill('80');
  await page.getByLabel('Floor', { exact: true }).fill('3');
  await page.getByLabel('Floors in the building').fill('6');
  await page.getByLabel('Swimming pool').check();
  await audit(page, TABS[1], BOTH_WIDTHS);

  // 3 description
  await tab('Description').click();
  const title = `Sea view flat ${Date.now()}`;
  await page.getByRole('group', { name: 'English' }).getByLabel('Title').fill(title);
  await page.getByRole('group', { name: 'English' }).getByLabel('Description').fill('Two bedrooms, five minutes from the beach.');
  await audit(page, TABS[2], BOTH_WIDTHS);

  // 4 photos
  await tab('Photos and video').click();
  await page.locator('input[type="file"]').setInputFiles([path.join(FIXTURES, 'photo-1.jpg'), path.join(FIXTURES, 'photo-2.jpg')]);
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText('2 of 30 photos')).toBeVisible();
  await page.getByRole('button', { name: 'Make photo 2 the cover' }).click();
  await expect(page.getByRole('button', { name: 'Make photo 2 the cover' })).toHaveCount(1);
  await audit(page, TABS[3], BOTH_WIDTHS);

  // 5 price and contacts
  await tab('Price and contacts').click();
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('150000');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await page.getByRole('textbox', { name: 'EİDS authorisation number' }).fill('EIDS-2026-778899');
  await page.getByRole('textbox', { name: 'Property number (taşınmaz numarası)' }).fill('104233519');
  await page.getByLabel('Title deed number').fill('1234/5');
  await audit(page, TABS[4], BOTH_WIDTHS);

  // the draft survives a reload
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await tab('Price and contacts').click();
  await expect(page.getByRole('textbox', { name: 'EİDS authorisation number' })).toHaveValue('EIDS-2026-778899');

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/en\/real-estate\/ad\/\d+$/);
  const id = Number(/ad\/(\d+)$/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);

  await page.goto('/en/real-estate/sale');
  const card = page.locator(`[data-testid="listing-card"][data-id="${id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: title })).toBeVisible();
  const cover = await card.locator('img').first().getAttribute('src');
  expect(cover).toMatch(/^\/uploads\/listings\/\d+\/[0-9a-f]{24}-card\.webp$/);
});
