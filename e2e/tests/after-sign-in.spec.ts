// What a visitor started before being asked to sign in is finished afterwards (issue 23, item 13): a team invitation
// (the mailed link opened signed out survives registration and sign-in and makes the invitee a member), a favourite
// and a saved search.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recentMails } from './outbox';
import { randomMobile, signUp, submitRegisterPopup, submitSignInPopup } from './session';

const PASSWORD = 'Kalkan-Evleri-2026';
const uniqueEmail = (what: string) => `e2e-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function corporateSignUp(context: BrowserContext, baseURL: string, agencyName: string): Promise<void> {
  expect((await context.request.get(`${baseURL}/sanctum/csrf-cookie`)).status()).toBe(204);
  const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const email = uniqueEmail('owner');
  const response = await context.request.post(`${baseURL}/en/api/register`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data: { name: 'Deniz', lastname: 'Kaya', phone: '+905321230000', email, password: PASSWORD, password_confirmation: PASSWORD, org_type: 'corporate', agency_name: agencyName },
  });
  // The same neutral reply for any address; a new address is signed in (issue 23: no account enumeration).
  expect(response.status(), await response.text()).toBe(200);
}

/** The owner invites `email` on profile/corporate; returns the link of the mail (its path and query). */
async function invite(page: Page, email: string): Promise<string> {
  await page.goto('/en/profile/corporate');
  await page.getByLabel('E-mail of the agent').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await recentMails(30)).find((text) => text.includes(email) && text.includes('invite='));
      link = /https?:\/\/[^/\s]+(\/en\/profile\/corporate\?invite=[A-Za-z0-9._~%-]+)/.exec(mail ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** A fresh, signed-out browser (its own cookies). */
async function visitor(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { context, page };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
}

test('an invitation opened signed out survives registration: the new account joins the agency', { tag: '@mail' }, async ({ page, context, baseURL, browser }) => {
  test.setTimeout(90_000);
  const agencyName = `E2E Team ${Date.now()}`;
  await corporateSignUp(context, baseURL!, agencyName);
  const email = uniqueEmail('invitee');
  const link = await invite(page, email);

  const guest = await visitor(browser, baseURL!);
  await open(guest.page, link);
  const panel = guest.page.getByTestId('invitation');
  await expect(panel).toContainText(`${agencyName} invites ${email} to join its team as an agent.`);
  await expect(guest.page.getByTestId('auth-gate')).toHaveCount(0);
  await guest.page.getByRole('button', { name: 'Create an account and join' }).click();
  await submitRegisterPopup(guest.page, { firstName: 'Elif', lastName: 'Şahin', phone: randomMobile(), email, password: PASSWORD });

  await expect(guest.page.getByText(`You joined ${agencyName}`)).toBeVisible();
  await expect(guest.page).toHaveURL(/\/en\/profile\/corporate\?invite=[^&]+$/);
  await expect(guest.page.getByRole('heading', { name: agencyName })).toBeVisible();
  await expect(guest.page.getByText('You are an agent of this agency.')).toBeVisible();
  await expect(guest.page.getByTestId('corporate-gate')).toHaveCount(0);
  // Reopening the page later (no link) shows the agency, not "for corporate accounts".
  await open(guest.page, '/en/profile/corporate');
  await expect(guest.page.getByRole('heading', { name: agencyName })).toBeVisible();
  await guest.context.close();

  // The owner sees the new agent in the team.
  await page.reload();
  await expect(page.getByTestId('team')).toContainText('Elif Şahin');
});

test('an invitation to an existing account: signed out it signs in on the way; signed in it joins with a click', { tag: '@mail' }, async ({ page, context, baseURL, browser }) => {
  test.setTimeout(90_000);
  const agencyName = `E2E Crew ${Date.now()}`;
  await corporateSignUp(context, baseURL!, agencyName);

  // Signed out, an existing (private) account: "Sign in and join".
  const first = await visitor(browser, baseURL!);
  const existing = await signUp(first.context, baseURL!);
  await first.context.clearCookies();
  const link = await invite(page, existing.email);
  await open(first.page, link);
  await first.page.getByRole('button', { name: 'Sign in and join' }).click();
  const signIn = first.page.getByTestId('sign-in-popup');
  await signIn.getByLabel('E-mail').fill(existing.email);
  await signIn.getByLabel('Password').fill(existing.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(first.page.getByText(`You joined ${agencyName}`)).toBeVisible();
  await expect(first.page.getByRole('heading', { name: agencyName })).toBeVisible();
  await first.context.close();

  // Already signed in: the link offers "Join the agency".
  const second = await visitor(browser, baseURL!);
  const signedIn = await signUp(second.context, baseURL!);
  const link2 = await invite(page, signedIn.email);
  await open(second.page, link2);
  await second.page.getByRole('button', { name: 'Join the agency' }).click();
  await expect(second.page.getByText(`You joined ${agencyName}`)).toBeVisible();
  await expect(second.page.getByRole('heading', { name: agencyName })).toBeVisible();
  await second.context.close();

  await page.reload();
  await expect(page.getByTestId('team')).toContainText('Ayşe Yılmaz');
});

async function signInThroughPopup(page: Page, email: string, password: string) {
  await submitSignInPopup(page, email, password);
  await expect(page.getByTestId('sign-in-popup')).toHaveCount(0);
}

test('a favourite asked for signed out is added once signed in', async ({ page, baseURL, browser }) => {
  const holder = await visitor(browser, baseURL!);
  const account = await signUp(holder.context, baseURL!);
  await holder.context.close();

  await page.goto('/en/real-estate/sale');
  const card = page.getByTestId('listing-card').first();
  const id = Number(await card.getAttribute('data-id'));
  expect(id).toBeGreaterThan(0);
  await card.getByTestId('favorite-toggle').click();
  await signInThroughPopup(page, account.email, account.password);
  await expect(page.locator(`[data-testid="listing-card"][data-id="${id}"]`).first().getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favorites-shortcut')).toContainText('1');
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/realty/favorite?user_id=${(await (await page.request.get('/en/api/user')).json()).data.id}`);
      return (await res.json()).data as number[];
    })
    .toContain(id);
});

test('a search saved signed out is saved once signed in', async ({ page, baseURL, browser }) => {
  const holder = await visitor(browser, baseURL!);
  const account = await signUp(holder.context, baseURL!);
  await holder.context.close();

  await page.goto('/en/real-estate/sale-apartment/antalya');
  const h1 = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByTestId('save-search').click();
  await signInThroughPopup(page, account.email, account.password);
  await expect(page.getByText('The search is saved. Find it in your profile under Saved searches.')).toBeVisible();
  await page.goto('/en/profile/saved');
  await expect(page.getByTestId('saved-search').first()).toContainText(h1.trim());
});

test('a first visit reveals an agent’s and an agency’s phone with one request each: no 419 and no retry', async ({ page }) => {
  const statuses: Array<[string, number]> = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST') statuses.push([new URL(response.url()).pathname, response.status()]);
  });
  await page.context().clearCookies();
  await page.goto('/en/real-estate-agent');
  // Every city with agents is offered, not only the offices' (the demo agencies list no office city).
  expect(await page.getByLabel('City').locator('option').count()).toBeGreaterThan(3);
  await page.getByTestId('agent-card').first().click();
  await page.getByTestId('show-phone').click();
  await expect(page.getByTestId('phones')).toBeVisible();
  await page.goto('/en/real-estate-agency');
  await page.getByTestId('agency-card').first().click();
  await page.getByTestId('show-phone').click();
  await expect(page.getByTestId('phones')).toBeVisible();
  expect(statuses.map(([path]) => path.replace(/\d+/, 'N'))).toEqual(['/en/api/agents/N/phone', '/en/api/agencies/N/phone']);
  expect(statuses.map(([, status]) => status)).toEqual([200, 200]);
});
