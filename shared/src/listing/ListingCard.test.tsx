import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createEventBus } from '../events';
import { createRootStore } from '../stores';
import { cardFixture, mockApi, renderWithApp } from '../testing';
import { cardFor } from '../prefetch';
import { ListingCard } from './ListingCard';

const card = cardFixture(42, {
  title: '2+1 apartment with sea view',
  place: { region: { code: 'antalya', title: 'Antalya' }, city: { code: 'alanya', title: 'Alanya' }, district: null, label: 'Alanya, Antalya' },
  short_description: 'Pool, 300 m to the beach.',
  gallery: ['/u/42-0-card.webp', '/u/42-1-card.webp', '/u/42-2-card.webp'],
  photo_count: 3,
});

const make = () => createRootStore({ lang: 'en', bus: createEventBus() });

describe('ListingCard', () => {
  beforeEach(() => {
    document.cookie = 'currency=; max-age=0; path=/';
  });

  it('shows the price in the display currency with the own price beside it, per m², facts and a link to the listing', async () => {
    const store = make();
    store.currency.setCurrency('USD');
    await renderWithApp(<ListingCard card={card} lang="en" />, { store });
    const price = screen.getByTestId('card-price');
    expect(price.textContent).toContain('$162,000');
    expect(price.textContent).toContain('Listed at €150,000');
    expect(price.textContent).toContain('$1,620/m²');
    expect(screen.getByRole('link', { name: card.title }).getAttribute('href')).toBe(card.url);
    expect(screen.getByTestId('card-facts').textContent).toBe('2+1 rooms100\u00a0m²Floor 3 of 8');
    expect(screen.getByText('3 photos')).toBeTruthy();
    expect(screen.getByText('Alanya, Antalya')).toBeTruthy();
    act(() => store.currency.setCurrency('EUR'));
    expect(price.textContent).toContain('€150,000');
    expect(price.textContent).not.toContain('Listed at');
  });

  it('rent is per month; the first photo is sized and lazy unless it is a priority card; arrows step through photos', async () => {
    await renderWithApp(<ListingCard card={{ ...card, deal_type: 'rent' }} lang="en" />, { store: make() });
    expect(screen.getByTestId('card-price').textContent).toContain('€150,000/month');
    // The photo links to the listing too, hidden from assistive technology (the title link is the one to use).
    const photo = () => document.querySelector('article img') as HTMLImageElement;
    expect([photo().getAttribute('width'), photo().getAttribute('height'), photo().getAttribute('loading'), photo().alt]).toEqual([
      '640',
      '480',
      'lazy',
      `${card.title} — Photo 1 of 3`,
    ]);
    expect(photo().closest('a')?.getAttribute('href')).toBe(card.url);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo().getAttribute('src')).toBe('/u/42-1-card.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(photo().getAttribute('src')).toBe('/u/42-2-card.webp'); // loops
  });

  it('a card without photos shows a placeholder, not a broken image', async () => {
    await renderWithApp(<ListingCard card={{ ...card, gallery: [], photo_count: 0 }} lang="ru" />, { lang: 'ru', store: createRootStore({ lang: 'ru', bus: createEventBus() }) });
    expect(screen.getByRole('img', { name: 'Фотографий пока нет' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it.each([
    ['en', 'Ground floor of 13', '100 m²'],
    ['tr', 'Zemin kat / 13', '100 m²'],
    ['ru', 'Цокольный этаж из 13', '100 м²'],
  ] as const)('%s: floor 0 is the ground floor, not "Floor 0"; the area unit is in the script of the language', async (lang, floor, area) => {
    await renderWithApp(<ListingCard card={{ ...card, characteristics: { ...card.characteristics, floor: 0, floors: 13 } }} lang={lang} />, {
      lang,
      store: createRootStore({ lang, bus: createEventBus() }),
    });
    const facts = [...screen.getByTestId('card-facts').querySelectorAll('li')].map((li) => li.textContent?.replace(/\u00a0/g, ' '));
    expect(facts).toContain(floor);
    expect(facts).toContain(area);
    expect(facts.join(' ')).not.toMatch(/\b0\b/);
  });

  it('an active card lets its links prefetch the listing; a greyed-out one or a back-office one does not', async () => {
    const active = await renderWithApp(<ListingCard card={card} lang="en" />, { store: make() });
    expect(active.container.querySelector('[data-testid="listing-card"]')?.hasAttribute('data-prefetch')).toBe(true);
    active.unmount();
    const inactive = await renderWithApp(<ListingCard card={card} lang="en" inactiveNote="Hidden by its owner" />, { store: make() });
    expect(inactive.container.querySelector('[data-testid="listing-card"]')?.hasAttribute('data-prefetch')).toBe(false);
    inactive.unmount();
    const queued = await renderWithApp(<ListingCard card={card} lang="en" prefetch={false} />, { store: make() });
    expect(queued.container.querySelector('[data-testid="listing-card"]')?.hasAttribute('data-prefetch')).toBe(false);
  });

  it('names an agent "Agent" and a private owner (no agent page) "Owner"', async () => {
    const view = await renderWithApp(<ListingCard card={card} lang="en" />, { store: make() });
    expect(screen.getByText('Agent:', { exact: false }).textContent).toBe('Agent: ');
    view.unmount();
    await renderWithApp(<ListingCard card={{ ...card, agent: { id: 9, name: 'Kemal Aksoy', photo: null, url: null } }} lang="ru" />, {
      lang: 'ru',
      store: createRootStore({ lang: 'ru', bus: createEventBus() }),
    });
    expect(screen.getByText('Собственник:', { exact: false }).textContent).toBe('Собственник: ');
    expect(screen.queryByText('Агент:', { exact: false })).toBeNull();
  });

  it('favourite: a visitor gets the sign-in popup and this page as the target after sign-in', async () => {
    const store = make();
    const required = jest.fn();
    store.bus.on('auth:required', required);
    // The button reads the browser's address at the tap (BrowserRouter's location in the site).
    window.history.pushState(null, '', '/en/real-estate/sale?filter&rooms=2%2B1');
    await renderWithApp(<ListingCard card={card} lang="en" />, { store, path: '/en/real-estate/sale?filter&rooms=2%2B1' });
    fireEvent.click(screen.getByTestId('favorite-toggle'));
    expect(required).toHaveBeenCalledWith({ redirect: '/en/real-estate/sale?filter&rooms=2%2B1' });
    expect(store.auth.redirectTarget).toBe('/en/real-estate/sale?filter&rooms=2%2B1');
  });

  it('favourite: signed in it flips at once, saves, and rolls back with a message when saving fails', async () => {
    let fail = false;
    const { calls } = mockApi(({ method }) => (fail ? { status: 500, data: { message: 'Server Error' } } : { status: method === 'POST' ? 201 : 200, data: {} }));
    const store = make();
    store.auth.setUser({ id: 5, name: 'Ayşe' });
    const changed = jest.fn();
    store.bus.on('favorites:changed', changed);
    await renderWithApp(<ListingCard card={card} lang="en" />, { store });
    const heart = screen.getByTestId('favorite-toggle');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(changed).toHaveBeenLastCalledWith({ ids: [42], changed: { id: 42, favorite: true } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/en/api/realty/favorite', data: { realty_id: 42 } });
    fail = true;
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(store.favorites.has(42)).toBe(true);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Favorites could not be updated. Please try again.']);
  });
  it('shows Premium and Top badges of running promotions and frames a highlighted card', async () => {
    await renderWithApp(<ListingCard card={{ ...card, promotions: ['premium', 'top', 'highlight'] }} lang="en" />, { store: make() });
    expect(screen.getByTestId('badge-premium').textContent).toBe('Premium');
    expect(screen.getByTestId('badge-top').textContent).toBe('Top');
    expect(screen.getByTestId('listing-card').className).toMatch(/highlighted/);
  });

  it('a click on its link remembers the card for the listing page to paint its head from; a click elsewhere does not', async () => {
    const other = cardFixture(43);
    await renderWithApp(
      <>
        <ListingCard card={card} lang="en" />
        <ListingCard card={other} lang="en" />
      </>,
      { store: make() },
    );
    fireEvent.click(screen.getByRole('link', { name: card.title }));
    expect(cardFor(card.url)).toBe(card);
    fireEvent.click(screen.getAllByTestId('card-price')[1] as HTMLElement);
    expect(cardFor(other.url)).toBeNull();
  });

  it('has no badge or frame without promotions', async () => {
    await renderWithApp(<ListingCard card={card} lang="en" />, { store: make() });
    expect(screen.queryByTestId('promotion-badges')).toBeNull();
    expect(screen.getByTestId('listing-card').className).not.toMatch(/highlighted/);
  });
});
