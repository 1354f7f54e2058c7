// profile/info end to end: a new e-mail is confirmed by the link mailed to it (file outbox), the link works once
// and signed out, and the new address signs in; deleting the account asks for the password in a dialog, signs
// out, and the old credentials no longer sign in. Axe clean on the page with the pending change and the dialog.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recentMails } from './outbox';
import { signUp } from './session';
import { audit } from './a11y';

/** The newest confirmation link mailed to `to`. */
async function confirmLinkFor(to: string): Promise<string | null> {
  for (const text of await recentMails()) {
    if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'im').test(text)) continue;
    const link = /https?:\/\/[^\s"'<>]+\/confirm-email\?token=[\w-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return null;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByTestId('sign-in-entry').click();
  const popup = page.getByTestId('sign-in-popup');
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByLabel('Password').fill(password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
}

test('change the e-mail: the link mailed to the new address confirms it once, and the new address signs in', { tag: '@mail' }, async ({ page, context, baseURL, consoleWatch }) => {
  consoleWatch.allow(/status of 422/);
  const { email, password } = await signUp(context, baseURL!);
  const fresh = `changed-${Date.now()}@example.com`;
  await page.goto('/en/profile/info');
  await expect(page.getByTestId('email-current')).toHaveText(email);

  const section = page.locator('section', { has: page.getByRole('heading', { name: 'E-mail', exact: true }) });
  await section.getByLabel(/^New e-mail/).fill(fresh);
  await section.getByLabel(/^Current password/).fill('not-my-password');
  await page.getByTestId('email-send').click();
  await expect(section.getByText('The current password is incorrect.')).toBeVisible();
  await section.getByLabel(/^Current password/).fill(password);
  await page.getByTestId('email-send').click();
  await expect(page.getByTestId('email-pending')).toContainText(`Waiting for confirmation: ${fresh}.`);
  await expect(page.getByTestId('email-current')).toHaveText(email);
  await audit(page, 'profile/info with a pending change');

  let link: string | null = null;
  await expect.poll(async () => (link = await confirmLinkFor(fresh)), { timeout: 10_000 }).not.toBeNull();
  const url = new URL(link!);
  expect(url.pathname).toBe('/en/confirm-email');

  // Opened signed out (another browser): it works, once.
  await context.clearCookies();
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm e-mail');
  await expect(page.getByTestId('confirm-email')).toContainText(`Your e-mail address is now ${fresh}.`);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired. Request a new one from your profile.');

  await signIn(page, fresh, password);
  await expect(page.getByTestId('avatar-initials')).toHaveText('AY');
  await page.goto('/en/profile/info');
  await expect(page.getByTestId('email-current')).toHaveText(fresh);
  await expect(page.getByTestId('email-pending')).toHaveCount(0);
});

test('delete the account: the password confirms it in a dialog; signed out; the old credentials fail', async ({ page, context, baseURL, consoleWatch }) => {
  consoleWatch.allow(/status of 422/);
  const { email, password } = await signUp(context, baseURL!);
  await page.goto('/en/profile/info');
  await page.getByTestId('account-delete').click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await audit(page, 'delete dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByTestId('account-delete').click();
  await dialog.getByLabel(/^Password/).fill('not-my-password');
  await dialog.getByTestId('delete-confirm').click();
  await expect(dialog.getByText('The current password is incorrect.')).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByTestId('delete-confirm').click();

  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByTestId('sign-in-entry')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('sign-in-entry')).toBeVisible();

  await signIn(page, email, password);
  await expect(page.getByTestId('sign-in-popup').getByText('These credentials do not match our records.')).toBeVisible();
});
