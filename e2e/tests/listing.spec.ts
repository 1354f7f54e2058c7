// The listing page end to end (issue 10): gallery thumbnails drive the big slider; the phone is neither in the page
// source nor in the DOM until "show phone", then a tel: link; the contact form delivers a mail to the outbox; similar
// listings lead to other listings; a missing id is an HTTP 404; axe finds nothing serious at 390 and 1366 px.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailContaining } from './outbox';
import { audit } from './a11y';

interface Card {
  id: number;
  url: string;
  photo_count: number;
}

/** A listing with at least three photos, a phone and similar listings (from the demo seed). */
async function pickListing(request: APIRequestContext): Promise<string | null> {
  const list = (await (await request.get('/en/api/realty?per_page=50&sort=newest')).json()) as { data: Card[] };
  for (const card of list.data.filter((c) => c.photo_count >= 3)) {
    const page = (await (await request.get(`/en/api/pages/real-estate/ad/${card.id}`)).json()) as {
      data: { listing: { has_phone: boolean }; similar: unknown[] };
    };
    if (page.data.listing.has_phone && page.data.similar.length > 0) return card.url;
  }
  return null;
}

let url: string | null = null;
test.beforeAll(async ({ request }) => {
  url = await pickListing(request);
});

test('a missing, malformed or hidden id is an HTTP 404 page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/404/);
  for (const bad of ['/en/real-estate/ad/999999999', '/en/real-estate/ad/abc']) {
    const response = await page.goto(bad);
    expect(response?.status(), bad).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  }
});

test('gallery: a thumbnail moves the big slider; the first photo is the eager, high-priority image', async ({ page, consoleWatch }) => {
  void consoleWatch;
  test.skip(!url, 'no listing with three photos, a phone and similar ads in the demo data');
  await page.goto(url!);
  const first = page.locator('[data-testid="gallery"] img').first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('srcset', /320w, .*640w, .*1280w/);
  const counter = page.getByTestId('gallery-counter');
  await expect(counter).toHaveText(/^Photo 1 of \d+$/);
  await page.getByTestId('gallery-thumb').nth(2).click();
  await expect(counter).toHaveText(/^Photo 3 of \d+$/);
  await expect(page.locator('.swiper-slide-active img[alt*="Photo 3 of"]').first()).toBeInViewport();
  // fullscreen viewer: arrows and Escape
  await page.locator('.swiper-slide-active button').first().click();
  const viewer = page.getByTestId('photo-viewer');
  await expect(viewer.getByTestId('viewer-counter')).toHaveText(/^Photo 3 of \d+3 \/ \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('viewer-counter')).toHaveText(/^Photo 4 of \d+4 \/ \d+$/);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(counter).toHaveText(/^Photo 4 of \d+$/);
});

test('the phone is absent from the page source and the DOM until "show phone", then a tel: link', async ({ page, consoleWatch }) => {
  void consoleWatch;
  test.skip(!url, 'no listing with a phone in the demo data');
  const source = await (await page.request.get(url!)).text();
  expect(source).not.toMatch(/tel:|"phone"/);
  await page.goto(url!);
  await expect(page.getByTestId('show-phone')).toBeVisible();
  expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
  await page.getByTestId('show-phone').click();
  const link = page.getByTestId('phone-link');
  await expect(link).toHaveAttribute('href', /^tel:\+\d{8,15}$/);
  const phone = (await link.getAttribute('href'))!.slice('tel:'.length);
  expect(source).not.toContain(phone);
  expect(source).not.toContain(phone.slice(1));
});

test('the contact form delivers a mail to the owner through the outbox', { tag: '@mail' }, async ({ page, consoleWatch }) => {
  void consoleWatch;
  test.skip(!url, 'no listing in the demo data');
  const token = `e2e-contact-${Date.now()}`;
  await page.goto(url!);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Your name').fill('E2E Buyer');
  await form.getByLabel('Phone or e-mail').fill('buyer@example.org');
  await form.getByLabel('Message').fill(`Is it still available? ${token}`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-sent')).toHaveText('Your message was sent to the advertiser.');
  let mail: string | null = null;
  await expect.poll(async () => (mail = await mailContaining(token)), { timeout: 10_000 }).not.toBeNull();
  expect(mail).toContain('buyer@example.org');
  expect(mail).toContain(url!);
});

test('similar listings lead to other listings (one page reply per view)', async ({ page, consoleWatch }) => {
  void consoleWatch;
  test.skip(!url, 'no listing with similar ads in the demo data');
  await page.goto(url!);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  const similar = page.getByTestId('similar-listings').getByTestId('listing-card').first();
  const link = similar.getByRole('heading').getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/en\/real-estate\/ad\/\d+$/);
  expect(href).not.toBe(url);
  const replies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pages/')) replies.push(request.url());
  });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title ?? '');
  await expect(page.getByTestId('listing')).toHaveAttribute('data-id', href!.split('/').pop()!);
  expect(replies).toHaveLength(1);
});

for (const width of [390, 1366]) {
  test(`axe: the listing page at ${width} px`, async ({ page, consoleWatch }) => {
    void consoleWatch;
    test.skip(!url, 'no listing in the demo data');
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url!);
    await expect(page.getByTestId('price-block')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await audit(page, `listing ${width}px`);
  });
}
