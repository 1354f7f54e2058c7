import { expect, type BrowserContext } from '@playwright/test';

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
