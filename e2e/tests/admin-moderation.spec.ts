// Moderation on the composed site (issue 17): a visitor reports a listing from its page; the report puts it in the
// administrator's moderation queue; rejecting it with a reason e-mails the owner (file outbox) and takes it off the
// site. axe on every back-office page.
import { expect, heading, test } from './fixtures';
import { audit } from './a11y';
import { signInAsAdmin } from './admin';
import { mailContaining } from './outbox';

test('a reported listing is rejected with a reason: the owner gets the e-mail and the listing leaves the site', { tag: ['@seed', '@mail'] }, async ({ page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  // A visitor reports a listing from its page.
  await page.goto('/en/real-estate/sale');
  const href = await page.getByTestId('listing-card').nth(2).getByRole('heading').getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/en\/real-estate\/ad\/\d+$/);
  const id = href!.split('/').pop()!;
  await page.goto(href!);
  await page.getByTestId('report-listing').click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByTestId('report-submit').click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').selectOption('wrong_info');
  await dialog.getByLabel('Comment (optional)').fill('The photos show another building.');
  await dialog.getByTestId('report-submit').click();
  await expect(page.getByTestId('report-done')).toHaveText('Thank you. Our moderators will look at this listing.');

  // The administrator finds it among the reported listings.
  await signInAsAdmin(context, baseURL!);
  await page.goto('/en/admin/moderation');
  await expect(await heading(page)).toHaveText('Moderation');
  await page.getByLabel('Show').selectOption('reported');
  const item = page.locator(`[data-testid="moderation-item"][data-id="${id}"]`);
  await expect(item).toBeVisible();
  await expect(item).toContainText('Wrong price, photos or details: The photos show another building.');
  await audit(page, 'admin/moderation');

  const token = `e2e-reject-${Date.now()}`;
  await item.getByTestId('reject').click();
  const reject = page.getByTestId('reject-dialog');
  await reject.getByLabel('Reason (sent to the owner)').fill(`The photos belong to another listing (${token}).`);
  await reject.getByTestId('reject-submit').click();
  await expect(item).toContainText('Listing rejected; the owner has been e-mailed.');

  let mail: string | null = null;
  await expect.poll(async () => (mail = await mailContaining(token)), { timeout: 10_000 }).not.toBeNull();
  expect(mail).toMatch(/To: owner\d+@demo\.realty\.test|To: .+@/);
  expect(mail).toContain(`/profile/edit/${id}`);
  expect((await context.request.get(`${baseURL}/en/api/realty/${id}`)).status()).toBe(404);

  // The audit log shows the decision, in words (its code in the title).
  await page.goto('/en/admin/audit');
  await expect(page.getByTestId('audit-table')).toContainText('Listing rejected');
  await expect(page.getByTestId('audit-table').locator('[title="listing.reject"]').first()).toBeVisible();
  await audit(page, 'admin/audit');
});

test('axe on verification, users, a user, and the payments section', { tag: '@seed' }, async ({ page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  await signInAsAdmin(context, baseURL!);
  await page.goto('/en/admin/verification');
  await expect(await heading(page)).toHaveText('Verification');
  await audit(page, 'admin/verification');
  await page.goto('/en/admin/users');
  await page.getByTestId('user-search').fill('owner1@demo');
  await page.getByRole('button', { name: 'Find' }).click();
  const link = page.getByTestId('users-table').getByRole('link').first();
  await expect(link).toBeVisible();
  await audit(page, 'admin/users');
  await link.click();
  await expect(page.getByTestId('admin-user-email')).toHaveText(/owner1\d*@demo\.realty\.test/);
  await audit(page, 'admin/users/{id}');
  await page.goto('/en/admin/payments');
  await expect(await heading(page)).toHaveText('Payments');
  await audit(page, 'admin/payments');
});
