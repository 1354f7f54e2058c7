// The journal as a reader uses it: index → category → post → tag → back, real page links, related posts on a narrow
// screen, the language switch on a post that exists only in some languages, HTTP 404s, and axe on every page type.
import { expect, heading, test } from './fixtures';
import { audit } from './a11y';

test('index → category → post → tag → back', { tag: '@seed' }, async ({ page, consoleWatch }) => {
  void consoleWatch;
  const response = await page.goto('/en/journal');
  expect(response?.status()).toBe(200);
  await expect(await heading(page)).toHaveText('Journal');
  const cards = page.getByTestId('post-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(9);
  // Each card: cover, date, reading time, title link, excerpt, tags.
  const first = cards.first();
  await expect(first.locator('img')).toHaveAttribute('src', /\/uploads\/demo\//);
  await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(first).toContainText('min read');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/en\/journal\/rss\.xml$/);

  // Pagination: real links.
  const pages = page.getByRole('navigation', { name: 'Journal pages' });
  await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('href', '/en/journal?page=2');

  // Category tab.
  await page.getByRole('navigation', { name: 'Journal categories' }).getByRole('link', { name: /Buying guide/ }).click();
  await expect(page).toHaveURL(/\/en\/journal\/category\/buying-guide$/);
  await expect(await heading(page)).toHaveText('Buying guide');
  await expect(page).toHaveTitle(/^Buying guide — Journal — /);

  // A post of the category.
  const postLink = page.getByTestId('post-card').first().getByRole('heading').getByRole('link');
  const title = (await postLink.textContent()) ?? '';
  await postLink.click();
  await expect(page).toHaveURL(/\/en\/journal\/[a-z0-9-]+$/);
  await expect(await heading(page)).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `));
  const body = page.getByTestId('post-body');
  await expect(body.locator('h2').first()).toBeVisible();
  await expect(body.locator('table')).toBeVisible();
  await expect(body.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(body.locator('a[href^="https://"]')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(page.getByRole('navigation', { name: 'Share' }).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /t\.me\/share/);
  await expect(page.getByRole('navigation', { name: 'Previous and next article' })).toBeVisible();
  const postUrl = page.url();

  // One of its tags.
  const tagLink = page.getByRole('list', { name: 'Tags', exact: true }).getByRole('link').first();
  const tag = ((await tagLink.textContent()) ?? '').replace(/^#/, '');
  await tagLink.click();
  await expect(page).toHaveURL(/\/en\/journal\/tag\/[a-z0-9-]+$/);
  await expect(await heading(page)).toHaveText(tag);
  await expect(page.getByTestId('post-card').getByRole('link', { name: title })).toBeVisible();

  // Back: the post, then the category.
  await page.goBack();
  await expect(page).toHaveURL(postUrl);
  await expect(await heading(page)).toHaveText(title);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/journal\/category\/buying-guide$/);
  await expect(await heading(page)).toHaveText('Buying guide');
});

test('page links go to ?page=2 and back', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/journal');
  const firstTitle = await page.getByTestId('post-card').first().getByRole('heading').textContent();
  await page.getByRole('navigation', { name: 'Journal pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en\/journal\?page=2$/);
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('post-card').first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/journal\?page=2$/);
});

test('tag index lists tags with counts', { tag: '@seed' }, async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/ru/journal/tag');
  await expect(await heading(page)).toHaveText('Теги');
  await page.getByRole('list', { name: 'Теги', exact: true }).getByRole('link', { name: /Алания/ }).click();
  await expect(page).toHaveURL(/\/ru\/journal\/tag\/alanya$/);
  await expect(await heading(page)).toHaveText('Алания');
});

test('related posts: 3 on a narrow screen until "Show more"', { tag: '@seed' }, async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/en/journal/how-to-buy-property-in-turkey');
  const related = page.getByTestId('related').getByTestId('post-card');
  await expect(related.nth(2)).toBeVisible();
  await expect(related.nth(3)).toBeHidden();
  await page.getByTestId('related-more').click();
  await expect(related.nth(5)).toBeVisible();
  await expect(page.getByTestId('related-more')).toHaveCount(0);
  // Nothing is wider than the screen (tables scroll inside the body).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('language switch on a post: its translation when it exists, else the journal of that language', { tag: '@seed' }, async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/ru/journal/mersin-rising-star');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', /\/tr\/journal\/mersin-rising-star$/);
  await page.getByTestId('language-switch').click();
  const popup = page.getByTestId('language-popup');
  await expect(popup.getByRole('link', { name: /Türkçe/ })).toHaveAttribute('href', '/tr/journal/mersin-rising-star');
  await expect(popup.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en/journal');
  await popup.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL(/\/en\/journal$/);
  await expect(await heading(page)).toHaveText('Journal');
  // After client-side navigation to a post in all three languages, hreflang lists all three again.
  await page.getByTestId('post-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', /\/ru\/journal\//);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/journal\//);
});

test('unknown or empty journal pages are HTTP 404s with the not-found page', { tag: '@seed' }, async ({ page, consoleWatch }) => {
  consoleWatch.allow(/404|Not Found/i);
  for (const path of ['/en/journal/no-such-post', '/en/journal/mersin-rising-star', '/ru/journal/category/nope', '/en/journal/tag/nope', '/tr/journal?page=99']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('not-found'), path).toBeVisible();
  }
});

// The index and the tag index are on every site; the category, tag and post are the demo seed's.
for (const [label, path, tags] of [
  ['journal index', '/en/journal', []],
  ['journal category', '/tr/journal/category/legal', ['@seed']],
  ['journal tags', '/ru/journal/tag', []],
  ['journal tag', '/en/journal/tag/alanya', ['@seed']],
  ['journal post', '/en/journal/how-to-buy-property-in-turkey', ['@seed']],
] as const) {
  test(`a11y: ${label}`, { tag: [...tags] }, async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await audit(page, label);
  });
}
