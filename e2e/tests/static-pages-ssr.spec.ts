// The shell's static pages (about, fees, partners, the three policies) and the 404 page are rendered on the server like
// the content pages (api/src/web/static-pages.ts): their text is in the HTML before any script runs, so crawlers
// and visitors without JavaScript get it, and the browser hydrates it without errors or a second page-data request.
import { LANGS, pathTo, type Lang } from '@realty/shared/routes';
import tr from '@realty/shared/i18n/tr.json' with { type: 'json' };
import en from '@realty/shared/i18n/en.json' with { type: 'json' };
import ru from '@realty/shared/i18n/ru.json' with { type: 'json' };
import staticTr from '../../shell/src/pages/static/content/tr.json' with { type: 'json' };
import staticEn from '../../shell/src/pages/static/content/en.json' with { type: 'json' };
import staticRu from '../../shell/src/pages/static/content/ru.json' with { type: 'json' };
import { expect, holdScripts, test, watchHydration } from './fixtures';

const common = { tr, en, ru } as const;
const content = { tr: staticTr, en: staticEn, ru: staticRu } as const;

const PAGES = ['about', 'fees', 'foreignBuyers', 'partners', 'privacyPolicy', 'refundPolicy', 'termsOfService'] as const;
type StaticId = (typeof PAGES)[number];

const title = (lang: Lang, id: StaticId): string => common[lang].routes[id].title;
const lead = (lang: Lang, id: StaticId): string => content[lang][id].lead;
/** A heading further down the page: its first section (fees: how ordering works; partners: the steps). */
const laterHeading = (lang: Lang, id: StaticId): string => {
  const page = content[lang][id] as { sections?: Array<{ title: string }>; howTitle?: string; stepsTitle?: string };
  return page.sections?.[0]?.title ?? page.howTitle ?? page.stepsTitle ?? '';
};

const decode = (html: string) =>
  html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/<!-- -->/g, '');
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));
const HYDRATION = /hydrat|did not match|server rendered|Minified React error #4(18|19|21|22|23|25)/i;

test.describe('static pages in the server HTML', () => {
  for (const lang of LANGS) {
    test(`/${lang}: about, fees, partners and the policies carry their text`, async ({ request }) => {
      for (const id of PAGES) {
        const path = pathTo(lang, id);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain('<div id="root" data-ssr>');
        const root = decode(rootOf(html));
        expect(root, `${path}: heading`).toMatch(new RegExp(`<h1[^>]*>${title(lang, id)}</h1>`));
        expect(root, `${path}: lead`).toContain(lead(lang, id));
        expect(laterHeading(lang, id), `${id}: a heading to look for`).not.toBe('');
        expect(root, `${path}: a later heading`).toContain(laterHeading(lang, id));
        expect(root, `${path}: footer`).toContain('<footer');
        expect(html.slice(0, html.indexOf('</head>')), `${path}: styles inlined in the head`).toMatch(/<style data-ssr[^>]*>[^<]{1000,}<\/style>/);
        if (id === 'fees') expect(root, 'the price list').toContain('data-testid="fees-table"');
        if (id === 'partners') expect(root, 'the statistics').toContain('data-testid="partner-stats"');
      }
    });
  }

  test('an unknown path: the 404 page, translated, with status 404', async ({ request }) => {
    for (const lang of LANGS) {
      const response = await request.get(`/${lang}/no-such-page`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<div id="root" data-ssr>');
      expect(decode(rootOf(html))).toContain(common[lang].notFound.message);
    }
  });
});

test.describe('static pages with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGS) {
    test(`/${lang}: heading, text and layout are shown`, async ({ page }) => {
      for (const id of PAGES) {
        await page.goto(pathTo(lang, id));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(lang, id));
        await expect(page.getByText(lead(lang, id))).toBeVisible();
        await expect(page.locator('footer').first()).toBeVisible();
      }
      await page.goto(`/${lang}/no-such-page`);
      await expect(page.getByText(common[lang].notFound.message)).toBeVisible();
    });
  }
});

test('the browser hydrates the static pages and the 404 page: no hydration error, no page-data request, the server DOM kept', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000);
  const { messages, pageRequests } = watchHydration(page);
  const paths = [...PAGES.map((id) => pathTo('ru', id)), '/en/no-such-page'];
  for (const path of paths) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await page.locator('h1').first().waitFor();
    await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-server-node', ''));
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await page.waitForLoadState('networkidle');
    await page.unroute(/\/shell\/[^/]+\.js$/);
    await expect(page.locator('h1[data-server-node]'), `${path}: the server's heading was kept`).toHaveCount(1);
    expect(messages.filter((text) => HYDRATION.test(text)), `${path}: hydration messages`).toEqual([]);
  }
  expect(pageRequests, 'no page reply fetched on a first load').toEqual([]);
  consoleWatch.allow(/404 \(Not Found\)/);
  expect(consoleWatch.errors.filter((text) => !/404 \(Not Found\)/.test(text))).toEqual([]);
});
