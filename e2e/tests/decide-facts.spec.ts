// Building facts (issue 29) end to end: the listing form's parameters tab offers them and the price tab the EİDS
// property number, in three languages; a listing published with them and verified carries the regulation's EİDS wording;
// a demo sale that states its facts shows them, with its energy class, in the
// decide section's earthquake block, in the server's HTML. DECIDE_SHOTS=<dir> also saves screenshots at 360 and 1366 px.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './session';
import { signInAsAdmin } from './admin';
import { publishListing, xsrfHeader } from './publish';

const SHOTS = process.env.DECIDE_SHOTS;
const WIDTHS = [360, 1366] as const;
const LANGS = ['en', 'ru', 'tr'] as const;

async function shot(page: Page, target: Locator, name: string) {
  if (!SHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

interface Detail {
  id: number;
  url: string;
  energy_class: string | null;
  building: { permit_date: string | null; occupancy_permit: boolean | null; seismic_report: string | null; urban_transformation: string | null } | null;
}

/** A demo sale that states an energy class, a permit date, the occupancy permit and a seismic report. */
async function statedSale(request: APIRequestContext): Promise<Detail> {
  const cards = ((await (await request.get('/en/api/realty?dealType=sale&energy=A,B,C,D&per_page=50')).json()) as { data: { id: number }[] }).data;
  for (const card of cards) {
    const detail = ((await (await request.get(`/en/api/realty/${card.id}`)).json()) as { data: Detail }).data;
    const b = detail.building;
    if (detail.energy_class && b?.permit_date && b.occupancy_permit !== null && b.seismic_report) return detail;
  }
  throw new Error('no demo sale states its building facts');
}

test('the listing form offers the building facts and the property number in three languages', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signUp(context, baseURL ?? '');
  const labels = {
    en: ['Listing form steps', 'Building facts', 'Property number (taşınmaz numarası)'],
    ru: ['Шаги формы объявления', 'Сведения о здании', 'Номер объекта недвижимости (taşınmaz numarası)'],
    tr: ['İlan formu adımları', 'Bina bilgileri', 'Taşınmaz numarası'],
  } as const;
  for (const lang of LANGS) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${lang}/profile/add`);
    const tabs = page.getByRole('tablist', { name: labels[lang][0] }).getByRole('tab');
    await tabs.nth(1).click();
    const facts = page.getByTestId('building-facts');
    await expect(facts.locator('legend')).toHaveText(labels[lang][1]);
    await facts.locator('select').nth(2).selectOption('yes'); // the seismic report (class, occupancy, report, …): its date appears
    await expect(facts.locator('input[type="date"]')).toHaveCount(2);
    await shot(page, facts, `form-facts-${lang}`);
    await tabs.nth(4).click();
    const number = page.getByRole('textbox', { name: labels[lang][2], exact: false });
    await expect(number).toBeVisible();
    await shot(page, page.locator('fieldset').filter({ has: number }), `form-eids-${lang}`);
  }
});

test("a sale's stated facts are in the earthquake block, server-rendered, in three languages", async ({ page, request }) => {
  test.setTimeout(120_000);
  const sale = await statedSale(request);
  const html = await (await request.get(sale.url)).text();
  expect(html).toContain('data-testid="decide-owner-facts"');
  expect(html).toContain(`data-class="${sale.energy_class}"`);
  const stated = { en: 'Stated by the lister', ru: 'Со слов продавца', tr: 'İlan sahibinin beyanıdır' };
  for (const lang of LANGS) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(sale.url.replace(/^\/en\//, `/${lang}/`));
    // the server's HTML is replaced by the live section once its code has loaded: scroll its wrapper (the one element
    // kept), then wait for the live one
    await page.locator('[data-decide]').hover(); // the section's code loads when the visitor comes to it
    await expect(page.locator('[data-decide][data-live]')).toBeVisible();
    const section = page.getByTestId('decide');
    await expect(page.getByTestId('decide-owner-facts')).toContainText(stated[lang]);
    await expect(page.getByTestId('fact-energy-class')).toHaveText(sale.energy_class ?? '');
    await shot(page, section, `listing-decide-${lang}`);
  }
});

test("a published listing's facts and, once verified, the regulation's EİDS wording", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  await signUp(context, base);
  const { id, url } = await publishListing(context, base, {
    deal_type: 'sale', property_type: 'apartment', region: 'antalya', city: 'alanya', lat: '36.5438', lng: '31.9998', rooms: '2+1', area: '95',
    year_built: '2021', title_en: 'Flat with a permit and a report', price: '4000000', currency: 'TRY', eids_number: 'EIDS-2026-313131',
    property_number: '104233577', energy_class: 'A', building_permit_date: '2019-03-01', occupancy_permit: 'true', seismic_report: 'yes',
    seismic_report_date: '2024-06-01', urban_transformation: 'none',
  });

  const admin = await browser.newContext({ baseURL: base });
  await signInAsAdmin(admin, base);
  const verified = await admin.request.post(`${base}/en/api/admin/verification/${id}/verify`, { headers: await xsrfHeader(admin, base) });
  expect(verified.status(), await verified.text()).toBe(200);
  await admin.close();

  const wording = { en: 'Authorisation verified through EİDS', ru: 'Полномочия проверены через EİDS', tr: "EİDS'den yetki doğrulaması yapıldı" };
  for (const lang of LANGS) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url.replace(/^\/en\//, `/${lang}/`));
    const badge = page.getByTestId('eids-badge').first();
    await expect(badge).toHaveText(wording[lang]);
    await shot(page, badge.locator('..'), `listing-badge-${lang}`);
    await page.locator('[data-decide]').hover(); // the section's code loads when the visitor comes to it
    await expect(page.locator('[data-decide][data-live]')).toBeVisible();
    const building = page.getByTestId('decide-building');
    await expect(building).toHaveAttribute('data-era', 'tbdy_2018'); // by the 2019 permit date
    await expect(page.getByTestId('fact-energy-class')).toHaveText('A');
  }
  // the card in the catalogue (only verified, newest first) carries the same wording and fits a phone
  await page.goto('/tr/real-estate/sale?filter&eids=verified');
  const card = page.locator('article, li').filter({ has: page.getByTestId('eids-badge') }).first();
  await expect(card.getByTestId('eids-badge')).toHaveText(wording.tr);
  await shot(page, card, 'card-badge-tr');
});

