// The listing form's map pin (issue 14). Offline (no maps key, as every test server runs) the map says it is not
// available and the coordinate fields set the pin. With a key, the page loads the Yandex Maps script: here the key is
// added to the page's inlined site config (and the maps host to its CSP, as the server does with a key) and the script is answered by a small fake `ymaps3` (no network) that
// places a marker element and turns clicks and drags into coordinates, so the real wiring is exercised: a click sets
// the pin, a drag moves it, typed coordinates move the pin and the view, and the pin survives a reload (the draft).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './session';
import { siteConfig } from './site-config';
import { dragFromCentre, serveWithMapsKey } from './fake-maps';

/** A fake ymaps3: 0.001° per pixel around the view's centre; `window.__fakeMaps` records the view moves. */
const FAKE_YMAPS = `(() => {
  const PX = 0.001;
  const state = (window.__fakeMaps = { moves: [], maps: [] });
  class Entity { destroy() {} }
  class YMap {
    constructor(el, props) {
      this.el = el; this.center = props.location.center; this.children = [];
      state.maps.push(props.location);
      el.style.position = 'relative'; el.style.background = '#dfe9f3'; el.dataset.fake = 'map';
      el.addEventListener('click', (e) => {
        if (e.target !== el) return;
        const coordinates = this.toLngLat(e.clientX, e.clientY);
        for (const c of this.children) if (c.props && c.props.onClick) c.props.onClick(undefined, { coordinates });
      });
    }
    toLngLat(x, y) {
      const r = this.el.getBoundingClientRect();
      return [this.center[0] + (x - r.left - r.width / 2) * PX, this.center[1] - (y - r.top - r.height / 2) * PX];
    }
    addChild(c) { this.children.push(c); if (c.attach) c.attach(this); return this; }
    removeChild(c) { this.children = this.children.filter((x) => x !== c); return this; }
    update(p) { this.center = p.location.center; state.moves.push(p.location.center); for (const c of this.children) if (c.place) c.place(); }
    destroy() {}
  }
  class YMapListener extends Entity { constructor(props) { super(); this.props = props; } }
  class YMapMarker extends Entity {
    constructor(props, el) { super(); this.markerProps = props; this.el = el; el.dataset.testid = 'fake-marker'; el.style.position = 'absolute'; el.style.margin = '0'; el.style.width = '20px'; el.style.height = '20px'; }
    attach(map) {
      this.map = map; map.el.appendChild(this.el); this.place();
      this.el.addEventListener('mousedown', (down) => {
        down.preventDefault();
        const up = (e) => {
          document.removeEventListener('mouseup', up);
          const to = map.toLngLat(e.clientX, e.clientY);
          this.update({ coordinates: to });
          if (this.markerProps.draggable && this.markerProps.onDragEnd) this.markerProps.onDragEnd(to);
        };
        document.addEventListener('mouseup', up);
      });
    }
    update(p) { Object.assign(this.markerProps, p); this.place(); }
    place() {
      if (!this.map) return;
      const [lng, lat] = this.markerProps.coordinates;
      const r = this.map.el.getBoundingClientRect();
      this.el.style.left = (r.width / 2 + (lng - this.map.center[0]) / PX - 10) + 'px';
      this.el.style.top = (r.height / 2 - (lat - this.map.center[1]) / PX - 10) + 'px';
      this.el.dataset.lng = String(lng); this.el.dataset.lat = String(lat);
    }
  }
  window.ymaps3 = { ready: Promise.resolve(), YMap, YMapListener, YMapMarker, YMapDefaultSchemeLayer: Entity, YMapDefaultFeaturesLayer: Entity };
})();`;

/** Serve the listing form with a maps key in its site config, and the maps script from the fake above. */
const withFakeMaps = (page: Page) => serveWithMapsKey(page, /\/en\/profile\/add$/, FAKE_YMAPS);

const near = (value: string, expected: number) => Math.abs(Number(value) - expected) < 0.003;

test('offline the map says so and the typed coordinates are the pin', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL ?? '');
  await page.goto('/en/profile/add');
  test.skip(Boolean((await siteConfig(page)).yandex_maps_key), 'this environment has a maps key (YANDEX_MAPS_KEY): its map is not offline');
  const map = page.getByTestId('pin-map');
  await expect(map).toHaveAttribute('data-state', 'failed');
  await expect(map.getByRole('status')).toHaveText('The map is not available right now: type the coordinates instead (for example from your phone’s map).');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('36,5438');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('31.9998');
  await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('36,5438');
});

test('with the map: a click sets the pin, a drag moves it, typed coordinates move it, and it survives a reload', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signUp(context, baseURL ?? '');
  await withFakeMaps(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en/profile/add');
  const map = page.getByRole('application', { name: 'Map for the property’s pin' });
  await expect(page.getByTestId('pin-map')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByText('Click the map to set the pin; drag the pin to move it, or type the coordinates.')).toBeVisible();
  const lat = page.getByRole('textbox', { name: 'Latitude' });
  const lng = page.getByRole('textbox', { name: 'Longitude' });
  await expect(lat).toHaveValue('');

  // the view starts over the whole country (the centre of the pin bounds: 39, 35.25); a click 100 px right, 50 up
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await map.click({ position: { x: box.width / 2 + 100, y: box.height / 2 - 50 } });
  await expect.poll(async () => near(await lat.inputValue(), 39.05) && near(await lng.inputValue(), 35.35)).toBe(true);
  const marker = page.getByTestId('fake-marker');
  await expect(marker).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __fakeMaps: { moves: unknown[] } }).__fakeMaps.moves.length)).toBe(0);

  // drag the pin 40 px right and 30 px down
  await dragFromCentre(page, marker, 40, 30, 4);
  await expect.poll(async () => near(await lat.inputValue(), 39.02) && near(await lng.inputValue(), 35.39)).toBe(true);

  // typed coordinates move the pin and the view
  await lat.fill('36.5438');
  await lng.fill('31.9998');
  await expect(marker).toHaveAttribute('data-lat', '36.5438');
  await expect(marker).toHaveAttribute('data-lng', '31.9998');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __fakeMaps: { moves: number[][] } }).__fakeMaps.moves.at(-1)))
    .toEqual([31.9998, 36.5438]);

  // the draft keeps the pin: after a reload the map opens on it
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId('pin-map')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('36.5438');
  await expect(page.getByTestId('fake-marker')).toHaveAttribute('data-lng', '31.9998');
  expect(await page.evaluate(() => (window as unknown as { __fakeMaps: { maps: { center: number[]; zoom: number }[] } }).__fakeMaps.maps[0])).toEqual({ center: [31.9998, 36.5438], zoom: 15 });
});
