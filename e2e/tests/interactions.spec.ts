// Issue 27, interactions: hovering a card loads the listing's page reply before the click, and the listing paints its
// head (title, price, first photo) from the card while the rest loads; a catalogue filter change shows the results as
// pending at once and renders the new list into the same page.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

const LISTING_REPLY = /\/en\/api\/pages\/real-estate\/ad\/\d+$/;

/** Hold each matching request until `release()`; the requests seen so far are in `seen`. */
async function hold(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  const seen: string[] = [];
  let open = false;
  await page.route(pattern, async (route) => {
    seen.push(new URL(route.request().url()).pathname + new URL(route.request().url()).search);
    if (open) await route.continue();
    else held.push(route);
  });
  return {
    seen,
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('a hovered card fetches its listing reply once; the click paints the head from the card, then the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/real-estate/sale');
  const card = page.getByTestId('catalog-results').getByTestId('listing-card').filter({ has: page.locator('img') }).first();
  const link = card.locator('h3 a');
  const title = ((await link.textContent()) ?? '').trim();
  const href = (await link.getAttribute('href')) ?? '';
  const replies = await hold(page, LISTING_REPLY);

  await link.hover();
  await expect.poll(() => replies.seen).toEqual([href.replace('/en/', '/en/api/pages/')]);
  await link.click();
  const head = page.getByTestId('listing-head');
  await expect(head).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(head.getByRole('img', { name: title })).toHaveJSProperty('complete', true);

  await replies.release();
  await expect(page.getByTestId('listing')).toBeVisible();
  await expect(head).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(replies.seen).toHaveLength(1); // the page took the hovered reply
});

test('a sort change marks the results pending at once and renders the new list in the same page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/real-estate/sale');
  const catalog = page.getByTestId('catalog');
  await expect(catalog).toHaveAttribute('aria-busy', 'false');
  await catalog.evaluate((node) => ((window as unknown as { catalogNode: Element }).catalogNode = node));
  const replies = await hold(page, /\/en\/api\/pages\/real-estate\/sale\?.*sort=price_asc/);

  await page.getByRole('combobox', { name: 'Sort' }).selectOption('price_asc');
  await expect(catalog).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('catalog-results-section')).toHaveCSS('opacity', '0.5'); // dimmed (CSS module class names are hashed)
  await replies.release();
  await expect(catalog).toHaveAttribute('aria-busy', 'false');
  await expect(page).toHaveURL(/sort=price_asc/);
  const amounts = await page.getByTestId('catalog-results').getByTestId('card-price').evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.amount)));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  expect(await catalog.evaluate((node) => node === (window as unknown as { catalogNode: Element }).catalogNode)).toBe(true);
  expect(replies.seen).toHaveLength(1);
});
