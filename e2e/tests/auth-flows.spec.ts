// Sign-in flows on the composed site: registration through the popup, the auth gate with its stored target,
// a signed-out visitor opening a profile URL, forgot password, and the network error.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openRegisterPopup, randomMobile, signUp, submitRegisterPopup, submitSignInPopup } from './session';

const PASSWORD = 'Kalkan-Evleri-2026';
const uniqueEmail = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const register = (page: Page, email: string) =>
  submitRegisterPopup(page, { firstName: 'Deniz', lastName: 'Kaya', phone: randomMobile(), email, password: PASSWORD });

const signIn = (page: Page, email: string, password = PASSWORD) => submitSignInPopup(page, email, password);

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-in-entry')).toBeVisible();
}

test('register through the popup, land on profile/add; sign out, try favorites, sign in and land on favorites', async ({ page, consoleWatch }) => {
  void consoleWatch;
  const email = uniqueEmail();
  await openRegisterPopup(page, '/en/about');
  const phone = page.getByTestId('register-popup').getByRole('textbox', { name: 'Phone' });
  await phone.fill('0532abc1234567');
  await expect(phone).toHaveValue('(532) 123 45 67');
  await expect(page.getByTestId('register-popup').getByRole('combobox', { name: 'Country code' })).toHaveValue('TR');
  await register(page, email);
  await expect(page).toHaveURL(/\/en\/profile\/add$/);
  await expect(page.getByTestId('register-popup')).toHaveCount(0);
  await expect(page.getByTestId('avatar-initials')).toHaveText('DK');
  expect((await page.context().cookies()).some((c) => c.name === 'XSRF-TOKEN')).toBe(true);

  await signOut(page);
  await page.getByTestId('favorites-shortcut').click();
  await expect(page.getByTestId('sign-in-popup')).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/en\/profile\/favorites$/);
  await expect(page.getByTestId('avatar-initials')).toHaveText('DK');

  // The session survives a reload (GET /api/user).
  await page.reload();
  await expect(page.getByTestId('avatar-initials')).toHaveText('DK');
  await signOut(page);
});

test('registration errors are listed per field', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 422/);
  await openRegisterPopup(page, '/en/partners');
  await page.getByTestId('register-popup').getByRole('button', { name: 'Create account' }).click();
  const errors = page.getByTestId('form-errors');
  await expect(errors).toBeVisible();
  expect(await errors.locator('li').count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByTestId('register-popup').getByRole('button', { name: 'Create account' })).toBeEnabled();
});

test('a visitor clicking add listing sees sign-in; after sign-in the stored target opens', async ({ page, consoleWatch }) => {
  void consoleWatch;
  const email = uniqueEmail();
  await openRegisterPopup(page, '/en');
  await register(page, email);
  await expect(page).toHaveURL(/\/en\/profile\/add$/);
  await signOut(page);

  await page.goto('/en/fees');
  await page.getByTestId('add-listing').click();
  await expect(page.getByTestId('sign-in-popup')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/fees$/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sign-in-popup')).toHaveCount(0);

  await page.getByTestId('footer-searches').click();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/en\/profile\/search$/);
});

test('a signed-out visitor opening a profile URL sees sign-in, never a broken page', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/ru/profile/my');
  await expect(page.getByTestId('auth-gate')).toBeVisible();
  await expect(page.getByTestId('sign-in-popup')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('forgot password sends a real request and shows the neutral message', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/about');
  await page.getByTestId('sign-in-entry').click();
  await page.getByTestId('sign-in-popup').getByRole('button', { name: 'Forgot your password?' }).click();
  const popup = page.getByTestId('forgot-popup');
  await popup.getByLabel('E-mail').fill(uniqueEmail());
  const reply = page.waitForResponse((r) => r.url().includes('/api/password/forgot'));
  await popup.getByRole('button', { name: 'Send the link' }).click();
  expect((await reply).status()).toBe(200);
  await expect(popup.getByText(/If an account exists/)).toBeVisible();
});

test('a sign-in request that gets no response shows a network error', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await page.goto('/en/about');
  await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
  await page.getByTestId('sign-in-entry').click();
  await signIn(page, 'nobody@example.com', 'whatever-123');
  await expect(page.getByTestId('form-errors')).toContainText('Network error');
});

test('a session made outside the shell is seen: the profile opens, the avatar shows the initials', async ({ page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  await signUp(context, baseURL!);
  await page.goto('/en/profile');
  await expect(page.getByTestId('auth-gate')).toHaveCount(0);
  await expect(page.getByTestId('sign-in-popup')).toHaveCount(0);
  await expect(page.getByTestId('avatar-initials')).toHaveText('AY');
});
