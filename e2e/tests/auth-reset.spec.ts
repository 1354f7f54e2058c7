// Password reset end to end: the popup sends a real request, the e-mail (file outbox) carries a one-time link
// to /{lang}/reset-password?token=…, the page sets a new password, and the new password signs in.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { signUp } from './session';

const OUTBOX = path.resolve(process.env.OUTBOX_DIR ?? path.join(import.meta.dirname, '../../.outbox'));

async function resetLinkFor(email: string): Promise<string | null> {
  let names: string[] = [];
  try {
    names = await readdir(OUTBOX);
  } catch {
    return null;
  }
  const files = await Promise.all(names.map(async (name) => ({ name, at: (await stat(path.join(OUTBOX, name))).mtimeMs })));
  for (const { name } of files.sort((a, b) => b.at - a.at).slice(0, 50)) {
    const text = await readFile(path.join(OUTBOX, name), 'utf8');
    if (!text.includes(email)) continue;
    const link = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w-]+/.exec(text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0];
    if (link) return link;
  }
  return null;
}

test('forgot password → e-mailed link → reset page → sign in with the new password', async ({ page, context, baseURL, consoleWatch }) => {
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
