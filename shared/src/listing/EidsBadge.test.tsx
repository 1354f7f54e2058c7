import { screen } from '@testing-library/react';
import { createEventBus } from '../events';
import { createRootStore } from '../stores';
import { plainCardFixture, renderWithApp } from '../testing';
import { EidsBadge } from './EidsBadge';
import { ListingCard } from './ListingCard';

const make = (lang: 'en' | 'ru' | 'tr' = 'en') => createRootStore({ lang, bus: createEventBus() });

const card = plainCardFixture(7, {
  title: 'Villa with a pool',
  price: { amount: 300000, currency: 'EUR', prices: { TRY: 10_500_000, USD: 324_000, EUR: 300_000, RUB: 29_800_000 } },
});

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
    expect(screen.getByTestId('eids-badge').textContent).toBe('Authorisation verified through EİDS');
  });

  it('the listing card carries the badge of a verified listing, and none otherwise', async () => {
    await renderWithApp(<ListingCard card={{ ...card, eids_status: 'verified' }} lang="en" />, { store: make() });
    expect(screen.getByTestId('eids-badge').textContent).toBe('Authorisation verified through EİDS');
    screen.getByTestId('eids-badge').remove();
    await renderWithApp(<ListingCard card={{ ...card, id: 8, eids_status: 'pending' }} lang="en" />, { store: make() });
    expect(screen.queryByTestId('eids-badge')).toBeNull();
  });

  it("words a verified authorisation as the regulation does, in each language", async () => {
    const first = await renderWithApp(<EidsBadge status="verified" />, { store: make('tr'), lang: 'tr' });
    expect(screen.getByTestId('eids-badge').textContent).toBe("EİDS'den yetki doğrulaması yapıldı");
    first.unmount();
    await renderWithApp(<EidsBadge status="verified" />, { store: make('ru'), lang: 'ru' });
    expect(screen.getByTestId('eids-badge').textContent).toBe('Полномочия проверены через EİDS');
  });
});
