// One test for every remote's pages (src/pages/pages.test.tsx): the remote exposes exactly the pages the route
// table gives it, and each page renders its <h1> (the route title) and breadcrumbs in three languages.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { TranslationTree } from '../i18n';
import { matchRoute, ROUTES, type Lang, type RemoteName } from '../routes';
import type { PageProps } from '../types';
import { mockApi, type MockHandler } from './mockApi';
import { commonResources, renderWithApp } from './renderWithApp';

/** [route id, exposed page module, URL pattern after `/{lang}/` ('' for the home page)]. */
export type RemotePageCase = [id: string, page: string, pattern: string];

export interface RemotePagesOptions {
  /** The remote's own translations (its namespace is the remote's name). */
  resources: Record<Lang, TranslationTree>;
  /** The remote's src/exposes folder: every page must have `<page>.tsx` there. */
  exposesDir: string;
  /** Loads src/pages/<page> (a dynamic import written in the remote's test, so that it resolves there). */
  load: (page: string) => Promise<unknown>;
  /** Answers the pages' API calls (page replies); without it every call is a 404. */
  api?: MockHandler;
  /** Route id -> expected <h1> when the page's data gives it (else the route title): one text, or one per language. */
  headings?: Record<string, string | Record<Lang, string>>;
}

export function describeRemotePages(remote: RemoteName, cases: RemotePageCase[], { resources, exposesDir, load, api, headings }: RemotePagesOptions): void {
  describe(`mf-${remote} pages`, () => {
    it('exposes exactly the pages the route table names for this remote', () => {
      const pages = new Set(ROUTES.filter((route) => route.owner === remote).map((route) => route.page.slice(2)));
      expect(new Set(cases.map(([, page]) => page))).toEqual(pages);
      for (const page of pages) expect(existsSync(path.join(exposesDir, `${page}.tsx`))).toBe(true);
    });

    it.each(cases)('%s renders its heading and breadcrumbs in three languages', async (id, page, pattern) => {
      const { default: Page } = (await load(page)) as { default: ComponentType<PageProps> };
      mockApi(api ?? (() => undefined));
      for (const lang of ['en', 'tr', 'ru'] as const) {
        const match = matchRoute(`/${lang}/${pattern}`.replace(/\/$/, ''));
        expect(match?.route.id).toBe(id);
        if (!match) continue;
        const view = await renderWithApp(<Page lang={lang} route={match.route} rest={match.rest} />, {
          lang,
          path: `/${lang}/${pattern}`.replace(/\/$/, ''),
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
