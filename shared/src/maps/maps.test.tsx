import { act, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../testing';
import { _resetMapsLoader, loadYandexMaps, MapsLoadError, mapsKey, MAPS_TIMEOUT_MS, type Ymaps3 } from './loader';
import { PlaceMap } from './PlaceMap';

const script = () => document.head.querySelector<HTMLScriptElement>('script[src^="https://api-maps.yandex.ru/v3/"]');
const reason = (promise: Promise<unknown>) => promise.then(() => 'loaded', (error: unknown) => (error instanceof MapsLoadError ? error.reason : String(error)));

function fakeApi(ready: Promise<void>): Ymaps3 {
  class Entity {
    destroy() {}
  }
  class Map extends Entity {
    addChild() {
      return this;
    }
  }
  return { ready, YMap: Map, YMapDefaultSchemeLayer: Entity, YMapDefaultFeaturesLayer: Entity, YMapMarker: Entity } as unknown as Ymaps3;
}

describe('Yandex Maps loader', () => {
  beforeEach(() => {
    _resetMapsLoader();
    delete window.ymaps3;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('without a key it fails at once and adds no script', async () => {
    expect(await reason(loadYandexMaps({ key: undefined, lang: 'en' }))).toBe('no-key');
    expect(script()).toBeNull();
  });

  it('offline it fails as a network error without trying', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await reason(loadYandexMaps({ key: 'k', lang: 'en' }))).toBe('network');
    expect(script()).toBeNull();
    onLine.mockRestore();
  });

  it('loads the v3 script with the key and the language; a failed request is a network error and can be retried', async () => {
    const first = reason(loadYandexMaps({ key: 'my key', lang: 'ru' }));
    expect(script()?.src).toBe('https://api-maps.yandex.ru/v3/?apikey=my%20key&lang=ru_RU');
    script()?.dispatchEvent(new Event('error'));
    expect(await first).toBe('network');
    expect(script()).toBeNull();
    const again = loadYandexMaps({ key: 'my key', lang: 'ru' });
    expect(script()).not.toBeNull();
    window.ymaps3 = fakeApi(Promise.resolve());
    script()?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(window.ymaps3);
  });

  it('a script that loads without ymaps3, or whose ready rejects, is a script error', async () => {
    const missing = reason(loadYandexMaps({ key: 'k', lang: 'en' }));
    script()?.dispatchEvent(new Event('load'));
    expect(await missing).toBe('script');
    const broken = reason(loadYandexMaps({ key: 'k', lang: 'en' }));
    window.ymaps3 = fakeApi(Promise.reject(new Error('invalid key')));
    // the global is set once the script runs; this load still goes through the script element
    script()?.dispatchEvent(new Event('load'));
    expect(await broken).toBe('script');
  });

  it(`no answer within ${MAPS_TIMEOUT_MS / 1000} s is a timeout`, async () => {
    jest.useFakeTimers();
    const late = reason(loadYandexMaps({ key: 'k', lang: 'tr' }));
    jest.advanceTimersByTime(MAPS_TIMEOUT_MS - 1);
    expect(script()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(await late).toBe('timeout');
    expect(script()).toBeNull();
  });

  it('reads the key the server inlined into the page', () => {
    expect(mapsKey()).toBeUndefined();
    const data = document.createElement('script');
    data.id = '__INITIAL_DATA__';
    data.type = 'application/json';
    data.textContent = JSON.stringify({ '/site-config': { yandex_maps_key: 'abc' } });
    document.body.appendChild(data);
    expect(mapsKey()).toBe('abc');
  });
});

describe('PlaceMap', () => {
  beforeEach(() => {
    _resetMapsLoader();
    delete window.ymaps3;
    document.head.innerHTML = '';
    document.getElementById('__INITIAL_DATA__')?.remove();
  });

  it('without a key it shows the address, the coordinates and a link to Yandex Maps', async () => {
    await renderWithApp(<PlaceMap lang="en" coordinates={{ lat: 36.54321, lng: 32.01234 }} address="Oba, Alanya, Antalya" title="Flat" />);
    await waitFor(() => expect(screen.getByTestId('place-map').dataset.state).toBe('failed'));
    const fallback = screen.getByTestId('map-fallback');
    expect(fallback.textContent).toContain('The interactive map is not available right now.');
    expect(fallback.textContent).toContain('Oba, Alanya, Antalya');
    expect(fallback.textContent).toContain('Coordinates: 36.54321, 32.01234');
    expect(screen.getByRole('link', { name: 'Open in Yandex Maps' }).getAttribute('href')).toBe('https://yandex.com.tr/maps/?pt=32.01234,36.54321&z=16&l=map');
  });

  it('a script error falls back the same way; a loaded API shows the map', async () => {
    await renderWithApp(<PlaceMap lang="ru" apiKey="k" coordinates={{ lat: 36.5, lng: 32 }} address="Алания" title="Квартира" />, { lang: 'ru' });
    await waitFor(() => expect(script()).not.toBeNull());
    act(() => {
      script()?.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.getByTestId('place-map').dataset.state).toBe('failed'));
    expect(screen.getByRole('link', { name: 'Открыть в Яндекс Картах' }).getAttribute('href')).toBe('https://yandex.ru/maps/?pt=32,36.5&z=16&l=map');
  });
});
