import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoute } from '@realty/shared';
import { cardFixture, deferred, mockApi, renderWithApp, withLocationProbe } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { catalogPageFixture } from '../testing/fixtures';
import CatalogPage from './CatalogPage';

const path = '/en/real-estate/sale/antalya-alanya';
const match = matchRoute(path);

describe('a catalogue filter change', () => {
  it('starts its request and dims the results in the same event, then renders the new list in the same page', async () => {
    const sorted = deferred<{ data: unknown }>();
    const { calls } = mockApi(({ path: url, params }) => {
      if (url !== '/en/api/pages/real-estate/sale/antalya-alanya') return undefined;
      if (params.sort === 'price_asc') return sorted.promise;
      return { data: { route: 'realEstate', data: catalogPageFixture() } };
    });
    if (!match) throw new Error('no route');
    await renderWithApp(withLocationProbe(<CatalogPage lang="en" route={match.route} rest={match.rest} />), {
      path,
      namespaces: { catalog: { en, tr, ru } },
    });
    const page = await screen.findByTestId('catalog');
    expect(page.getAttribute('aria-busy')).toBe('false');
    const before = calls.length;

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'price_asc' } });
    // In the event itself: the page reply is requested and the results on screen are marked pending.
    expect(calls.slice(before).map((call) => call.params.sort)).toEqual(['price_asc']);
    expect(screen.getByTestId('catalog').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('catalog-results-section').className).toMatch(/pending/);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`${path}?sort=price_asc`));

    const cards = [cardFixture(9, { title: 'Cheapest flat' }), cardFixture(8)];
    await act(async () => {
      sorted.resolve({ data: { route: 'realEstate', data: catalogPageFixture({ filter: { ...catalogPageFixture().filter, sort: 'price_asc' }, list: { ...catalogPageFixture().list, data: cards } }) } });
      await sorted.promise;
    });
    await waitFor(() => expect(screen.getByTestId('catalog').getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByRole('link', { name: 'Cheapest flat' })).toBeTruthy();
    expect(screen.getByTestId('catalog-results-section').className).not.toMatch(/pending/);
    // Rendered into the same page: the catalogue element was not re-mounted.
    expect(screen.getByTestId('catalog')).toBe(page);
    // One request for the new URL: the navigation's own render does not ask again.
    expect(calls.filter((call) => call.params.sort === 'price_asc')).toHaveLength(1);
  });
});

describe('a pressed filter box', () => {
  it('asks for its page reply on pointer down, and the click that follows takes that reply (one request)', async () => {
    const { calls } = mockApi(({ path: url, params }) => {
      if (url !== '/en/api/pages/real-estate/sale/antalya-alanya') return undefined;
      const rooms = params.rooms === '2+1' ? (['2+1'] as const) : undefined;
      return { data: { route: 'realEstate', data: catalogPageFixture({ filter: { ...catalogPageFixture().filter, ...(rooms ? { rooms: [...rooms] } : {}) } }) } };
    });
    if (!match) throw new Error('no route');
    await renderWithApp(withLocationProbe(<CatalogPage lang="en" route={match.route} rest={match.rest} />), {
      path,
      namespaces: { catalog: { en, tr, ru } },
    });
    await screen.findByTestId('catalog');
    const box = screen.getByRole('region', { name: 'All filters' }).querySelector<HTMLInputElement>('input[name="rooms"][value="2+1"]');
    if (!box) throw new Error('no 2+1 box');
    const before = calls.length;

    // (jsdom has no PointerEvent: a MouseEvent of that type carries the button)
    const press = (button: number) => fireEvent(box, new MouseEvent('pointerdown', { bubbles: true, button }));
    press(2); // a right click opens a menu: nothing asked
    expect(calls.length).toBe(before);
    press(0);
    expect(calls.slice(before).map((call) => call.params.rooms)).toEqual(['2+1']);
    press(0); // pressed again within the reply's life: not asked twice
    expect(calls.length).toBe(before + 1);

    fireEvent.click(box);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`${path}?filter&rooms=2%2B1`));
    await waitFor(() => expect(screen.getByTestId('catalog').getAttribute('aria-busy')).toBe('false'));
    // the filter bar follows the reply (a deferred render)
    await waitFor(() => expect(screen.getByRole('region', { name: 'All filters' }).querySelector<HTMLInputElement>('input[name="rooms"][value="2+1"]')?.checked).toBe(true));
    expect(calls.length).toBe(before + 1);
  });

  it('asks on Space going down on a focused box (the keyboard toggles on key up)', async () => {
    const { calls } = mockApi(({ path: url }) =>
      url === '/en/api/pages/real-estate/sale/antalya-alanya' ? { data: { route: 'realEstate', data: catalogPageFixture() } } : undefined,
    );
    if (!match) throw new Error('no route');
    await renderWithApp(<CatalogPage lang="en" route={match.route} rest={match.rest} />, { path, namespaces: { catalog: { en, tr, ru } } });
    await screen.findByTestId('catalog');
    const box = screen.getByRole('region', { name: 'All filters' }).querySelector<HTMLInputElement>('input[name="eids"]');
    if (!box) throw new Error('no EİDS box');
    const before = calls.length;
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(calls.length).toBe(before);
    fireEvent.keyDown(box, { key: ' ' });
    expect(calls.slice(before).map((call) => call.params.eids)).toEqual(['verified']);
  });
});
