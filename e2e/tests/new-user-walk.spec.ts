// A new user's walk (issue 23, item 13): a page opened from a scrolled list starts at the top with the focus on its
// heading, and Back restores the list's offset; the focus stays on the revealed phone number; the listing gallery
// swipes on a phone and opens a real full-screen viewer; the price filter keeps its bounds and their currency one
// pair across a currency and a language switch.
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A listing with at least `photos` photos and a phone (from the demo seed). */
async function listingWith(request: APIRequestContext, photos: number): Promise<string> {
  const list = (await (await request.get('/en/api/realty?per_page=50&sort=newest')).json()) as { data: Array<{ id: number; url: string; photo_count: number }> };
  for (const card of list.data.filter((c) => c.photo_count >= photos)) {
    const page = (await (await request.get(`/en/api/pages/real-estate/ad/${card.id}`)).json()) as { data: { listing: { has_phone: boolean } } };
    if (page.data.listing.has_phone) return card.url;
  }
  throw new Error(`no listing with ${photos} photos and a phone in the seed`);
}

const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName ?? '', text: document.activeElement?.textContent ?? '' }));

test.describe('route changes on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('a card low in a scrolled catalogue opens its listing at the top, focus on the h1; Back restores the offset', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/en/real-estate/sale');
    const card = page.getByTestId('catalog-results').locator('article').nth(6);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const offset = await page.evaluate(() => window.scrollY);
    expect(offset).toBeGreaterThan(1500);
    const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    await card.getByRole('heading').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/real-estate\/ad\/\d+$/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(async () => (await focused(page)).tag).toBe('H1');
    expect((await focused(page)).text).toBe(title);
    // the heading took the focus without a ring for a touch user
    expect(await h1.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/real-estate\/sale$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(offset - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(offset + 5);
  });

  test('after "Show phone" the focus is on the revealed number, not on <body>', async ({ page, request, consoleWatch }) => {
    void consoleWatch;
    await page.goto(await listingWith(request, 1));
    const show = page.getByTestId('show-phone');
    await show.focus();
    await page.keyboard.press('Enter');
    const link = page.getByTestId('phone-link');
    await expect(link).toBeVisible();
    await expect(link).toBeFocused();
  });
});

test.describe('keyboard route changes', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a link followed with the keyboard puts the focus on the new page’s h1, and Tab goes on from there', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/ru');
    const link = page.locator('footer').getByRole('link', { name: 'О нас' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ru\/about$/);
    await expect.poll(async () => (await focused(page)).tag).toBe('H1');
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => {
      const active = document.activeElement;
      const h1 = document.querySelector('main h1');
      return !!active && !!h1 && !!(h1.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(next, 'Tab after the route change moves on from the heading, not from the top of the page').toBe(true);
  });
});

/** A horizontal swipe with touch events (Chromium's input pipeline, as a finger would). */
async function swipe(cdp: CDPSession, box: { x: number; y: number; width: number; height: number }, direction: 'left' | 'right') {
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('listing gallery on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('the first swipe moves the photo; the viewer fills the screen and has previous/next, swipe, arrows, Escape and "n / N"', async ({
    page,
    request,
    consoleWatch,
  }) => {
    void consoleWatch;
    await page.goto(await listingWith(request, 4));
    const counter = page.getByTestId('gallery-counter');
    const total = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(4);
    const cdp = await page.context().newCDPSession(page);
    const big = page.getByTestId('gallery-big');
    await big.scrollIntoViewIfNeeded();
    await swipe(cdp, (await big.boundingBox())!, 'left');
    await expect(counter).toHaveText(`Photo 2 of ${total}`);
    await swipe(cdp, (await page.getByTestId('gallery-big').boundingBox())!, 'left');
    await expect(counter).toHaveText(`Photo 3 of ${total}`);
    await swipe(cdp, (await page.getByTestId('gallery-big').boundingBox())!, 'right');
    await expect(counter).toHaveText(`Photo 2 of ${total}`);

    await page.getByRole('button', { name: `Photo 2 of ${total} — open full screen` }).click();
    const viewer = page.getByTestId('photo-viewer');
    await expect(viewer).toBeVisible();
    const viewerCounter = viewer.getByTestId('viewer-counter');
    await expect(viewerCounter).toContainText(`2 / ${total}`);
    const box = (await viewer.boundingBox())!;
    expect(box.width).toBe(360);
    expect(box.height).toBe(780);
    const photo = viewer.getByRole('img', { name: new RegExp(`Photo 2 of ${total}$`) });
    await expect(photo).toBeVisible();
    expect((await photo.boundingBox())!.width).toBeGreaterThanOrEqual(359);

    await swipe(cdp, box, 'left');
    await expect(viewerCounter).toContainText(`3 / ${total}`);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewerCounter).toContainText(`4 / ${total}`);
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect(viewerCounter).toContainText(`3 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(viewerCounter).toContainText(`2 / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(viewerCounter).toContainText(`3 / ${total}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(counter).toHaveText(`Photo 3 of ${total}`);
  });
});

test.describe('price filter and currency', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a currency switch keeps the bounds with their own currency; Apply keeps the pair; a language switch keeps the boxes', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/en/real-estate/sale?filter&price_from=100000&currency=EUR');
    const from = page.getByRole('spinbutton', { name: 'Price from' });
    await expect(page.getByRole('group', { name: 'Price, EUR' })).toBeVisible();
    await expect(from).toHaveValue('100000');

    await page.getByTestId('currency-switch').click();
    await page.getByTestId('currency-popup').getByRole('button', { name: /USD/ }).click();
    await expect(page.getByTestId('card-price').first()).toContainText('$');
    // the bounds are still euros, and say so
    await expect(page.getByRole('group', { name: 'Price, EUR' })).toBeVisible();
    await expect(from).toHaveValue('100000');
    await page.getByRole('spinbutton', { name: 'Price to' }).fill('400000');
    await page.getByRole('group', { name: 'Price, EUR' }).locator('xpath=ancestor::form').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/en\/real-estate\/sale\?filter&price_from=100000&price_to=400000&currency=EUR$/);

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-popup').getByRole('link', { name: /Русский/ }).click();
    await expect(page).toHaveURL(/\/ru\/real-estate\/sale\?filter&price_from=100000&price_to=400000&currency=EUR$/);
    await expect(page.getByRole('group', { name: 'Цена, EUR' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Цена от' })).toHaveValue('100000');
    await expect(page.getByRole('spinbutton', { name: 'Цена до' })).toHaveValue('400000');
  });
});

test.describe('all filters with the keyboard', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the neighbourhood list is one tab stop: Tab reaches "Show results" in a few presses, arrows move inside', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/en/real-estate/sale/antalya-alanya');
    await page.getByTestId('open-all-filters').click();
    const popup = page.getByTestId('filter-popup');
    const list = popup.getByTestId('districts-list');
    const boxes = list.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    expect(await boxes.count()).toBeGreaterThan(20);
    await boxes.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(boxes.nth(1)).toBeChecked();
    let presses = 0;
    const apply = popup.getByRole('button', { name: 'Show results' });
    while (presses < 20 && !(await apply.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(apply).toBeFocused();
    // 16 since the energy class and earthquake code selects (issue 29); the list is still one stop, not one per box
    expect(presses).toBeLessThanOrEqual(17);
    // Shift+Tab back into the list lands on the neighbourhood left last, not on the first of a hundred
    for (let i = 0; i < presses; i += 1) await page.keyboard.press('Shift+Tab');
    await expect(boxes.nth(1)).toBeFocused();
  });
});
