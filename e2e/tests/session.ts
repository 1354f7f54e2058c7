import { expect, type BrowserContext, type Page } from '@playwright/test';

let counter = 0;

/** Registers a fresh account through the real API inside the browser context, so its session cookie is the page's. */
export async function signUp(context: BrowserContext, baseURL: string): Promise<{ email: string; password: string }> {
  counter += 1;
  const email = `e2e-${Date.now()}-${counter}@example.com`;
  const password = 'Harbour-View-2026';
  const csrf = await context.request.get(`${baseURL}/sanctum/csrf-cookie`);
  expect(csrf.status()).toBe(204);
  const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${baseURL}/en/api/register`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data: {
      name: 'Ayşe',
      lastname: 'Yılmaz',
      phone: '+905321234567',
      email,
      password,
      password_confirmation: password,
      org_type: 'private',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password };
}

/** A random Turkish mobile number in the national form the phone field takes (`53xxxxxxxx`). */
export const randomMobile = (): string => `53${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Opens `path` signed out and the register popup through the header's sign-in entry. */
export async function openRegisterPopup(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId('sign-in-entry').click();
  await page.getByTestId('sign-in-popup').getByRole('button', { name: 'Register' }).click();
}

export interface RegisterFields {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

/** Fills the open register popup's form (the password twice) and submits it. */
export async function submitRegisterPopup(page: Page, fields: RegisterFields): Promise<void> {
  const popup = page.getByTestId('register-popup');
  await expect(popup.getByTestId('register-form')).toBeVisible();
  await popup.getByLabel('First name').fill(fields.firstName);
  await popup.getByLabel('Last name').fill(fields.lastName);
  await popup.getByRole('textbox', { name: 'Phone' }).fill(fields.phone);
  await popup.getByLabel('E-mail').fill(fields.email);
  await popup.getByLabel(/^Password/).fill(fields.password);
  await popup.getByLabel('Repeat the password').fill(fields.password);
  await popup.getByRole('button', { name: 'Create account' }).click();
}

/** Fills the open sign-in popup's form and submits it. */
export async function submitSignInPopup(page: Page, email: string, password: string): Promise<void> {
  const popup = page.getByTestId('sign-in-popup');
  await expect(popup.getByTestId('sign-in-form')).toBeVisible();
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByLabel('Password').fill(password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
}
