// Moderation on the composed site (issue 17): a visitor reports a listing from its page; the report puts it in the
// administrator's moderation queue; rejecting it with a reason e-mails the owner (file outbox) and takes it off the
// site. axe on every back-office page.
import type { BrowserContext } from '@playwright/test';
import { expect, heading, test } from './fixtures';
import { audit } from './a11y';
import { signInAsAdmin } from './admin';
import { mailContaining } from './outbox';
import { signUp } from './session';

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

const xsrf = async (context: BrowserContext, baseURL: string) =>
  decodeURIComponent((await context.cookies(baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');

// Issue 30: a buyer writes to a listing's seller and reports them from the thread; the administrator finds the report
// under "Reported users" with the thread's last message, and resolves it.
test('a user reported from a conversation is listed with the thread and resolved', { tag: '@seed' }, async ({ page, context, browser, baseURL, consoleWatch }) => {
  void consoleWatch;
  const base = baseURL!;
  const token = `e2e-user-report-${Date.now()}`;
  await page.goto('/en/real-estate/sale');
  const href = await page.getByTestId('listing-card').first().getByRole('heading').getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/en\/real-estate\/ad\/\d+$/);
  const realtyId = Number(href!.split('/').pop());

  // The buyer (a fresh account) writes to the seller through the API, then reports them.
  await signUp(context, base);
  const started = await context.request.post(`${base}/en/api/conversations`, {
    headers: { 'X-XSRF-TOKEN': await xsrf(context, base) },
    data: { realty_id: realtyId, text: `Send the deposit first? (${token})` },
  });
  expect(started.status(), await started.text()).toBe(201);
  const conversationId = (await started.json()).data.conversation_id as number;
  const reported = await context.request.post(`${base}/en/api/conversations/${conversationId}/report`, {
    headers: { 'X-XSRF-TOKEN': await xsrf(context, base) },
    data: { reason: 'fraud', comment: `Asked for money up front (${token})` },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  const adminContext = await browser.newContext({ baseURL: base });
  await signInAsAdmin(adminContext, base);
  const admin = await adminContext.newPage();
  await admin.goto('/en/admin/moderation');
  const section = admin.getByTestId('user-reports');
  await expect(section.getByRole('heading', { name: 'Reported users' })).toBeVisible();
  const item = section.getByTestId('user-report').filter({ hasText: `Asked for money up front (${token})` });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Fraud or deposit request');
  await expect(item.getByTestId('report-reporter')).toContainText('Ayşe Yılmaz');
  await expect(item.getByTestId('report-reported').getByRole('link')).toHaveAttribute('href', /^\/en\/admin\/users\/\d+$/);
  await expect(item.getByRole('list', { name: 'Last messages of the conversation (read-only)' })).toContainText(`Send the deposit first? (${token})`);
  await audit(admin, 'admin/moderation (reported users)');

  await item.getByTestId('resolve-report').click();
  await expect(item).toContainText('Report resolved.');
  await admin.reload();
  await expect(section.getByTestId('user-report').filter({ hasText: token })).toHaveCount(0);
  await adminContext.close();
});
