// profile/info "Your data" end to end (KVKK): the readable page downloads in the page's language with the user's
// own data, the JSON file holds the same account; the privacy policy names the retention periods.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { signUp } from './session';

test('download the personal data as a readable page and as JSON', async ({ page, context, baseURL }) => {
  const { email } = await signUp(context, baseURL!);
  await page.goto('/tr/profile/info');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Verileriniz', exact: true }) });
  await expect(section).toBeVisible();

  const [html] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'İndir (HTML)' }).click()]);
  expect(html.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.html$/);
  const page1 = await readFile((await html.path())!, 'utf8');
  expect(page1).toContain('<html lang="tr">');
  expect(page1).toContain('<h1>Kişisel verileriniz</h1>');
  expect(page1).toContain(email);
  await expect(page.getByText('Verileriniz indirildi.')).toBeVisible();

  const [json] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'İndir (JSON)' }).click()]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as { account: { email: string; password_hash?: string }; sessions: unknown[] };
  expect(data.account.email).toBe(email);
  expect(data.account.password_hash).toBeUndefined();
  expect(data.sessions.length).toBeGreaterThan(0);
});

test('the privacy policy says how long each kind of data is kept', async ({ page }) => {
  await page.goto('/en/privacy-policy');
  const keep = page.locator('section', { has: page.getByRole('heading', { name: 'How long we keep it' }) });
  await expect(keep).toContainText('deleted 7 days after they were requested');
  await expect(keep).toContainText('kept for 12 months');
  await expect(keep).toContainText('Invoices are kept for 10 years');
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Your rights' }) })).toContainText('Download (HTML)');
});
