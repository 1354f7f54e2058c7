import { writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signUp } from './session';

test('repro 418', async ({ page, context, baseURL }, info) => {
  const docs: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'document') return;
    try {
      docs.push({ url: response.url(), body: await response.text() });
    } catch {
      /* gone */
    }
  });
  const errors: string[] = [];
  page.on('pageerror', async (error) => {
    errors.push(`${page.url()} ${error.message}`);
    const dom = await page.content().catch(() => '');
    const tag = `${info.repeatEachIndex}`;
    writeFileSync(`/tmp/r418/${tag}-server.html`, docs.at(-1)?.body ?? '');
    writeFileSync(`/tmp/r418/${tag}-client.html`, dom);
    writeFileSync(`/tmp/r418/${tag}-url.txt`, `${page.url()}\n${docs.map((d) => d.url).join('\n')}`);
  });
  await signUp(context, baseURL!);
  await page.goto('/en/real-estate/sale');
  const first = page.getByTestId('listing-card').first();
  const id = await first.getAttribute('data-id');
  await first.getByTestId('favorite-toggle').click();
  await expect(first.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en/profile/favorites');
  const card = page.getByTestId('favorites-grid').locator(`[data-testid="listing-card"][data-id="${id}"]`);
  await expect(card).toBeVisible();
  await card.getByTestId('favorite-remove').click();
  await expect(card).toHaveCount(0);
  await page.getByTestId('favorite-undo').click();
  await expect(card).toBeVisible();
  await card.getByTestId('favorite-remove').click();
  await expect(page.getByTestId('favorite-undo-bar')).toBeVisible();
  await page.getByTestId('profile-nav').getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect.poll(async () => (await context.request.get(`${baseURL}/en/api/realty/favorite`)).json()).toEqual({ data: [] });
  await page.goto('/en/profile/favorites');
  await expect(page.getByText('No favorites yet.', { exact: false })).toBeVisible();
  await page.waitForTimeout(300);
  expect(errors).toEqual([]);
});
