// One test for every remote's pages (src/pages/pages.test.tsx): the sample URLs reach every route the route table
// gives the remote, it exposes each of their pages, and each page renders its <h1> (the route title) and breadcrumbs
// in three languages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { TranslationTree } from '../i18n';
import { matchRoute, ROUTES, type Lang, type RemoteName } from '../routes';
import type { PageProps } from '../types';
import { mockApi, type MockHandler } from './mockApi';
import { commonResources, renderWithApp } from './renderWithApp';

export interface RemotePagesOptions {
  /** The remote's src/pages folder (`__dirname` of its pages.test.tsx): pages load from there, translations from
   * ../i18n/<lang>.json and every page must have ../exposes/<page>.tsx. */
  dir: string;
  /** One sample URL (after `/{lang}/`, '' for the home page) per route of the remote. */
  paths: string[];
  /** Answers the pages' API calls (page replies); without it every call is a 404. */
  api?: MockHandler;
  /** Route id -> expected <h1> when the page's data gives it (else the route title): one text, or one per language. */
  headings?: Record<string, string | Record<Lang, string>>;
  /** The remote's namespace when it is more than ../i18n/<lang>.json (parts its pages add when they render). */
  namespace?: Record<Lang, TranslationTree>;
}

const urlOf = (lang: Lang, samplePath: string) => `/${lang}/${samplePath}`.replace(/\/$/, '');
/** A sample may carry a query (`compare?ids=1,2`): routes match the path alone. */
const routeOf = (url: string) => matchRoute(url.split('?')[0] ?? url);

export function describeRemotePages(remote: RemoteName, { dir, paths, api, headings, namespace }: RemotePagesOptions): void {
  const own = ROUTES.filter((route) => route.owner === remote);
  const cases = paths.map((samplePath) => [routeOf(urlOf('en', samplePath))?.route.id ?? `no route: ${samplePath}`, samplePath] as const);
  const resources = namespace ?? (Object.fromEntries(
    (['en', 'tr', 'ru'] as const).map((lang) => [lang, JSON.parse(readFileSync(path.join(dir, '../i18n', `${lang}.json`), 'utf8')) as TranslationTree]),
  ) as Record<Lang, TranslationTree>);

  describe(`mf-${remote} pages`, () => {
    it('samples every route the route table gives this remote, and the remote exposes each of their pages', () => {
      expect(cases.map(([id]) => id).sort()).toEqual(own.map((route) => route.id).sort());
      for (const route of own) expect(existsSync(path.join(dir, '../exposes', `${route.page.slice(2)}.tsx`))).toBe(true);
    });

    it.each(cases)('%s renders its heading and breadcrumbs in three languages', async (id, samplePath) => {
      mockApi(api ?? (() => undefined));
      for (const lang of ['en', 'tr', 'ru'] as const) {
        const match = routeOf(urlOf(lang, samplePath));
        expect(match?.route.id).toBe(id);
        if (!match) continue;
        const { default: Page } = (await import(path.join(dir, match.route.page.slice(2)))) as { default: ComponentType<PageProps> };
        const view = await renderWithApp(<Page lang={lang} route={match.route} rest={match.rest} />, {
          lang,
          path: urlOf(lang, samplePath),
          namespaces: { [remote]: resources },
        });
        const routes = commonResources[lang].routes as Record<string, { title: string }>;
        const heading = headings?.[id];
        expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe((typeof heading === 'object' ? heading[lang] : heading) ?? routes[id]?.title);
        // Every page but home starts with its breadcrumbs.
        if (id !== 'home') expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
        expect(view.container.textContent).not.toMatch(/TODO|intro\./);
        view.unmount();
      }
    });
  });
}
