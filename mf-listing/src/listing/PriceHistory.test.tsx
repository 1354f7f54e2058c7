// The price history on the listing page: newest first in the visitor's currency, the own price beside, a chart.
import { act, screen } from '@testing-library/react';
import { createEventBus, createRootStore, type PriceHistoryEntry } from '@realty/shared';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { PriceHistory } from './PriceHistory';

const make = () => createRootStore({ lang: 'en', bus: createEventBus() });
const namespaces = { listing: { en, tr, ru } };

const history: PriceHistoryEntry[] = [
  { price: 150000, currency: 'EUR', prices: { TRY: 5_250_000, USD: 162_000, EUR: 150_000, RUB: 14_900_000 }, changed_at: '2026-10-01T10:00:00.000Z' },
  { price: 139000, currency: 'EUR', prices: { TRY: 4_865_000, USD: 150_100, EUR: 139_000, RUB: 13_800_000 }, changed_at: '2026-11-01T10:00:00.000Z' },
];

describe('PriceHistory', () => {
  beforeEach(() => {
    document.cookie = 'currency=; max-age=0; path=/';
  });

  it('lists prices newest first in the visitor currency with the own price beside, and draws a chart', async () => {
    const store = make();
    store.currency.setCurrency('USD');
    await renderWithApp(<PriceHistory lang="en" history={history} />, { store, namespaces });
    expect(screen.getByRole('heading', { name: 'Price history' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Price changes: 2 entries' })).toBeTruthy();
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toContain('$150,100');
    expect(rows[0]).toContain('€139,000');
    expect(rows[1]).toContain('$162,000');
    act(() => store.currency.setCurrency('EUR'));
    const again = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(again[0]).toContain('€139,000');
    expect(again[0]?.match(/€/g)?.length).toBe(1);
  });

  it('renders nothing for a single price', async () => {
    const { container } = await renderWithApp(<PriceHistory lang="en" history={history.slice(0, 1)} />, { store: make(), namespaces });
    expect(container.textContent).toBe('');
  });
});
