// Password reset end to end: the popup sends a real request, the e-mail (file outbox) carries a one-time link
// to /{lang}/reset-password?token=…, the page sets a new password, and the new password signs in.
import { expect, test } from './fixtures';
import { OUTBOX, recentMails } from './outbox';
import { signUp } from './session';

async function resetLinkFor(email: string): Promise<string | null> {
  for (const text of await recentMails()) {
    if (!text.includes(email)) continue;
    const link = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return null;
}

test('forgot password → e-mailed link → reset page → sign in with the new password', { tag: '@mail' }, async ({ page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  const { email } = await signUp(context, baseURL!);
  await context.clearCookies();
  await page.goto('/en/about');
  await page.getByTestId('sign-in-entry').click();
  await page.getByTestId('sign-in-popup').getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByTestId('forgot-popup').getByLabel('E-mail').fill(email);
  await page.getByTestId('forgot-popup').getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('forgot-popup').getByText(/If an account exists/)).toBeVisible();

  let link: string | null = null;
  await expect.poll(async () => (link = await resetLinkFor(email)), { timeout: 10_000 }).not.toBeNull();
  test.skip(!link, `no reset mail for ${email} in ${OUTBOX}`);
  const url = new URL(link!);
  await page.keyboard.press('Escape');
  await page.goto(url.pathname + url.search);
  const form = page.getByTestId('reset-form');
  await expect(form).toHaveAttribute('data-status', 'idle');
  const fresh = 'Yeni-Sifre-2026-x';
  await form.getByLabel(/^New password/).fill(fresh);
  await form.getByLabel(/Repeat the password/).fill(fresh);
  await form.getByRole('button', { name: 'Save the new password' }).click();
  await expect(form).toHaveAttribute('data-status', 'success');
  await form.getByRole('button', { name: 'Sign in' }).click();
  const popup = page.getByTestId('sign-in-popup');
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByLabel('Password').fill(fresh);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('avatar-initials')).toHaveText('AY');

  // The link is one-time: opening it again says so.
  await page.goto(url.pathname + url.search);
  await expect(page.getByTestId('reset-form')).toHaveAttribute('data-status', 'invalid');
});
