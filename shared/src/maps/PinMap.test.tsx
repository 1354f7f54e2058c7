import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '../testing';
import type { LatLng } from './coordinates';
import { _resetMapsLoader, type LngLat, type YMapListenerProps, type YMapMarkerProps, type Ymaps3 } from './loader';
import { PinMap } from './PinMap';

const TURKEY = { latMin: 35.5, latMax: 42.5, lngMin: 25.5, lngMax: 45 };
const script = () => document.head.querySelector<HTMLScriptElement>('script[src^="https://api-maps.yandex.ru/v3/"]');

/** A fake `ymaps3` that records what the component does with it. */
function fakeYmaps() {
  const log = {
    maps: [] as { center: LngLat; zoom: number }[],
    moves: [] as { center: LngLat; zoom: number }[],
    listeners: [] as YMapListenerProps[],
    markers: [] as { props: YMapMarkerProps; updates: Partial<YMapMarkerProps>[]; element: HTMLElement }[],
    destroyed: 0,
  };
  class Entity {
    destroy() {}
  }
  class YMap {
    constructor(_element: HTMLElement, props: { location: { center: LngLat; zoom: number } }) {
      log.maps.push(props.location);
    }
    addChild() {
      return this;
    }
    update(props: { location: { center: LngLat; zoom: number } }) {
      log.moves.push(props.location);
    }
    destroy() {
      log.destroyed += 1;
    }
  }
  class YMapListener extends Entity {
    constructor(props: YMapListenerProps) {
      super();
      log.listeners.push(props);
    }
  }
  class YMapMarker extends Entity {
    private readonly entry: (typeof log.markers)[number];
    constructor(props: YMapMarkerProps, element: HTMLElement) {
      super();
      this.entry = { props, updates: [], element };
      log.markers.push(this.entry);
    }
    update(props: Partial<YMapMarkerProps>) {
      this.entry.updates.push(props);
    }
  }
  const api = { ready: Promise.resolve(), YMap, YMapDefaultSchemeLayer: Entity, YMapDefaultFeaturesLayer: Entity, YMapMarker, YMapListener } as unknown as Ymaps3;
  return { api, log };
}

/** The form's side: the pin lives in state, as the listing form keeps it in its values. */
function Harness({ initial, onPin }: { initial: LatLng | null; onPin?: (pin: LatLng) => void }) {
  const [pin, setPin] = useState(initial);
  return (
    <>
      <PinMap
        lang="en"
        apiKey="k"
        pin={pin}
        bounds={TURKEY}
        label="Map for the pin"
        onPin={(next) => {
          setPin(next);
          onPin?.(next);
        }}
      />
      <button type="button" onClick={() => setPin({ lat: 41.0082, lng: 28.9784 })}>
        type Istanbul
      </button>
    </>
  );
}

describe('PinMap', () => {
  beforeEach(() => {
    _resetMapsLoader();
    delete window.ymaps3;
    document.head.innerHTML = '';
  });

  async function loaded(ui: React.ReactElement) {
    const fake = fakeYmaps();
    window.ymaps3 = fake.api; // the script has already run on this page
    await renderWithApp(ui);
    await waitFor(() => expect(screen.getByTestId('pin-map').dataset.state).toBe('ready'));
    return fake.log;
  }

  it('without a pin the map shows the whole of the bounds; a click sets the pin there (clamped and rounded)', async () => {
    const pins: LatLng[] = [];
    const log = await loaded(<Harness initial={null} onPin={(p) => pins.push(p)} />);
    expect(log.maps).toEqual([{ center: [35.25, 39], zoom: 5 }]);
    expect(log.markers).toHaveLength(0);
    expect(screen.getByRole('application', { name: 'Map for the pin' })).toBeTruthy();
    expect(screen.getByText('Click the map to set the pin; drag the pin to move it, or type the coordinates.')).toBeTruthy();
    act(() => log.listeners[0]?.onClick?.(undefined, { coordinates: [31.99981234567, 36.54381234567] }));
    expect(pins).toEqual([{ lat: 36.543812, lng: 31.999812 }]);
    await waitFor(() => expect(log.markers).toHaveLength(1));
    expect(log.markers[0]?.props).toMatchObject({ coordinates: [31.999812, 36.543812], draggable: true, title: 'Map for the pin' });
    // a click does not move the view under the user's hand
    expect(log.moves).toEqual([]);
    act(() => log.listeners[0]?.onClick?.(undefined, { coordinates: [60, 20] }));
    expect(pins[1]).toEqual({ lat: 35.5, lng: 45 });
    await waitFor(() => expect(log.markers[0]?.updates).toEqual([{ coordinates: [45, 35.5] }]));
    expect(log.markers).toHaveLength(1);
  });

  it('dragging the pin reports its new place; typed coordinates move the pin and the view', async () => {
    const pins: LatLng[] = [];
    const log = await loaded(<Harness initial={{ lat: 36.5438, lng: 31.9998 }} onPin={(p) => pins.push(p)} />);
    expect(log.maps).toEqual([{ center: [31.9998, 36.5438], zoom: 15 }]);
    await waitFor(() => expect(log.markers).toHaveLength(1));
    act(() => log.markers[0]?.props.onDragEnd?.([32.0012, 36.5501]));
    expect(pins).toEqual([{ lat: 36.5501, lng: 32.0012 }]);
    await waitFor(() => expect(log.markers[0]?.updates).toEqual([{ coordinates: [32.0012, 36.5501] }]));
    const movesAfterDrag = log.moves.length;
    act(() => screen.getByRole('button', { name: 'type Istanbul' }).click());
    await waitFor(() => expect(log.markers[0]?.updates.at(-1)).toEqual({ coordinates: [28.9784, 41.0082] }));
    expect(log.moves.slice(movesAfterDrag)).toEqual([{ center: [28.9784, 41.0082], zoom: 15 }]);
  });

  it('without a key it says the map is unavailable and renders no map', async () => {
    await renderWithApp(<PinMap lang="en" pin={null} bounds={TURKEY} label="Map for the pin" onPin={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('pin-map').dataset.state).toBe('failed'));
    expect(screen.getByRole('status').textContent).toBe('The map is not available right now: type the coordinates instead (for example from your phone’s map).');
    expect(screen.queryByRole('application')).toBeNull();
    expect(script()).toBeNull();
  });

  it('a script that cannot load (offline, blocked) fails the same way, in the page language', async () => {
    await renderWithApp(<PinMap lang="ru" apiKey="k" pin={null} bounds={TURKEY} label="Карта" onPin={() => undefined} />, { lang: 'ru' });
    expect(screen.getByText('Загрузка карты…')).toBeTruthy();
    await waitFor(() => expect(script()).not.toBeNull());
    act(() => {
      script()?.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.getByTestId('pin-map').dataset.state).toBe('failed'));
    expect(screen.getByRole('status').textContent).toBe('Карта сейчас недоступна: введите координаты вручную (например, из карты в телефоне).');
  });
});
