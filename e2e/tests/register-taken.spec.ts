// Registration with an address that has an account (issue 23): the site does not say "already registered" and does
// not sign anybody in; the form says "Check your mail" and the owner of the address gets the notice.
import { expect, test } from './fixtures';
import { mailContaining } from './outbox';
import { openRegisterPopup, signUp, submitRegisterPopup } from './session';

test('registering a taken address: "check your mail", not signed in, the owner is e-mailed', { tag: '@mail' }, async ({ page, browser, baseURL }) => {
  const owner = await browser.newContext();
  const { email } = await signUp(owner, baseURL ?? '');
  await owner.close();

  await openRegisterPopup(page, '/en/about');
  await submitRegisterPopup(page, { firstName: 'Mallory', lastName: 'Kaya', phone: '5321112233', email, password: 'Another-Pass-2026' });
  const popup = page.getByTestId('register-popup');

  const panel = popup.getByTestId('register-check-mail');
  await expect(panel).toContainText('Check your mail');
  await expect(panel).toContainText(`We have sent a message to ${email}.`);
  await expect(popup).not.toContainText('already registered');
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByTestId('sign-in-entry')).toBeVisible();
  await expect.poll(async () => (await mailContaining(email))?.includes('You already have an account') ?? false).toBe(true);
});
