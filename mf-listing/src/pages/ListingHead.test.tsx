import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import { createEventBus, createRootStore, matchRoute } from '@realty/shared';
import { cardFor, rememberCard } from '@realty/shared/prefetch';
import { cardFixture, deferred, mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { listingPageFixture } from '../testing/fixtures';
import ListingPage from './ListingPage';

jest.mock('swiper/react', () => jest.requireActual('../testing/swiperMock'));
jest.mock('swiper/modules', () => ({ A11y: {}, Keyboard: {}, Thumbs: {} }));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/thumbs', () => ({}));

const url = '/en/real-estate/ad/1200';
const match = matchRoute(url);

async function open(card: ReturnType<typeof cardFixture> | null) {
  const reply = deferred<{ data: unknown }>();
  mockApi(({ path }) => (path === '/en/api/pages/real-estate/ad/1200' ? reply.promise : undefined));
  if (card) rememberCard(card);
  if (!match) throw new Error('no route');
  await renderWithApp(<ListingPage lang="en" route={match.route} rest={match.rest} />, { path: url, namespaces: { listing: { en, tr, ru } } });
  return reply;
}

describe('a listing opened from a card', () => {
  it('paints the title, price, place and first photo from the card at once, then the page from its reply', async () => {
    const card = cardFixture(1200, { title: 'Sea view apartment in Oba', gallery: ['/u/1200-0-card.webp', '/u/1200-1-card.webp'] });
    const reply = await open(card);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sea view apartment in Oba');
    const head = screen.getByTestId('listing-head');
    expect(head.textContent).toContain('€150,000');
    expect(head.textContent).toContain(card.place.label);
    expect(screen.getByRole('img', { name: 'Sea view apartment in Oba' }).getAttribute('src')).toBe('/u/1200-0-card.webp');
    expect(screen.queryByTestId('listing')).toBeNull();

    const fixture = listingPageFixture();
    const photos = [{ full: '/u/1200-0-full.webp', card: '/u/1200-0-card.webp', thumb: '/u/1200-0-thumb.webp' }];
    reply.resolve({ data: { route: 'listing', data: { ...fixture, listing: { ...fixture.listing, photos } } } });
    expect(await screen.findByTestId('listing')).toBeTruthy();
    expect(screen.queryByTestId('listing-head')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sea view apartment in Oba');
    // The card's photo stays under the full-size one until that has loaded.
    const first = screen.getByRole('img', { name: /^Sea view apartment in Oba — / }) as HTMLImageElement;
    expect(first.getAttribute('src')).toBe('/u/1200-0-full.webp');
    expect(first.style.backgroundImage).toBe('url("/u/1200-0-card.webp")');
  });

  it('with its reply already in (prefetched), the head still paints first and the body in the next render', async () => {
    mockApi(() => undefined);
    rememberCard(cardFixture(1200, { title: 'Sea view apartment in Oba', gallery: ['/u/1200-0-card.webp'] }));
    const store = createRootStore({ lang: 'en', bus: createEventBus(), initialPage: { route: 'listing', url, data: listingPageFixture() } });
    const commits: string[] = [];
    const seen = () => (document.querySelector('[data-testid="listing"]') ? 'body' : document.querySelector('[data-testid="listing-head"]') ? 'head' : 'none');
    if (!match) throw new Error('no route');
    await renderWithApp(
      <Profiler id="listing" onRender={() => commits.push(seen())}>
        <ListingPage lang="en" route={match.route} rest={match.rest} />
      </Profiler>,
      { path: url, store, namespaces: { listing: { en, tr, ru } } },
    );
    expect(await screen.findByTestId('listing')).toBeTruthy();
    expect(commits[0]).toBe('head');
    expect(commits.at(-1)).toBe('body');
  });

  it('without a card (a link from elsewhere) shows the loading state', async () => {
    rememberCard(cardFixture(77));
    expect(cardFor(url)).toBeNull();
    await open(null);
    expect(screen.queryByTestId('listing-head')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading the listing…');
  });
});
