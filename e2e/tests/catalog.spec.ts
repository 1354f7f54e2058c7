// The visitor's search: the all-filters popup, sort, pages, currency, favourites and the home search, on the
// composed site; axe on home and catalogue; no sideways scroll on phones.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit } from './a11y';

interface CardInfo {
  id: string;
  amount: number;
  currency: string;
  facts: string;
}

/**
 * The cards on screen once the catalogue has finished loading (or the home page's). On the catalogue only the results
 * count: the promoted strip above them (paid placements, billing.spec.ts) has its own order.
 */
async function cards(page: Page): Promise<CardInfo[]> {
  const catalog = (await page.getByTestId('catalog').count()) > 0;
  if (catalog) await expect(page.getByTestId('catalog')).toHaveAttribute('aria-busy', 'false');
  const list = (catalog ? page.getByTestId('catalog-results') : page).getByTestId('listing-card');
  await expect(list.first()).toBeVisible();
  return list.evaluateAll((nodes) =>
    nodes.map((node) => {
      const price = node.querySelector<HTMLElement>('[data-testid="card-price"]');
      return {
        id: node.getAttribute('data-id') ?? '',
        amount: Number(price?.dataset.amount),
        currency: price?.dataset.currency ?? '',
        facts: node.querySelector('[data-testid="card-facts"]')?.textContent ?? '',
      };
    }),
  );
}

test('all filters: rooms and a price bound land on the right URL and every card matches', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/real-estate/sale');
  await page.getByTestId('open-all-filters').click();
  const popup = page.getByTestId('filter-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('checkbox', { name: '2+1' }).check();
  await popup.getByRole('spinbutton', { name: 'Price to' }).fill('300000');
  await popup.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/\/en\/real-estate\/sale\?filter&price_to=300000&rooms=2%2B1&currency=EUR$/);
  const found = await cards(page);
  expect(found.length).toBeGreaterThan(0);
  for (const card of found) {
    expect(card.facts, `card ${card.id}`).toContain('2+1 rooms');
    expect(card.currency).toBe('EUR');
    expect(card.amount, `card ${card.id}`).toBeLessThanOrEqual(300000);
  }
  await expect(page.getByTestId('open-all-filters')).toHaveText('All filters (2)');
});

test('sort by price ascending gives ascending prices; page 2 differs and its URL is shareable', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/real-estate/sale');
  await page.getByLabel('Sort').selectOption('price_asc');
  await expect(page).toHaveURL(/\/en\/real-estate\/sale\?sort=price_asc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property for sale in Turkey');
  // The URL changes first; the sorted page replaces the cards when its reply arrives.
  const ascending = (list: { amount: number }[]) => list.every((card, i) => i === 0 || list[i - 1]!.amount <= card.amount);
  await expect.poll(async () => ascending(await cards(page))).toBe(true);
  const first = await cards(page);
  const amounts = first.map((card) => card.amount);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\?sort=price_asc&page=2$/);
  await expect(page).toHaveTitle(/page 2/);
  await expect.poll(async () => (await cards(page))[0]?.id).not.toBe(first[0]?.id);
  const second = await cards(page);
  expect(second.map((card) => card.id).some((id) => first.some((card) => card.id === id))).toBe(false);
  expect(second[0]!.amount).toBeGreaterThanOrEqual(amounts[amounts.length - 1]!);

  // Shared link: a fresh page load of the same URL shows the same listings.
  const url = page.url();
  const fresh = await page.context().newPage();
  await fresh.goto(url);
  expect((await cards(fresh)).map((card) => card.id)).toEqual(second.map((card) => card.id));
  await fresh.close();
});

test('show more appends the next page; one page reply per catalogue view', async ({ page, consoleWatch }) => {
  void consoleWatch;
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/real-estate/rent');
  const before = (await cards(page)).length;
  expect(calls.filter((path) => path.includes('/api/pages') || path.includes('/api/realty'))).toEqual([]); // inlined
  await page.getByTestId('show-more').click();
  await expect.poll(async () => (await cards(page)).length).toBeGreaterThan(before);
  await page.getByRole('navigation', { name: 'Deal type' }).getByRole('link', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/en\/real-estate\/sale$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property for sale in Turkey');
  expect(calls.filter((path) => path === '/en/api/pages/real-estate/sale')).toHaveLength(1);
});

test('switching the currency changes card prices', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/real-estate/sale');
  const price = page.getByTestId('card-price').first();
  await expect(price).toContainText('€');
  const before = await price.textContent();
  await page.getByTestId('currency-switch').click();
  await page.getByTestId('currency-popup').getByRole('button', { name: /USD/ }).click();
  await expect(price).toContainText('$');
  expect(await price.textContent()).not.toBe(before);
  expect((await cards(page)).every((card) => card.currency === 'USD')).toBe(true);
});

test('a visitor who taps the heart of a card gets the sign-in popup', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/real-estate/sale');
  await page.getByTestId('favorite-toggle').first().click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('an unknown place is a 404 page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/404/);
  const response = await page.goto('/en/real-estate/sale/atlantis');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
});

test('the home search lands on the catalogue of its deal type and place', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en');
  const search = page.getByTestId('home-search');
  await search.getByRole('radio', { name: /Rent/ }).check();
  await search.getByLabel('Province').selectOption('antalya');
  await search.getByRole('checkbox', { name: '1+1' }).check();
  await search.getByRole('button', { name: 'Show listings' }).click();
  await expect(page).toHaveURL(/\/en\/real-estate\/rent\/antalya\?filter&rooms=1%2B1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('1+1 property for rent in Antalya');
  for (const card of await cards(page)) expect(card.facts).toContain('1+1 rooms');
});

for (const width of [390, 1366]) {
  test(`a11y: home and catalogue at ${width} px`, async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/en', '/en/real-estate/sale/antalya', '/ru/real-estate/rent']) {
      await page.goto(path);
      await expect(page.getByTestId('listing-card').first()).toBeVisible();
      await audit(page, `${path} at ${width}px`);
    }
  });
}
