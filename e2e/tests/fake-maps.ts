// A local test double of the Yandex Maps JS API v3 (the real one needs a key and the network) and the page routing that
// serves it: the page gets a maps key in its inlined site config (and the maps host in its CSP, as the server does with
// a key); the script is answered by this fake. It keeps a view (centre + zoom, web-map scale: 360 / (256 * 2^zoom)
// degrees a pixel), fits `bounds`, pans on a mouse drag (then `onActionEnd`), reports `update()` through `onUpdate`,
// turns a click without a drag into `onClick`, places markers' elements and draws YMapFeature shapes as SVG.
// `window.__fakeMaps` records the maps created, the views reported and the features drawn.
import type { Locator, Page, Route } from '@playwright/test';
import { expect } from './fixtures';

export const FAKE_YMAPS = `(() => {
  const state = (window.__fakeMaps = { maps: [], moves: [], features: [] });
  const dpp = (zoom) => 360 / (256 * Math.pow(2, zoom));
  class Entity { destroy() {} }
  class YMap {
    constructor(el, props) {
      this.el = el; this.children = []; this.instance = state.maps.length;
      el.style.background = 'repeating-linear-gradient(0deg, #dfe9f3 0 39px, #cfdbe7 39px 40px), #dfe9f3';
      el.style.overflow = 'hidden'; el.dataset.fake = 'map';
      this.setLocation(props.location);
      state.maps.push(props.location);
      el.addEventListener('mousedown', (down) => {
        if (down.target !== el) return;
        const start = [down.clientX, down.clientY]; const centre = this.center; let moved = false;
        const move = (e) => {
          const dx = e.clientX - start[0], dy = e.clientY - start[1];
          if (Math.abs(dx) + Math.abs(dy) > 3) moved = true;
          if (moved) { const d = dpp(this.zoom); this.center = [centre[0] - dx * d, centre[1] + dy * d]; this.redraw(); }
        };
        const up = (e) => {
          document.removeEventListener('mousemove', move); document.removeEventListener('mouseup', up);
          if (moved) return this.emit('onActionEnd');
          const coordinates = this.toLngLat(e.clientX, e.clientY);
          for (const c of this.children) if (c.props && c.props.onClick) c.props.onClick(undefined, { coordinates });
        };
        document.addEventListener('mousemove', move); document.addEventListener('mouseup', up);
      });
    }
    size() { const r = this.el.getBoundingClientRect(); return [r.width || 600, r.height || 400]; }
    setLocation(loc) {
      if (loc.bounds) {
        const [a, b] = loc.bounds; const [w, h] = this.size();
        const minLng = Math.min(a[0], b[0]), maxLng = Math.max(a[0], b[0]), minLat = Math.min(a[1], b[1]), maxLat = Math.max(a[1], b[1]);
        this.center = [(minLng + maxLng) / 2, (minLat + maxLat) / 2];
        const z = Math.min(Math.log2((360 * w) / 256 / (maxLng - minLng)), Math.log2((360 * h) / 256 / (maxLat - minLat)));
        this.zoom = Math.max(0, Math.min(19, Math.floor(z)));
      } else { this.center = loc.center; this.zoom = loc.zoom; }
    }
    bounds() {
      const [w, h] = this.size(); const d = dpp(this.zoom);
      return [[this.center[0] - (w / 2) * d, this.center[1] + (h / 2) * d], [this.center[0] + (w / 2) * d, this.center[1] - (h / 2) * d]];
    }
    emit(kind) {
      const location = { center: this.center, zoom: this.zoom, bounds: this.bounds() };
      state.moves.push(location);
      for (const c of this.children) if (c.props && c.props[kind]) c.props[kind]({ location, mapInAction: false });
    }
    toLngLat(x, y) { const r = this.el.getBoundingClientRect(); const d = dpp(this.zoom); return [this.center[0] + (x - r.left - r.width / 2) * d, this.center[1] - (y - r.top - r.height / 2) * d]; }
    toPx([lng, lat]) { const [w, h] = this.size(); const d = dpp(this.zoom); return [w / 2 + (lng - this.center[0]) / d, h / 2 - (lat - this.center[1]) / d]; }
    addChild(c) { this.children.push(c); if (c.attach) c.attach(this); return this; }
    removeChild(c) { this.children = this.children.filter((x) => x !== c); if (c.detach) c.detach(); return this; }
    update(p) { this.setLocation(p.location); this.redraw(); this.emit('onUpdate'); }
    redraw() { for (const c of this.children) if (c.place) c.place(); }
    destroy() { this.children = []; }
  }
  class YMapListener extends Entity { constructor(props) { super(); this.props = props; } }
  class YMapMarker extends Entity {
    constructor(props, el) { super(); this.markerProps = props; this.el = el; }
    attach(map) {
      this.map = map; this.holder = document.createElement('div');
      Object.assign(this.holder.style, { position: 'absolute', width: '0', height: '0', zIndex: '2' });
      this.holder.appendChild(this.el); map.el.appendChild(this.holder); this.place();
    }
    detach() { if (this.holder) this.holder.remove(); }
    update(p) { Object.assign(this.markerProps, p); this.place(); }
    place() { if (!this.map) return; const [x, y] = this.map.toPx(this.markerProps.coordinates); this.holder.style.left = x + 'px'; this.holder.style.top = y + 'px'; }
  }
  class YMapFeature extends Entity {
    constructor(props) { super(); this.props = props; state.features.push(props.geometry); }
    attach(map) {
      this.map = map; const ns = 'http://www.w3.org/2000/svg'; const polygon = this.props.geometry.type === 'Polygon';
      this.svg = document.createElementNS(ns, 'svg'); this.svg.setAttribute('aria-hidden', 'true'); this.svg.dataset.testid = 'fake-feature';
      Object.assign(this.svg.style, { position: 'absolute', left: '0', top: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '1' });
      const style = this.props.style || {}; const stroke = (style.stroke && style.stroke[0]) || { color: '#00f', width: 2 };
      this.shape = document.createElementNS(ns, polygon ? 'polygon' : 'polyline');
      this.shape.setAttribute('stroke', stroke.color); this.shape.setAttribute('stroke-width', String(stroke.width));
      if (stroke.dash) this.shape.setAttribute('stroke-dasharray', stroke.dash.join(' '));
      this.shape.setAttribute('fill', polygon ? style.fill || 'none' : 'none'); this.shape.setAttribute('fill-opacity', String(style.fillOpacity ?? 0.2));
      this.svg.appendChild(this.shape); map.el.appendChild(this.svg); this.place();
    }
    detach() { if (this.svg) this.svg.remove(); }
    place() {
      if (!this.map) return; const g = this.props.geometry; const ring = g.type === 'Polygon' ? g.coordinates[0] : g.coordinates;
      this.shape.setAttribute('points', ring.map((p) => this.map.toPx(p).join(',')).join(' '));
    }
  }
  window.ymaps3 = { ready: Promise.resolve(), YMap, YMapListener, YMapMarker, YMapFeature, YMapDefaultSchemeLayer: Entity, YMapDefaultFeaturesLayer: Entity };
})();`;

/**
 * Serve the documents matching `pages` with a maps key in their site config (and the maps host in their CSP, as the
 * server does with a key), and the maps script from `script`.
 */
export async function serveWithMapsKey(page: Page, pages: RegExp, script: string): Promise<void> {
  await page.route('https://api-maps.yandex.ru/**', (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
  await page.route(pages, async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const patched = html.replace(/(<script type="application\/json" id="__INITIAL_DATA__">)([\s\S]*?)(<\/script>)/, (_all, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as Record<string, Record<string, unknown>>;
      data['/site-config'] = { ...(data['/site-config'] ?? {}), yandex_maps_key: 'e2e-fake-key' };
      return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
    });
    expect(patched, 'the page inlines its data').not.toBe(html);
    // with YANDEX_MAPS_KEY the server's CSP allows the maps hosts (plugins/external/helmet.ts); do the same here
    const headers = { ...response.headers() };
    headers['content-security-policy'] = String(headers['content-security-policy'] ?? '').replace("script-src 'self'", "script-src 'self' https://api-maps.yandex.ru");
    await route.fulfill({ response, body: patched, headers });
  });
}

/** Serve pages matching `pages` with a maps key in their site config, and the maps script from the fake above. */
export const withFakeMaps = (page: Page, pages: RegExp): Promise<void> => serveWithMapsKey(page, pages, FAKE_YMAPS);

/** Drags with the mouse from the middle of `target` by `dx`, `dy` px (the fake map's pan and the pin's drag). */
export async function dragFromCentre(page: Page, target: Locator, dx: number, dy: number, steps: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the drag target has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps });
  await page.mouse.up();
}
