// The comparison page: a column per listing in the order of the URL, rows that differ marked, prices in the visitor's
// currency, removal links that keep the rest, and the not-found page for a reply that is a 404.
import { act, screen, within } from '@testing-library/react';
import { createEventBus, createRootStore, type ComparePageData, type RouteDef } from '@realty/shared';
import { renderWithApp } from '@realty/shared/testing';
import { routeById } from '@realty/shared/routes';
import { cardFixture } from '../testing/fixtures';
import en from '../compare/i18n/en.json';
import tr from '../compare/i18n/tr.json';
import ru from '../compare/i18n/ru.json';
import ComparePage from './ComparePage';

const namespaces = { listingCompare: { en, tr, ru } };
const route = routeById('compare') as RouteDef;
const rowOf = (key: string): HTMLElement => document.querySelector<HTMLElement>(`tr[data-row="row.${key}"]`)!;

const data: ComparePageData = {
  listings: [
    { ...cardFixture(11, { title: 'Flat in Oba', price: { amount: 100_000, currency: 'EUR', prices: { TRY: 4_800_000, USD: 116_000, EUR: 100_000, RUB: 9_600_000 } } }), seismic_era: 'code_2007' },
    { ...cardFixture(12, { title: 'Flat in Mahmutlar', price: { amount: 4_800_000, currency: 'TRY', prices: { TRY: 4_800_000, USD: 116_000, EUR: 100_000, RUB: 9_600_000 } } }), seismic_era: 'tbdy_2018' },
    { ...cardFixture(13, { title: 'Villa in Kargıcak' }), seismic_era: null },
  ],
  rates_date: '2026-11-20',
};

async function renderPage(currency: 'EUR' | 'USD' = 'EUR') {
  const store = createRootStore({ lang: 'en', bus: createEventBus(), initialPage: { route: 'compare', url: '/en/compare?ids=11,12,13', data } });
  store.currency.setCurrency(currency);
  return renderWithApp(<ComparePage lang="en" route={route} rest="" />, { store, namespaces, path: '/en/compare?ids=11,12,13' });
}

describe('ComparePage', () => {
  beforeEach(() => {
    document.cookie = 'currency=; max-age=0; path=/';
    window.localStorage.clear();
  });

  it('shows a column per listing in order and marks the rows that differ', async () => {
    await renderPage();
    const heads = screen.getAllByRole('columnheader').map((th) => th.getAttribute('data-id'));
    expect(heads).toEqual(['11', '12', '13']);
    const price = rowOf('price');
    expect(price.getAttribute('data-differs')).toBe('true'); // the villa's price differs
    expect(within(price).getAllByRole('cell').map((td) => td.textContent).slice(0, 2)).toEqual(['€100,000', '€100,000']);
    const era = rowOf('era');
    expect(within(era).getAllByRole('cell').map((td) => td.textContent)).toEqual(['2007 code', '2018 code (TBDY)', '—']);
    expect(era.getAttribute('data-differs')).toBe('true');
  });

  it('links each removal to the comparison of the others', async () => {
    await renderPage();
    const removals = screen.getAllByTestId('compare-remove').map((a) => a.getAttribute('href'));
    expect(removals).toEqual(['/en/compare?ids=12,13', '/en/compare?ids=11,13', '/en/compare?ids=11,12']);
  });

  it('follows the visitor currency', async () => {
    const { store } = await renderPage('USD');
    const price = () => within(rowOf('price')).getAllByRole('cell')[0]?.textContent;
    expect(price()).toBe('$116,000');
    act(() => store.currency.setCurrency('EUR'));
    expect(price()).toBe('€100,000');
  });
});
