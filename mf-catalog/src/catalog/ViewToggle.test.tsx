import { screen } from '@testing-library/react';
import type { CatalogState } from '@realty/shared';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';
import tr from '../i18n/tr.json';
import { ViewToggle } from './ViewToggle';

const namespaces = { catalog: { tr, en, ru } };
const filter: CatalogState = { dealType: 'sale', region: 'antalya', rooms: ['2+1'], sort: 'newest', page: 2 };

describe('ViewToggle', () => {
  it('links the same search as a list and on the map (view=map), keeping the page, and marks the current one', async () => {
    await renderWithApp(<ViewToggle lang="en" filter={filter} />, { namespaces });
    const map = screen.getByRole('link', { name: 'Map' });
    expect(map.getAttribute('href')).toBe('/en/real-estate/sale/antalya?filter&rooms=2%2B1&page=2&view=map');
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page');
    expect(map.getAttribute('aria-current')).toBeNull();
  });

  it('in map mode the list link drops view=map and keeps the drawn area', async () => {
    await renderWithApp(<ViewToggle lang="tr" filter={{ ...filter, page: 1, view: 'map', polygon: '31 36,32 36,31.5 37' }} />, { namespaces, lang: 'tr' });
    expect(screen.getByRole('link', { name: 'Liste' }).getAttribute('href')).toBe('/tr/real-estate/sale/antalya?filter&rooms=2%2B1&polygon=31+36,32+36,31.5+37');
    expect(screen.getByRole('link', { name: 'Harita' }).getAttribute('aria-current')).toBe('page');
  });
});
