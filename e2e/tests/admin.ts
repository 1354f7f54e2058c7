// Helpers of the back-office specs: sign in as the e2e administrator.
import type { BrowserContext } from '@playwright/test';
import { expect } from './fixtures';

/** The demo owner the e2e server makes an administrator (ADMIN_EMAILS in playwright.config.ts). */
export const ADMIN_EMAIL = 'owner30@demo.realty.test';
const DEMO_PASSWORD = 'demo-password';

export async function signInAsAdmin(context: BrowserContext, baseURL: string): Promise<void> {
  await context.request.get(`${baseURL}/sanctum/csrf-cookie`);
  const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await context.request.post(`${baseURL}/en/api/login`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD, lang: 'en' },
  });
  expect(login.status(), await login.text()).toBe(200);
  expect((await login.json()).data.role).toBe('admin');
}

