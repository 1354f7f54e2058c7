// The shell tried as a new user would (issue 11): language switches on the static pages, no sideways scroll on a
// phone in any language, a one-line header on desktops, registration on a phone, the offline notice, the favicon,
// the help center link, the error page, and the account entries of a signed-in user.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './session';
import { siteConfig } from './site-config';

const LANGS = ['tr', 'en', 'ru'] as const;
const STATIC_PAGES = ['about', 'fees', 'partners', 'privacy-policy', 'terms-of-service', 'refund-policy'];
/** A raw i18next key of the shell where a text should be ("menu.rent", "header.add", "footer.about"). */
const RAW_KEY = /\b(menu|header|footer|user|side|bottom)\.[a-z][a-zA-Z]+\b/;

async function switchLanguage(page: Page, name: RegExp) {
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-popup').getByRole('link', { name }).click();
  await expect(page.getByTestId('language-popup')).toHaveCount(0);
}

test.describe('language switch on the static pages', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  for (const path of STATIC_PAGES) {
    test(`${path}: header and footer are translated after tr → ru → en, without a reload`, async ({ page, consoleWatch }) => {
      void consoleWatch;
      await page.goto(`/tr/${path}`);
      await expect(page.locator('main h1')).toBeVisible();
      await switchLanguage(page, /Русский/);
      await expect(page).toHaveURL(new RegExp(`/ru/${path}$`));
      await expect(page.locator('header nav')).toContainText('Аренда');
      await expect(page.locator('footer')).toContainText('О нас');
      await expect(page.getByTestId('add-listing')).toHaveText('Подать объявление');
      expect(await page.locator('header').first().innerText()).not.toMatch(RAW_KEY);
      expect(await page.locator('footer').innerText()).not.toMatch(RAW_KEY);
      await switchLanguage(page, /English/);
      await expect(page.locator('header nav')).toContainText('Rent');
      await expect(page.locator('footer')).toContainText('About us');
      expect(await page.locator('header').first().innerText()).not.toMatch(RAW_KEY);
      expect(await page.locator('footer').innerText()).not.toMatch(RAW_KEY);
    });
  }
});

/** Horizontal overflow of the page: how far the document is wider than its viewport (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - Math.min(window.innerWidth, document.documentElement.clientWidth)));

test.describe('phones: no sideways scroll', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('every main page, in tr, en and ru, fits 360 px and the sign-in entry is whole', async ({ page, consoleWatch }) => {
    test.setTimeout(240_000);
    void consoleWatch;
    const listing = (await ((await page.request.get('/en/api/realty?per_page=1')).json()) as { data?: Array<{ url?: string }> }).data?.[0]?.url;
    const pages = [
      '',
      'real-estate',
      'real-estate/sale',
      'real-estate/rent',
      'real-estate/newprojects',
      'journal',
      'real-estate-agent',
      'real-estate-agency',
      'login',
      'error',
      ...STATIC_PAGES,
    ];
    const wide: string[] = [];
    for (const lang of LANGS) {
      const paths = pages.map((p) => (p ? `/${lang}/${p}` : `/${lang}`));
      if (listing) paths.push(listing.replace(/^(https?:\/\/[^/]+)?\/(tr|en|ru)\//, `/${lang}/`));
      // A catalogue landing page of a province, as the catalogue links it.
      await page.goto(`/${lang}/real-estate/sale`);
      const place = await page.locator(`main a[href^="/${lang}/real-estate/sale/"]`).first().getAttribute('href', { timeout: 5_000 }).catch(() => null);
      if (place) paths.push(place);
      for (const path of paths) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        const by = await overflow(page);
        if (by > 0) wide.push(`${path}: ${by} px`);
        const signIn = await page.getByTestId('sign-in-entry').boundingBox();
        const width = await page.evaluate(() => document.documentElement.clientWidth);
        if (!signIn || signIn.x < 0 || signIn.x + signIn.width > width) wide.push(`${path}: sign-in entry cut (${JSON.stringify(signIn)})`);
      }
    }
    expect(wide).toEqual([]);
  });

  for (const width of [360, 390]) {
    test(`ru header at ${width} px: logo, burger and "Войти" in one row inside the screen`, async ({ page, consoleWatch }) => {
      void consoleWatch;
      await page.setViewportSize({ width, height: 780 });
      await page.goto('/ru/about');
      expect(await overflow(page)).toBe(0);
      const signIn = (await page.getByTestId('sign-in-entry').boundingBox())!;
      await expect(page.getByTestId('sign-in-entry')).toHaveText('Войти');
      expect(signIn.x + signIn.width).toBeLessThanOrEqual(width);
      const burger = (await page.getByTestId('burger').boundingBox())!;
      expect(Math.abs(burger.y + burger.height / 2 - (signIn.y + signIn.height / 2))).toBeLessThan(2);
    });
  }
});

test.describe('desktops: the header is one line', () => {
  for (const width of [1024, 1366]) {
    for (const lang of LANGS) {
      test(`${lang} at ${width} px`, async ({ page, consoleWatch }) => {
        void consoleWatch;
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${lang}/about`);
        const links = page.locator('header nav a');
        await expect(links).toHaveCount(4);
        const tops = new Set<number>();
        for (const box of await Promise.all((await links.all()).map((link) => link.boundingBox()))) tops.add(Math.round(box!.y));
        expect([...tops]).toHaveLength(1);
        expect((await page.locator('header').first().boundingBox())!.height).toBeLessThanOrEqual(72);
        for (const id of ['add-listing', 'sign-in-entry']) {
          const box = (await page.getByTestId(id).boundingBox())!;
          expect(box.x + box.width, id).toBeLessThanOrEqual(width);
        }
        expect(await overflow(page)).toBe(0);
      });
    }
  }
});

async function openRegistration(page: Page, lang: (typeof LANGS)[number]) {
  await page.goto(`/${lang}/about`);
  await page.getByTestId('sign-in-entry').click();
  await page.getByRole('dialog').getByRole('button', { name: /^(Register|Зарегистрироваться|Kayıt ol)$/ }).click();
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  return form;
}

test.describe('registration on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const lang of LANGS) {
    test(`${lang}: every field inside the dialog, the country select whole`, async ({ page, consoleWatch }) => {
      void consoleWatch;
      const form = await openRegistration(page, lang);
      const dialog = (await page.getByRole('dialog').boundingBox())!;
      for (const control of await form.locator('input:not([type=radio]), select, button[type=submit]').all()) {
        const box = (await control.boundingBox())!;
        const name = (await control.getAttribute('name')) ?? 'submit';
        expect(box.x, name).toBeGreaterThanOrEqual(dialog.x);
        expect(box.x + box.width, name).toBeLessThanOrEqual(dialog.x + dialog.width);
      }
      // The chosen country's name and code are not cut.
      const select = form.locator('select[name=phone_country]');
      const fits = await select.evaluate((el: HTMLSelectElement) => {
        const probe = document.createElement('span');
        probe.style.cssText = `font:${getComputedStyle(el).font};position:absolute;white-space:nowrap`;
        probe.textContent = el.selectedOptions[0]?.textContent ?? '';
        document.body.appendChild(probe);
        const needed = probe.getBoundingClientRect().width + 40; // padding and the arrow
        probe.remove();
        return el.getBoundingClientRect().width >= needed;
      });
      expect(fits).toBe(true);
      expect(await overflow(page)).toBe(0);
    });
  }

  test('agency or developer: asks for the agency name; each error shows once and goes when the field is fixed', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 422/); // the empty form is refused, on purpose
    const form = await openRegistration(page, 'en');
    await expect(form.getByLabel(/Agency or company name/)).toHaveCount(0);
    await form.getByRole('radio', { name: 'Agency or developer' }).check();
    await expect(form.getByLabel(/Agency or company name/)).toBeVisible();
    await form.getByRole('button', { name: 'Create account' }).click();
    const list = form.getByTestId('form-errors');
    await expect(list).toBeVisible();
    const first = (await list.locator('li').first().innerText()).trim();
    const text = await form.innerText();
    expect(text.split(first).length - 1, `"${first}" shown once`).toBe(1);
    const name = form.getByLabel(/First name/);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill('Ayşe');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(list).not.toContainText(first);
  });
});

test('offline notice overlays the page instead of pushing it down', async ({ page, context, consoleWatch }) => {
  void consoleWatch;
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/en/about');
  const before = (await page.locator('main').boundingBox())!.y;
  await context.setOffline(true);
  await expect(page.getByTestId('network-notice')).toBeVisible();
  expect((await page.locator('main').boundingBox())!.y).toBe(before);
  await context.setOffline(false);
  await expect(page.getByTestId('network-notice')).toContainText(/online/i);
  expect((await page.locator('main').boundingBox())!.y).toBe(before);
});

test('favicon: linked from every page and served', async ({ page, request, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/ru/fees');
  await expect(page.locator('link[rel=icon][type="image/svg+xml"]')).toHaveAttribute('href', '/favicon.svg');
  await expect(page.locator('link[rel=icon][href="/favicon.ico"]')).toHaveCount(1);
  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\//);
});

test('no help center link without HELP_CENTER_URL (footer and side menu)', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/en/about');
  test.skip(Boolean((await siteConfig(page)).help_center_url), 'this environment sets HELP_CENTER_URL');
  await expect(page.locator('footer').getByRole('link', { name: 'About us' })).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: 'Help center' })).toHaveCount(0);
  await page.getByTestId('burger').click();
  await expect(page.getByTestId('side-menu').getByRole('link', { name: 'About us' })).toBeVisible();
  await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Help center' })).toHaveCount(0);
});

test('/en/error is a page of the site: heading, status and message, links home and to the listings', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/error');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByTitle('Error code')).toHaveText('500');
  await expect(page.getByTestId('error-page')).toContainText('Internal server error');
  await expect(page.getByTestId('error-page')).toContainText('Please try again in a moment');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  await expect(page.getByRole('link', { name: 'Browse listings' })).toHaveAttribute('href', '/en/real-estate');
  await expect(page.locator('footer')).toBeVisible();
});

test.describe('signed in as a private account', () => {
  test('avatar name holds its initials (axe), no company profile, sign-out from the side menu', async ({ page, context, baseURL, consoleWatch }) => {
    void consoleWatch;
    await signUp(context, baseURL!);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/en/profile');
    const avatar = page.getByTestId('user-menu');
    await expect(avatar).toHaveAccessibleName(/^AY — /);
    const axe = await new AxeBuilder({ page }).include('header').options({ runOnly: ['label-content-name-mismatch'] }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await avatar.click();
    // The avatar's own menu (the profile page has its own navigation with the same links).
    const menu = page.locator(`[id="${await avatar.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link', { name: 'My listings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Company profile' })).toHaveCount(0);
    await page.goto('/en/profile/corporate');
    // The page itself explains it is for agencies (an invited private account accepts there, so no gate refuses it).
    await expect(page.getByTestId('corporate')).toContainText('Agencies are managed by corporate accounts. If an agency invited you, open the link from its e-mail.');

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByTestId('burger').click();
    await page.getByTestId('side-menu').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByTestId('sign-in-entry')).toBeVisible();
  });
});
