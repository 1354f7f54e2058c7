import { LANGS, ROUTES, routePath, type Lang, type RouteDef } from '@realty/shared/routes';
import tr from '@realty/shared/i18n/tr.json' with { type: 'json' };
import en from '@realty/shared/i18n/en.json' with { type: 'json' };
import ru from '@realty/shared/i18n/ru.json' with { type: 'json' };
import shellTr from '../../shell/src/i18n/tr.json' with { type: 'json' };
import shellEn from '../../shell/src/i18n/en.json' with { type: 'json' };
import shellRu from '../../shell/src/i18n/ru.json' with { type: 'json' };
// The unsubscribe and error pages' texts: a bundle of their own, added to 'shell' with those pages.
import pagesTr from '../../shell/src/pages/i18n/tr.json' with { type: 'json' };
import pagesEn from '../../shell/src/pages/i18n/en.json' with { type: 'json' };
import pagesRu from '../../shell/src/pages/i18n/ru.json' with { type: 'json' };
import type { APIRequestContext } from '@playwright/test';
import { expect, heading, test } from './fixtures';
import { manifestUrl, sameFile } from './remotes-config';
import { signUp } from './session';

const common = { tr, en, ru } as const;
const shellText = { tr: shellTr, en: shellEn, ru: shellRu } as const;
const pageText = { tr: pagesTr, en: pagesEn, ru: pagesRu } as const;
type RouteId = keyof typeof tr.routes;
const routeTitle = (lang: Lang, id: string) => common[lang].routes[id as RouteId].title;

/** A concrete path for each route; wildcard routes get a plausible tail. */
const SAMPLE_REST: Record<string, string> = {
  journalTag: 'alanya',
  journalCategory: 'buying-guide',
  journalEntry: 'alanya-districts-overview',
  profileEdit: '1',
  profileThread: '1',
  listing: '1',
  catalog: 'sale',
  adminPost: '1',
  adminUser: '1',
};
const samplePath = (lang: Lang, route: RouteDef) => routePath(lang, route, SAMPLE_REST[route.id] ?? '');

/** Agents' and agencies' pages are named by slug: take the first of each list's page reply; the comparison, two listings. */
async function rowPath(request: APIRequestContext, lang: Lang, route: RouteDef): Promise<string> {
  if (route.id === 'compare') {
    const { data } = (await (await request.get(`/${lang}/api/realty?per_page=2`)).json()) as { data: { id: number }[] };
    return `${samplePath(lang, route)}?ids=${data.map((card) => card.id).join(',')}`;
  }
  if (route.id !== 'agent' && route.id !== 'agency') return samplePath(lang, route);
  const list = route.id === 'agent' ? 'real-estate-agent' : 'real-estate-agency';
  const { data } = (await (await request.get(`/${lang}/api/pages/${list}`)).json()) as { data: { agents?: { url: string }[]; agencies?: { url: string }[] } };
  const first = (route.id === 'agent' ? data.agents : data.agencies)?.[0]?.url;
  expect(first, `a sample ${route.id}`).toBeTruthy();
  return first ?? '';
}

/** Pages whose heading comes from their page reply (catalogue titles are generated per deal type and place). */
const DATA_HEADINGS = new Set(['realEstate', 'catalog', 'journalTag', 'journalCategory', 'journalEntry', 'listing', 'agent', 'agency']);

/** The <h1> a page must show: its page reply's `seo.h1`, or its route title. */
async function expectedHeading(request: APIRequestContext, path: string, lang: Lang, id: string): Promise<string> {
  // The error page names what happened, not its route.
  if (id === 'error') return shellText[lang].error.title;
  // The unsubscribe page says what happened to the link (without one: that it does not work).
  if (id === 'unsubscribe') return pageText[lang].unsubscribe.invalidTitle;
  if (!DATA_HEADINGS.has(id)) return routeTitle(lang, id);
  const reply = await request.get(`/${lang}/api/pages${path.slice(3)}`);
  const { data } = (await reply.json()) as {
    data: {
      seo?: { h1?: string };
      post?: { title: string };
      listing?: { title: string };
      agent?: { name: string };
      agency?: { name: string };
      list?: { category?: { title: string }; tag?: { title: string } };
    };
  };
  return data.seo?.h1 ?? data.post?.title ?? data.listing?.title ?? data.agent?.name ?? data.agency?.name ?? data.list?.category?.title ?? data.list?.tag?.title ?? '';
}

const publicRoutes = ROUTES.filter((route) => !route.auth);
const signedInRoutes = ROUTES.filter((route) => route.auth);

test.describe('every route of the table renders through its owner in three languages', () => {
  for (const lang of LANGS) {
    test(`public routes in /${lang}`, { tag: '@seed' }, async ({ page, consoleWatch }) => {
      for (const route of publicRoutes) {
        const path = await rowPath(page.request, lang, route);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(await heading(page), path).toHaveText(await expectedHeading(page.request, path, lang, route.id));
        await expect(page.getByTestId('remote-fallback'), path).toHaveCount(0);
      }
      expect(consoleWatch.errors).toEqual([]);
    });

    test(`signed-in routes in /${lang}`, async ({ page, context, baseURL, consoleWatch }) => {
      // profile/edit/1 is someone else's listing for this new user, profile/messages/1 someone else's thread: their data
      // answers 404 by design.
      consoleWatch.allow(/404 \(Not Found\)/);
      await signUp(context, baseURL!);
      for (const route of signedInRoutes) {
        const path = samplePath(lang, route);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(await heading(page), path).toHaveText(routeTitle(lang, route.id));
      }
      // Other console errors fail the test when the page closes (fixtures.ts).
    });
  }
});

test('an unknown path is a real 404 with the not-found page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/404 \(Not Found\)/);
  for (const lang of LANGS) {
    const response = await page.goto(`/${lang}/no-such-page/at-all`);
    expect(response?.status()).toBe(404);
    await expect(await heading(page)).toHaveText(common[lang].notFound.message);
  }
  await page.goto('/en/definitely-missing');
  await expect(await heading(page)).toHaveText('This page could not be found');
  await page.getByRole('link', { name: en.notFound.home }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('one copy of React, MobX and every other shared singleton across shell and remotes', async ({ page, consoleWatch }) => {
  // Load pages from several remotes in one document so that each reports what it received.
  await page.goto('/en');
  await expect(await heading(page)).toHaveText(en.routes.home.title);
  for (const name of ['Journal', 'Rent']) {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  }
  const counts = await page.evaluate(() => (window as unknown as { __REALTY_SINGLETONS__: Record<string, number> }).__REALTY_SINGLETONS__);
  expect(Object.keys(counts).sort()).toEqual(
    ['@realty/shared', 'i18next', 'mobx', 'mobx-react-lite', 'react', 'react-dom', 'react-i18next', 'react-router-dom'].sort(),
  );
  for (const [name, copies] of Object.entries(counts)) expect(copies, name).toBe(1);
  expect(consoleWatch.errors).toEqual([]);
});

test('a remote whose manifest cannot be fetched shows the fallback while the header keeps working', async ({ page, consoleWatch, baseURL }) => {
  consoleWatch.allow(/mf_blog|mf-blog|Failed to load resource|RUNTIME-|remote/i);
  // The environment's own manifest URL (a versioned path or another origin in its remotes.json).
  const manifest = sameFile(await manifestUrl(page.request, 'blog', baseURL!));
  await page.route(manifest, (route) => route.abort('connectionrefused'));
  await page.goto('/en/journal');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('This section could not be loaded.');
  // The layout around it is intact and another remote still loads.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/en\/real-estate\/sale$/);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(await heading(page)).toHaveText(await expectedHeading(page.request, '/en/real-estate/sale', 'en', 'catalog'));
  // Back on the broken page, Retry brings the real page once the remote is reachable again.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Journal' }).click();
  await expect(fallback).toBeVisible();
  await page.unroute(manifest);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toHaveCount(0);
  await expect(await heading(page)).toHaveText(en.routes.journal.title);
});
