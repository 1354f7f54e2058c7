// The signed-in user's pages (issue 13) on the composed site: a favourite from the catalogue appears on
// profile/favorites and can be removed; a saved search appears on profile/saved and opens the same URL; hiding a
// listing moves it from the active to the hidden tab and the public API stops serving it; axe on every page.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './session';
import { audit } from './a11y';

const DEMO_PASSWORD = 'demo-password';

async function xsrf(context: BrowserContext, baseURL: string): Promise<Record<string, string>> {
  await context.request.get(`${baseURL}/sanctum/csrf-cookie`);
  const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** Signs in as a demo owner (seeded) who has an active listing; returns that listing's id. */
async function signInAsOwner(context: BrowserContext, baseURL: string): Promise<number> {
  for (let i = 1; i <= 30; i++) {
    await context.clearCookies();
    const headers = await xsrf(context, baseURL);
    const login = await context.request.post(`${baseURL}/en/api/login`, { headers, data: { email: `owner${i}@demo.realty.test`, password: DEMO_PASSWORD, lang: 'en' } });
    if (login.status() !== 200) continue;
    const list = await context.request.get(`${baseURL}/en/api/user/list?status=active`);
    const id = (await list.json()).data?.[0]?.id as number | undefined;
    if (id) return id;
  }
  throw new Error('no demo owner with an active listing');
}

async function setStatus(request: APIRequestContext, headers: Record<string, string>, baseURL: string, id: number, status: 'active' | 'hidden') {
  const res = await request.patch(`${baseURL}/en/api/user/list`, { headers, data: { realty_id: id, status } });
  expect(res.status()).toBe(200);
}

test('a favourite from the catalogue appears on profile/favorites and can be removed (with undo)', async ({ page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  await signUp(context, baseURL!);
  await page.goto('/en/real-estate/sale');
  const first = page.getByTestId('listing-card').first();
  const id = await first.getAttribute('data-id');
  const title = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await first.getByTestId('favorite-toggle').click();
  await expect(first.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/profile/favorites');
  const grid = page.getByTestId('favorites-grid');
  const card = grid.locator(`[data-testid="listing-card"][data-id="${id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: title })).toBeVisible();
  await audit(page, 'profile/favorites');

  await card.getByTestId('favorite-remove').click();
  await expect(card).toHaveCount(0);
  await page.getByTestId('favorite-undo').click();
  await expect(card).toBeVisible();
  await card.getByTestId('favorite-remove').click();
  await expect(page.getByTestId('favorite-undo-bar')).toBeVisible();
  // Leaving the page commits the removal.
  await page.getByTestId('profile-nav').getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect.poll(async () => (await context.request.get(`${baseURL}/en/api/realty/favorite`)).json()).toEqual({ data: [] });
  await page.goto('/en/profile/favorites');
  await expect(page.getByText('No favorites yet.', { exact: false })).toBeVisible();
});

test('a saved search from the catalogue appears on profile/saved and opens the same URL', async ({ page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  await signUp(context, baseURL!);
  const catalogue = '/en/real-estate/sale/antalya?filter&rooms=2%2B1';
  await page.goto(catalogue);
  await page.getByTestId('save-search').click();
  await expect(page.getByText('The search is saved.', { exact: false }).first()).toBeVisible();

  await page.goto('/en/profile/saved');
  const item = page.getByTestId('saved-search').first();
  await expect(item.getByTestId('saved-search-summary')).toHaveText('2+1 property for sale in Antalya');
  await item.getByTestId('saved-search-alert').selectOption('daily');
  await expect(page.getByText('Alert updated.').first()).toBeVisible();
  await audit(page, 'profile/saved');
  await item.getByTestId('saved-search-open').click();
  await expect(page).toHaveURL(new RegExp(`${catalogue.replace(/[?+]/g, '\\$&')}$`));

  const searches = await (await context.request.get(`${baseURL}/en/api/saved-searches`)).json();
  expect(searches.data[0].alert).toBe('daily');
});

test('hide moves a listing from the active to the hidden tab, and it leaves the public site', { tag: '@seed' }, async ({ page, context, baseURL, consoleWatch }) => {
  consoleWatch.allow(/404/);
  const id = await signInAsOwner(context, baseURL!);
  const headers = await xsrf(context, baseURL!);
  try {
    await page.goto('/en/profile/my');
    const active = page.getByTestId('my-listings-grid').locator(`[data-testid="listing-card"][data-id="${id}"]`);
    await expect(active).toBeVisible();
    await audit(page, 'profile/my');
    await active.getByTestId('listing-hide').click();
    await expect(active).toHaveCount(0);
    await page.getByTestId('tab-hidden').click();
    const hidden = page.getByTestId('my-listings-grid').locator(`[data-testid="listing-card"][data-id="${id}"]`);
    await expect(hidden.getByTestId('listing-status')).toHaveText('Hidden');
    await hidden.getByTestId('listing-stats').click();
    await expect(hidden.getByTestId('listing-stats-chart')).toBeVisible();

    // The public listing: the listing page is built by another issue; its API answers 404 for a hidden listing.
    const api = await context.request.get(`${baseURL}/api/realty/${id}`);
    expect(api.status()).toBe(404);
    const publicPage = await page.goto(`/en/real-estate/ad/${id}`);
    expect([200, 404]).toContain(publicPage?.status());
  } finally {
    await setStatus(context.request, headers, baseURL!, id, 'active');
  }
});

test('dashboard and profile info: counts, links, axe clean', async ({ page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  await signUp(context, baseURL!);
  await page.goto('/en/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Ayşe Yılmaz');
  await expect(page.getByTestId('count-favorites')).toContainText('0');
  const nav = page.getByTestId('profile-nav');
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'My listings', 'Messages', 'Viewings', 'Favorites', 'Saved searches', 'Notifications', 'Invoices', 'Personal details']);
  await audit(page, 'profile');
  await nav.getByRole('link', { name: 'Personal details' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/info$/);
  await page.getByLabel(/^Name/).fill('Elif');
  await page.getByTestId('info-save').click();
  await expect(page.getByText('Profile updated.').first()).toBeVisible();
  await audit(page, 'profile/info');
});
