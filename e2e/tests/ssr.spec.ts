// Server rendering of the content pages (docs/ARCHITECTURE.md "Server rendering"): the HTML carries the page's content
// before any script runs, the browser hydrates it without React hydration errors, without a second page-data request
// and without replacing the server's DOM, and with JavaScript off the pages still show their content.
import type { APIRequestContext, Page } from '@playwright/test';
import { LANGS, type Lang } from '@realty/shared/routes';
import tr from '@realty/shared/i18n/tr.json' with { type: 'json' };
import en from '@realty/shared/i18n/en.json' with { type: 'json' };
import ru from '@realty/shared/i18n/ru.json' with { type: 'json' };
import { expect, holdScripts, test, watchHydration } from './fixtures';
import { signUp } from './session';

const common = { tr, en, ru } as const;
/** The heading of a page without its own (home, the journal): its route's title. */
const routeTitle = (lang: Lang, id: string): string => (common[lang].routes as Record<string, { title: string } | undefined>)[id]?.title ?? '';

interface ContentPage {
  id: string;
  path: string;
  /** The page's <h1> text, from its page reply. */
  heading: string;
  /** The page shows listing cards (with prices). */
  cards: boolean;
}

type Reply = {
  data: {
    seo?: { h1?: string };
    post?: { title: string };
    listing?: { title: string; photos?: Array<{ url?: string; src?: string }> };
    agent?: { name: string };
    agency?: { name: string };
    list?: { posts: Array<{ url: string }> };
    agents?: Array<{ url: string }>;
    agencies?: Array<{ url: string }>;
  };
};

const reply = async (request: APIRequestContext, path: string): Promise<Reply> => {
  const [pathname, query] = path.split('?');
  const lang = pathname!.split('/')[1];
  const rest = pathname!.split('/').slice(2).join('/');
  return (await (await request.get(`/${lang}/api/pages${rest ? `/${rest}` : ''}${query ? `?${query}` : ''}`)).json()) as Reply;
};

/** Home, a catalogue page, a listing, the journal and a post, an agent and an agency, in one language. */
async function contentPages(request: APIRequestContext, lang: Lang): Promise<ContentPage[]> {
  const listings = (await (await request.get(`/${lang}/api/realty?per_page=1&sort=newest`)).json()) as { data: Array<{ url: string }> };
  const journal = await reply(request, `/${lang}/journal`);
  const agents = await reply(request, `/${lang}/real-estate-agent`);
  const agencies = await reply(request, `/${lang}/real-estate-agency`);
  const paths: Array<[string, string | undefined, boolean]> = [
    ['home', `/${lang}`, true],
    ['catalog', `/${lang}/real-estate/sale`, true],
    ['listing', listings.data[0]?.url, false],
    ['journal', `/${lang}/journal`, false],
    ['journalEntry', journal.data.list?.posts[0]?.url, false],
    ['agent', agents.data.agents?.[0]?.url, false],
    ['agency', agencies.data.agencies?.[0]?.url, false],
  ];
  const pages: ContentPage[] = [];
  for (const [id, path, cards] of paths) {
    expect(path, `a sample ${id} page in ${lang}`).toBeTruthy();
    const { data } = await reply(request, path!);
    const heading = data.seo?.h1 ?? data.post?.title ?? data.listing?.title ?? data.agent?.name ?? data.agency?.name ?? routeTitle(lang, id);
    pages.push({ id, path: path!, heading, cards });
  }
  return pages;
}

const decode = (html: string) =>
  html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));
/** React's hydration failures (development wording and production error codes 418, 419, 421, 422, 423, 425). */
const HYDRATION = /hydrat|did not match|server rendered|Minified React error #4(18|19|21|22|23|25)/i;

/** Mark the newest listing a favourite of the signed-in user (through the API); its id. */
async function favouriteNewest(page: Page, baseURL: string): Promise<number> {
  const newest = (await (await page.request.get('/en/api/realty?per_page=1&sort=newest')).json()) as { data: Array<{ id: number }> };
  const token = (await page.context().cookies(baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const user = (await (await page.request.get('/en/api/user')).json()) as { data: { id: number } };
  const id = newest.data[0]!.id;
  const favourite = await page.request.post('/en/api/realty/favorite', { headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) }, data: { user_id: user.data.id, realty_id: id } });
  expect(favourite.status(), await favourite.text()).toBeLessThan(300);
  return id;
}

/** Open a page with the scripts held, mark the server's <h1>, release: hydration keeps it, shows the account menu, logs no mismatch. */
async function hydrateSignedIn(page: Page, path: string, messages: string[]): Promise<void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-server-node', ''));
  release();
  await page.waitForLoadState('networkidle');
  await page.unroute(/\/shell\/[^/]+\.js$/);
  await expect(page.locator('h1[data-server-node]'), `${path}: the server's heading was kept`).toHaveCount(1);
  await expect(page.getByTestId('user-menu'), path).toBeVisible();
  expect(messages.filter((text) => HYDRATION.test(text)), `${path}: hydration messages`).toEqual([]);
}

test.describe('the server sends the content in the HTML', () => {
  for (const lang of LANGS) {
    test(`content pages in /${lang}: heading, cards, prices, header and footer before any script`, async ({ request }) => {
      for (const page of await contentPages(request, lang)) {
        const response = await request.get(page.path);
        expect(response.status(), page.path).toBe(200);
        const html = await response.text();
        expect(html, page.path).toContain('<div id="root" data-ssr>');
        const root = decode(rootOf(html));
        expect(root, `${page.path}: its heading`).toMatch(new RegExp(`<h1[^>]*>[^<]*${page.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        expect(root, `${page.path}: the shell's header`).toContain('<header');
        expect(root, `${page.path}: the shell's footer`).toContain('<footer');
        expect(html, `${page.path}: styles inlined`).toMatch(/<style data-ssr[^>]*>[^<]{1000,}<\/style>/);
        if (page.cards) {
          expect(root, `${page.path}: listing cards`).toContain('data-testid="listing-card"');
          expect(root, `${page.path}: prices`).toMatch(/data-testid="card-price" data-currency="[A-Z]{3}" data-amount="\d+"/);
        }
      }
    });
  }

  test('a listing page carries its text and its first photo', async ({ request }) => {
    const listings = (await (await request.get('/en/api/realty?per_page=20&sort=newest')).json()) as { data: Array<{ url: string; photo_count: number }> };
    const url = listings.data.find((card) => card.photo_count > 0)?.url;
    test.skip(!url, 'no listing with photos in the demo data');
    const { data } = (await (await request.get(`/en/api/pages${url!.slice(3)}`)).json()) as {
      data: { listing: { title: string; description: string; photos: Array<Record<string, string>> } };
    };
    const root = decode(rootOf(await (await request.get(url!)).text()));
    expect(root).toContain(data.listing.title);
    const words = data.listing.description.split(/\s+/).slice(0, 6).join(' ');
    expect(root, 'the description').toContain(words);
    const first = data.listing.photos[0]?.full;
    expect(first, 'a photo URL in the reply').toBeTruthy();
    expect(root, 'the first photo').toMatch(new RegExp(`<img[^>]+${first!.replace(/[.]/g, '\\.')}`));
  });

  test('each request renders with its own language and currency (no state shared between requests)', async ({ playwright, baseURL }) => {
    const contexts = await Promise.all(
      (['USD', 'RUB', 'EUR', ''] as const).map((currency) =>
        playwright.request.newContext({ baseURL, extraHTTPHeaders: currency ? { cookie: `currency=${currency}` } : {} }),
      ),
    );
    const plan: Array<[number, Lang, string]> = [
      [0, 'en', 'USD'],
      [1, 'ru', 'RUB'],
      [2, 'tr', 'EUR'],
      [3, 'tr', 'TRY'],
      [3, 'en', 'EUR'],
    ];
    for (let round = 0; round < 3; round += 1) {
      const pages = await Promise.all(plan.map(async ([context, lang]) => (await contexts[context]!.get(`/${lang}/real-estate/sale`)).text()));
      pages.forEach((html, index) => {
        const [, lang, currency] = plan[index]!;
        expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
        const currencies = new Set([...rootOf(html).matchAll(/data-testid="card-price" data-currency="([A-Z]{3})"/g)].map((match) => match[1]));
        expect([...currencies], `/${lang} with currency ${currency || '(none)'}`).toEqual([currency]);
      });
    }
    await Promise.all(contexts.map((context) => context.dispose()));
  });
});

test.describe('the browser hydrates the server HTML', () => {
  for (const lang of LANGS) {
    test(`content pages in /${lang}: no hydration error, no page-data request, the server's DOM kept`, async ({ page, consoleWatch }) => {
      test.setTimeout(120_000);
      const { messages, pageRequests } = watchHydration(page);
      for (const content of await contentPages(page.request, lang)) {
        const release = await holdScripts(page);
        // DOMContentLoaded waits for the held (deferred) scripts: wait for the server's heading instead.
        await page.goto(content.path, { waitUntil: 'commit' });
        await page.locator('h1').first().waitFor();
        // Mark the server's <h1> and first card before any script runs; hydration keeps these very nodes.
        await page.evaluate(() => {
          document.querySelector('h1')?.setAttribute('data-server-node', '');
          document.querySelector('[data-testid="listing-card"]')?.setAttribute('data-server-node', '');
        });
        release();
        await page.waitForLoadState('networkidle');
        await page.unroute(/\/shell\/[^/]+\.js$/);
        await expect(page.getByRole('heading', { level: 1 }), content.path).toHaveText(content.heading);
        await expect(page.locator('h1[data-server-node]'), `${content.path}: the server's heading was kept`).toHaveCount(1);
        if (content.cards) await expect(page.locator('[data-testid="listing-card"][data-server-node]'), content.path).toHaveCount(1);
        expect(messages.filter((text) => HYDRATION.test(text)), `${content.path}: hydration messages`).toEqual([]);
      }
      expect(pageRequests, 'no page reply fetched on a first load').toEqual([]);
      expect(consoleWatch.errors).toEqual([]);
    });
  }

  test('a signed-in visitor: every content page is rendered for them (account, favourite marks) and hydrates without an error', async ({
    page,
    consoleWatch,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    void consoleWatch;
    await signUp(page.context(), baseURL!);
    // A favourite: the newest listing, the first of the home page's new listings and the sample listing page.
    await favouriteNewest(page, baseURL!);

    const { messages } = watchHydration(page);
    const userRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/user(\?|$)/.test(request.url())) userRequests.push(request.url());
    });
    for (const content of await contentPages(page.request, 'en')) {
      // The server's HTML: rendered, with the account menu (not the sign-in entry).
      const html = rootOf(await (await page.request.get(content.path)).text());
      expect(html, content.path).toMatch(/^<div id="root" data-ssr>/);
      expect(html, `${content.path}: the account menu`).toContain('data-testid="user-menu"');
      expect(html, content.path).not.toContain('data-testid="sign-in-entry"');
      if (content.id === 'home' || content.id === 'listing') {
        expect(html, `${content.path}: the favourite is marked`).toMatch(/aria-pressed="true"[^>]*data-testid="favorite-toggle"|data-testid="favorite-toggle"[^>]*aria-pressed="true"/);
      }
      await hydrateSignedIn(page, content.path, messages);
    }
    expect(userRequests, 'the page carried the user: the shell did not ask for it').toEqual([]);
  });

  test('a signed-in visitor: the account pages are rendered on the server, favourites with their cards, and hydrate without an error', async ({
    page,
    consoleWatch,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    void consoleWatch;
    await signUp(page.context(), baseURL!);
    const newest = await favouriteNewest(page, baseURL!);
    const { messages } = watchHydration(page);
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(user|realty)\/favorite(\?|$)/.test(request.url())) listRequests.push(request.url());
    });
    for (const path of ['/en/profile', '/ru/profile/favorites', '/tr/profile/info', '/en/profile/my', '/en/profile/saved', '/en/profile/invoice', '/en/profile/add']) {
      const html = rootOf(await (await page.request.get(path)).text());
      expect(html, path).toMatch(/^<div id="root" data-ssr>/);
      expect(html, `${path}: the account menu`).toContain('data-testid="user-menu"');
      if (path.endsWith('/favorites')) expect(html, `${path}: the favourite's card`).toContain(`/real-estate/ad/${newest}"`);
      await hydrateSignedIn(page, path, messages);
    }
    expect(listRequests, 'the favourites came with the page: neither list was asked for again').toEqual([]);
  });

  test('after hydration the page works: the currency changes the server-rendered prices', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/en/real-estate/sale', { waitUntil: 'networkidle' });
    const price = page.getByTestId('card-price').first();
    await expect(price).toHaveAttribute('data-currency', 'EUR');
    await page.getByTestId('currency-switch').click();
    await page.getByTestId('currency-popup').getByRole('button', { name: /USD/ }).click();
    await expect(price).toHaveAttribute('data-currency', 'USD');
  });
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGS) {
    test(`content pages in /${lang} show their content`, async ({ page }) => {
      for (const content of await contentPages(page.request, lang)) {
        await page.goto(content.path);
        await expect(page.getByRole('heading', { level: 1 }), content.path).toHaveText(content.heading);
        await expect(page.locator('header').first(), content.path).toBeVisible();
        await expect(page.locator('footer').first(), content.path).toBeVisible();
        if (content.cards) await expect(page.getByTestId('listing-card').first(), content.path).toBeVisible();
      }
    });
  }
});
