// The back office on the composed site (issue 17): only an administrator opens it (a user sees the 403 page); an
// administrator writes a journal post in the TipTap editor, publishes it, and it appears in the public journal;
// axe on the back office's start, journal list and editor.
import { audit } from './a11y';
import { signInAsAdmin } from './admin';
import { expect, heading, test } from './fixtures';
import { signUp } from './session';

test('a user gets the 403 page and no back office entry; the API refuses them', async ({ page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  await signUp(context, baseURL!);
  await page.goto('/en/admin');
  await expect(page.getByTestId('admin-gate')).toContainText('administrators only');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('link', { name: 'My listings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);
  expect((await context.request.get(`${baseURL}/en/api/admin/summary`)).status()).toBe(403);
});

test('an administrator writes a post that appears in the journal', { tag: '@seed' }, async ({ page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  await signInAsAdmin(context, baseURL!);
  await page.goto('/en');
  await page.getByTestId('user-menu').click();
  await page.getByRole('link', { name: 'Back office' }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(await heading(page)).toHaveText('Back office');
  await expect(page.getByTestId('admin-count-moderation')).toHaveText(/^\d+$/);
  await audit(page, 'admin');

  await page.getByTestId('admin-nav').getByRole('link', { name: 'Journal posts' }).click();
  await expect(page.getByTestId('posts-table')).toBeVisible();
  await audit(page, 'admin/journal');
  await page.getByTestId('new-post').click();
  await expect(page).toHaveURL(/\/en\/admin\/journal\/new$/);

  const title = `Harbour views in Kaş ${Date.now()}`;
  await page.getByTestId('post-title').fill(title);
  const editor = page.getByTestId('post-body-editor');
  await editor.click();
  await page.keyboard.type('A quiet town with a marina.');
  await page.getByRole('button', { name: 'Bold' }).click();
  // The toolbar hands the focus back to the editor a frame later: typed at once, the space pressed the button again.
  await expect(editor).toBeFocused();
  await page.keyboard.type(' Prices rise in summer.');
  await page.getByLabel('Excerpt').fill('What to know before buying in Kaş.');
  await audit(page, 'admin/journal/new');
  await page.getByTestId('post-publish').click();
  await expect(page).toHaveURL(/\/en\/admin\/journal\/\d+$/);
  await expect(page.getByTestId('post-state')).toHaveText('Published');
  const editorUrl = page.url();

  await page.goto('/en/journal');
  const card = page.getByTestId('post-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('heading').getByRole('link').click();
  await expect(await heading(page)).toHaveText(title);
  await expect(page.getByTestId('post-body').locator('strong')).toHaveText('Prices rise in summer.');

  // Unpublish it again: the journal specs count and read the demo posts.
  await page.goto(editorUrl);
  await page.getByTestId('post-unpublish').click();
  await expect(page.getByTestId('post-state')).toHaveText('Draft');
  await page.goto('/en/journal');
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);
});
