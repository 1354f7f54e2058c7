import { existsSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { matchRoute, ROUTES, type PageProps } from '@realty/shared';
import { commonResources, renderWithApp } from '@realty/shared/testing';
import type { ComponentType } from 'react';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';

const CASES: Array<[string, string, string]> = [
  ['listing', 'ListingPage', 'real-estate/ad/demo-slug'],
];

describe('mf-listing pages', () => {
  it('exposes exactly the pages the route table names for this remote', () => {
    const pages = new Set(ROUTES.filter((route) => route.owner === 'listing').map((route) => route.page.slice(2)));
    expect(new Set(CASES.map(([, page]) => page))).toEqual(pages);
    for (const page of pages) expect(existsSync(path.join(__dirname, '../exposes', `${page}.tsx`))).toBe(true);
  });

  it.each(CASES)('%s renders its heading and breadcrumbs in three languages', async (id, page, pattern) => {
    const { default: Page } = (await import(`./${page}`)) as { default: ComponentType<PageProps> };
    for (const lang of ['en', 'tr', 'ru'] as const) {
      const match = matchRoute(`/${lang}/${pattern}`.replace(/\/$/, ''));
      expect(match?.route.id).toBe(id);
      if (!match) continue;
      const view = await renderWithApp(<Page lang={lang} route={match.route} rest={match.rest} />, {
        lang,
        namespaces: { listing: { en, tr, ru } },
      });
      const routes = commonResources[lang].routes as Record<string, { title: string }>;
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(routes[id]?.title);
      expect(screen.getByRole('navigation')).toBeTruthy();
      expect(view.container.textContent).not.toMatch(/TODO|intro\./);
      view.unmount();
    }
  });
});
