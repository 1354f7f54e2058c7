import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CatalogMapReply, CatalogState } from '@realty/shared';
import { _resetMapsLoader, type YMapListenerProps, type YMapViewState, type Ymaps3 } from '@realty/shared/maps';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';
import tr from '../i18n/tr.json';
import mapEn from '../i18n/map/en.json';
import mapRu from '../i18n/map/ru.json';
import mapTr from '../i18n/map/tr.json';
import CatalogMap from './CatalogMap';
import styles from './Map.module.css';

const namespaces = { catalog: { en: { ...en, map: mapEn }, tr: { ...tr, map: mapTr }, ru: { ...ru, map: mapRu } } };

/** A jsdom test double of ymaps3: records the map's children and view requests; markers' elements go into the map element. */
class Entity {
  destroy() {}
}
class FakeMap extends Entity {
  static last: FakeMap | null = null;
  children: unknown[] = [];
  updates: unknown[] = [];
  constructor(
    readonly element: HTMLElement,
    readonly props: unknown,
  ) {
    super();
    FakeMap.last = this;
  }
  addChild(child: Entity & { element?: HTMLElement }) {
    this.children.push(child);
    if (child.element) this.element.appendChild(child.element);
    return this;
  }
  removeChild(child: Entity & { element?: HTMLElement }) {
    this.children = this.children.filter((c) => c !== child);
    child.element?.remove();
    return this;
  }
  update(props: { location: unknown }) {
    this.updates.push(props.location);
  }
  listener(): YMapListenerProps {
    const found = this.children.find((c): c is FakeListener => c instanceof FakeListener);
    if (!found) throw new Error('no listener');
    return found.props;
  }
  features() {
    return this.children.filter((c): c is FakeFeature => c instanceof FakeFeature);
  }
}
class FakeListener extends Entity {
  constructor(readonly props: YMapListenerProps) {
    super();
  }
}
class FakeMarker extends Entity {
  constructor(
    readonly props: unknown,
    readonly element: HTMLElement,
  ) {
    super();
  }
}
class FakeFeature extends Entity {
  constructor(readonly props: { geometry: { type: string } }) {
    super();
  }
}
const fakeYmaps3 = { ready: Promise.resolve(), YMap: FakeMap, YMapListener: FakeListener, YMapMarker: FakeMarker, YMapFeature: FakeFeature, YMapDefaultSchemeLayer: Entity, YMapDefaultFeaturesLayer: Entity } as unknown as Ymaps3;

const filter: CatalogState = { dealType: 'sale', region: 'antalya', rooms: ['2+1'], sort: 'newest', page: 1, view: 'map', bbox: '31,36,32,37' };
const reply: CatalogMapReply = {
  data: {
    clusters: [{ lng: 31.2, lat: 36.5, count: 5, price_min: 100000, price_max: 200000, bbox: '31.1,36.4,31.3,36.6' }],
    listings: [{ id: 7, lng: 31.8, lat: 36.7, price: 150000, url: '/en/realty/7', title: 'Sea flat', photo: null, rooms: '2+1', area: 85 }],
  },
  meta: { total: 6, currency: 'EUR', zoom: 9 },
};
const view = (bbox: [number, number, number, number], zoom = 9): YMapViewState => ({
  location: { center: [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2], zoom, bounds: [[bbox[0], bbox[3]], [bbox[2], bbox[1]]] },
});

async function renderMap(onChange = jest.fn(), state: CatalogState = filter) {
  const api = mockApi(({ path }) => (path === '/en/api/realty/map' ? { data: reply } : undefined));
  document.body.insertAdjacentHTML('beforeend', '<div id="list"><article data-testid="listing-card" data-id="7"></article></div>');
  await renderWithApp(<CatalogMap lang="en" filter={state} onChange={onChange} listId="list" apiKey="test-key" />, { namespaces });
  await waitFor(() => expect(screen.getByTestId('catalog-map').dataset.state).toBe('ready'));
  return { ...api, onChange, map: FakeMap.last! };
}

describe('the catalogue map', () => {
  beforeEach(() => {
    _resetMapsLoader();
    window.ymaps3 = fakeYmaps3;
    document.body.innerHTML = '';
  });
  afterAll(() => {
    delete window.ymaps3;
  });

  it('opens on the searched box and asks for the markers of the filter in the view (not the page, sort or mode)', async () => {
    const { calls, map } = await renderMap();
    expect(map.props).toEqual({ location: { bounds: [[31, 37], [32, 36]] } });
    await waitFor(() => expect(calls.filter((c) => c.path === '/en/api/realty/map')).toHaveLength(1));
    const params = calls.find((c) => c.path === '/en/api/realty/map')!.params;
    expect(params).toMatchObject({ bbox: '31,36,32,37', region: 'antalya', rooms: '2+1', dealType: 'sale', currency: 'EUR' });
    expect(params).not.toHaveProperty('view');
    expect(params).not.toHaveProperty('page');
    expect(await screen.findByTestId('map-count')).toHaveProperty('textContent', 'Listings in this map view: 6');
  });

  it('a cluster is a button that zooms to its box; a price marker opens the mini card; hovering links marker and card', async () => {
    const { map } = await renderMap();
    const cluster = await screen.findByRole('button', { name: '5 listings, €100,000 to €200,000: zoom in' });
    expect(cluster.textContent).toBe('5');
    fireEvent.click(cluster);
    expect(map.updates.at(-1)).toEqual({ bounds: [[31.1, 36.6], [31.3, 36.4]], duration: 300 });

    const marker = screen.getByRole('button', { name: '€150,000: Sea flat' });
    fireEvent.mouseEnter(marker);
    const card = document.querySelector('#list [data-id="7"]')!;
    expect(card.classList.contains(styles.cardActive!)).toBe(true);
    fireEvent.mouseLeave(marker);
    expect(card.classList.contains(styles.cardActive!)).toBe(false);
    fireEvent.mouseOver(card);
    expect(marker.classList.contains(styles.active!)).toBe(true);

    fireEvent.click(marker);
    const mini = screen.getByTestId('map-mini-card');
    expect(mini.textContent).toContain('€150,000');
    expect(mini.textContent).toContain('2+1 rooms');
    expect(mini.textContent).toContain('85 m²');
    expect(screen.getByRole('link', { name: 'Sea flat' }).getAttribute('href')).toBe('/en/realty/7');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('map-mini-card')).toBeNull();
  });

  it('after the map moves it offers "search this area", which hands the view on as the bbox; arrow keys pan', async () => {
    const { map, onChange } = await renderMap();
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
    act(() => map.listener().onActionEnd?.(view([31.5, 36, 32.5, 37])));
    fireEvent.click(await screen.findByRole('button', { name: 'Search this area' }));
    expect(onChange).toHaveBeenCalledWith({ bbox: '31.5,36,32.5,37' });

    fireEvent.keyDown(screen.getByRole('application', { name: 'Map of the results' }), { key: 'ArrowUp' });
    expect(map.updates.at(-1)).toEqual({ bounds: [[31.5, 37.25], [32.5, 36.25]], duration: 200 });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map.updates.at(-1)).toEqual({ center: [32, 36.5], zoom: 10, duration: 200 });
  });

  it('draws an area: crossing edges are refused with a message, a good area is handed on as the polygon', async () => {
    const { map, onChange } = await renderMap();
    const click = (lng: number, lat: number) => act(() => map.listener().onClick?.(undefined, { coordinates: [lng, lat] }));
    fireEvent.click(screen.getByRole('button', { name: 'Draw area' }));
    click(31.1, 36.1);
    click(31.9, 36.9);
    click(31.9, 36.1);
    click(31.1, 36.9);
    expect(screen.getByTestId('map-points').textContent).toBe('Points: 4');
    expect(screen.getAllByTestId('map-vertex')).toHaveLength(4);
    expect(map.features().map((f) => f.props.geometry.type)).toEqual(['Polygon']);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert').textContent).toBe('The edges of the area cross each other; draw it without crossings.');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Undo last point' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo last point' }));
    click(31.1, 36.9);
    // the keyboard path: the map centre (31.5, 36.5) is a point too
    fireEvent.click(screen.getByRole('button', { name: 'Add the map centre as a point' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('map-drawing')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Draw area' }));
    click(31.1, 36.1);
    click(31.9, 36.1);
    click(31.5, 36.9);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onChange).toHaveBeenCalledWith({ polygon: '31.1 36.1,31.9 36.1,31.5 36.9', bbox: undefined });
  });

  it('shows the area of the filter and removes it', async () => {
    const { map, onChange } = await renderMap(jest.fn(), { ...filter, bbox: undefined, polygon: '31.1 36.1,31.9 36.1,31.5 36.9' });
    expect(map.props).toEqual({ location: { bounds: [[31.1, 36.9], [31.9, 36.1]] } });
    expect(map.features()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove area' }));
    expect(onChange).toHaveBeenCalledWith({ polygon: undefined, bbox: undefined });
  });

  it('without a maps key it says the map is unavailable (translated) and still offers to remove the area', async () => {
    delete window.ymaps3;
    mockApi(() => undefined);
    await act(async () => {
      await renderWithApp(<CatalogMap lang="ru" filter={filter} onChange={jest.fn()} listId="list" />, { namespaces, lang: 'ru' });
    });
    await waitFor(() => expect(screen.getByTestId('catalog-map').dataset.state).toBe('failed'));
    expect(screen.getByRole('status').textContent).toBe('Карта сейчас недоступна. В списке — все результаты.');
    expect(screen.getByRole('button', { name: 'Убрать область' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Нарисовать область' })).toBeNull();
  });
});
