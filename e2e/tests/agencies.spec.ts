// Agencies and agents (issue 16): a corporate user registers with the agency's name, completes it on profile/corporate, imports a small YRL file
// on profile/import and sees its rows, then the imported listing on the agency page; agents and agencies lists and
// pages; unknown slugs are 404s; axe clean.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit } from './a11y';

async function corporateSignUp(context: BrowserContext, baseURL: string, agencyName: string): Promise<string> {
  const email = `e2e-agency-${Date.now()}@example.com`;
  const password = 'Harbour-View-2026';
  expect((await context.request.get(`${baseURL}/sanctum/csrf-cookie`)).status()).toBe(204);
  const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${baseURL}/en/api/register`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data: { name: 'Deniz', lastname: 'Kaya', phone: '+905321230000', email, password, password_confirmation: password, org_type: 'corporate', agency_name: agencyName },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

const FEED = (stamp: string) => `<?xml version="1.0" encoding="UTF-8"?>
<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06">
  <generation-date>2026-11-23T10:00:00+03:00</generation-date>
  <offer internal-id="E2E-${stamp}-1">
    <type>продажа</type><category>квартира</category>
    <location><country>Турция</country><region>Анталья</region><district>Аланья</district><sub-locality-name>Махмутлар</sub-locality-name></location>
    <price><value>155000</value><currency>EUR</currency></price>
    <area><value>95</value><unit>кв. м</unit></area><rooms>3</rooms><floor>4</floor><floors-total>9</floors-total>
    <description>Квартира у моря, e2e ${stamp}.</description>
    <eids-number>2500099999</eids-number>
    <property-number>104233520</property-number>
  </offer>
  <offer internal-id="E2E-${stamp}-2">
    <type>аренда</type><category>вилла</category>
    <location><region>Antalya</region><locality-name>Alanya</locality-name></location>
    <price><value>60000</value><currency>TL</currency></price>
    <area><value>220</value></area><rooms>4+1</rooms>
  </offer>
</realty-feed>
`;

test('a corporate user completes the agency made at registration, imports a YRL file, sees its rows and the listing on the agency page', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const agencyName = `E2E Realty ${Date.now()}`;
  await corporateSignUp(context, base, agencyName);

  await page.goto('/en/profile/corporate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate profile');
  const form = page.getByTestId('agency-form');
  await expect(form.getByLabel('Agency name')).toHaveValue(agencyName);
  await form.getByLabel('Licence number').fill('0700777');
  await form.getByLabel('Office address').fill('Atatürk Cd. 10, Alanya');
  await form.getByLabel('Office latitude').fill('36.5438');
  await form.getByLabel('Office longitude').fill('31.9998');
  await form.getByLabel('Russian', { exact: true }).check();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('team')).toContainText('Deniz Kaya');
  await expect(page.getByRole('link', { name: 'Public page of the agency' })).toBeVisible();
  await audit(page, 'profile/corporate');

  await page.getByRole('link', { name: 'Import listings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import listings');
  const stamp = String(Date.now());
  await page.getByLabel('File (XML or CSV)').setInputFiles({ name: 'feed.xml', mimeType: 'application/xml', buffer: Buffer.from(FEED(stamp)) });
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByTestId('import-status')).toContainText('Finished', { timeout: 30_000 });
  const rows = page.getByTestId('import-rows').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`E2E-${stamp}-1`);
  await expect(rows.nth(0)).toContainText('Created');
  await expect(rows.nth(1)).toContainText('No EİDS authorisation number: the listing stays hidden until one is added');
  await audit(page, 'profile/import');

  await page.goto('/en/profile/corporate');
  await page.getByRole('link', { name: 'Public page of the agency' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(agencyName);
  const listings = page.getByTestId('owner-listings').locator(':scope > li');
  await expect(listings).toHaveCount(1); // the offer without an EİDS number stays hidden
  await expect(page.getByTestId('office-map')).toContainText('Atatürk Cd. 10, Alanya');
  await expect(page.getByRole('link', { name: 'Open in Yandex Maps' })).toHaveAttribute('href', /pt=31\.9998,36\.5438/);
  await audit(page, 'agency page');
});

test('agents and agencies: lists, filters, pages, phone reveal; unknown slugs are 404', async ({ page }) => {
  await page.goto('/en/real-estate-agent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real estate agents');
  const cards = page.getByTestId('agent-card');
  await expect(cards.first()).toBeVisible();
  await audit(page, 'agents');
  const name = (await cards.first().locator('span').nth(1).textContent()) ?? '';
  await page.getByLabel('Name').fill(name.split(' ')[0] ?? '');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(cards.first()).toBeVisible();

  await cards.first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Real estate agents');
  await expect(page.getByTestId('agent-page')).toBeVisible();
  await audit(page, 'agent page');
  const reveal = page.getByTestId('show-phone');
  if (await reveal.count()) {
    await reveal.click();
    await expect(page.getByTestId('phones')).toBeVisible();
  }

  await page.goto('/ru/real-estate-agency');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Агентства недвижимости');
  await expect(page.getByTestId('agency-card').first()).toBeVisible();
  await audit(page, 'agencies');
  await page.getByTestId('agency-card').first().click();
  await expect(page.getByTestId('agency-page')).toBeVisible();

  const missing = await page.goto('/en/real-estate-agency/no-such-agency-e2e');
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  expect((await page.goto('/en/real-estate-agent/999999999-nobody'))?.status()).toBe(404);
});
