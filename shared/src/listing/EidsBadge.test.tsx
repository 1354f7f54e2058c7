import { act, screen } from '@testing-library/react';
import { createEventBus } from '../events';
import type { PriceHistoryEntry } from '../schemas/catalog';
import { createRootStore } from '../stores';
import { plainCardFixture, renderWithApp } from '../testing';
import { EidsBadge } from './EidsBadge';
import { ListingCard } from './ListingCard';
import { PriceHistory } from './PriceHistory';

const make = (lang: 'en' | 'ru' = 'en') => createRootStore({ lang, bus: createEventBus() });

const card = plainCardFixture(7, {
  title: 'Villa with a pool',
  price: { amount: 300000, currency: 'EUR', prices: { TRY: 10_500_000, USD: 324_000, EUR: 300_000, RUB: 29_800_000 } },
});

const history: PriceHistoryEntry[] = [
  { price: 150000, currency: 'EUR', prices: { TRY: 5_250_000, USD: 162_000, EUR: 150_000, RUB: 14_900_000 }, changed_at: '2026-10-01T10:00:00.000Z' },
  { price: 139000, currency: 'EUR', prices: { TRY: 4_865_000, USD: 150_100, EUR: 139_000, RUB: 13_800_000 }, changed_at: '2026-11-01T10:00:00.000Z' },
];

describe('EidsBadge', () => {
  beforeEach(() => {
    document.cookie = 'currency=; max-age=0; path=/';
  });

  it('shows a badge only for a verified authorisation', async () => {
    const { container } = await renderWithApp(
      <>
        <EidsBadge status="pending" />
        <EidsBadge status="rejected" />
        <EidsBadge status="unverified" />
        <EidsBadge status={undefined} />
      </>,
      { store: make() },
    );
    expect(container.textContent).toBe('');
    await renderWithApp(<EidsBadge status="verified" />, { store: make() });
    expect(screen.getByTestId('eids-badge').textContent).toBe('EİDS verified');
  });

  it('the listing card carries the badge of a verified listing, and none otherwise', async () => {
    await renderWithApp(<ListingCard card={{ ...card, eids_status: 'verified' }} lang="en" />, { store: make() });
    expect(screen.getByTestId('eids-badge').textContent).toBe('EİDS verified');
    screen.getByTestId('eids-badge').remove();
    await renderWithApp(<ListingCard card={{ ...card, id: 8, eids_status: 'pending' }} lang="en" />, { store: make() });
    expect(screen.queryByTestId('eids-badge')).toBeNull();
  });
});

describe('PriceHistory', () => {
  beforeEach(() => {
    document.cookie = 'currency=; max-age=0; path=/';
  });

  it('lists prices newest first in the visitor currency with the own price beside, and draws a chart', async () => {
    const store = make();
    store.currency.setCurrency('USD');
    await renderWithApp(<PriceHistory lang="en" history={history} />, { store });
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
    const { container } = await renderWithApp(<PriceHistory lang="en" history={history.slice(0, 1)} />, { store: make() });
    expect(container.textContent).toBe('');
  });
});
