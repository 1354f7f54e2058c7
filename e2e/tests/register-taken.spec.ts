// Registration with an address that has an account (issue 23): the site does not say "already registered" and does
// not sign anybody in; the form says "Check your mail" and the owner of the address gets the notice.
import { expect, test } from './fixtures';
import { mailContaining } from './outbox';
import { signUp } from './session';

test('registering a taken address: "check your mail", not signed in, the owner is e-mailed', { tag: '@mail' }, async ({ page, browser, baseURL }) => {
  const owner = await browser.newContext();
  const { email } = await signUp(owner, baseURL ?? '');
  await owner.close();

  await page.goto('/en/about');
  await page.getByTestId('sign-in-entry').click();
  await page.getByTestId('sign-in-popup').getByRole('button', { name: 'Register' }).click();
  const popup = page.getByTestId('register-popup');
  await popup.getByLabel('First name').fill('Mallory');
  await popup.getByLabel('Last name').fill('Kaya');
  await popup.getByRole('textbox', { name: 'Phone' }).fill('5321112233');
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByLabel(/^Password/).fill('Another-Pass-2026');
  await popup.getByLabel('Repeat the password').fill('Another-Pass-2026');
  await popup.getByRole('button', { name: 'Create account' }).click();

  const panel = popup.getByTestId('register-check-mail');
  await expect(panel).toContainText('Check your mail');
  await expect(panel).toContainText(`We have sent a message to ${email}.`);
  await expect(popup).not.toContainText('already registered');
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByTestId('sign-in-entry')).toBeVisible();
  await expect.poll(async () => (await mailContaining(email))?.includes('You already have an account') ?? false).toBe(true);
});
