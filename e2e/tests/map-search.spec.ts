// The catalogue's map mode (issue 28). Without a maps key (every test server) the map says it is unavailable and the
// list works. With the fake ymaps3 of fake-maps.ts: the list/map toggle, pan -> "search this area" -> the URL's bbox
// and the list; a drawn area -> its polygon in the URL, every marker inside it and the count shown; a crossing area is
// refused with a message; the search is saved with its area, and its instant alert (the e2e server runs the alert job
// every 6 s) mails a new listing published inside the area and none published outside; screenshots at phone and
// desktop widths in three languages.
import type { Page } from '@playwright/test';
import { boundsOf, pointInRing, parsePolygon, parseBbox, type CatalogMapReply, type LngLatPoint } from '@realty/shared/schemas';
import type { SavedSearch } from '@realty/shared/contracts/account';
import { expect, test } from './fixtures';
import { audit } from './a11y';
import { dragFromCentre, withFakeMaps } from './fake-maps';
import { recentMails } from './outbox';
import { publishListing } from './publish';
import { signUp } from './session';
import { siteConfig } from './site-config';

/** Antalya's coast, where the seed has listings. */
const ANTALYA = '/en/real-estate/sale?view=map&filter&bbox=29.8,36.2,32.8,37.4';
const CATALOGUE = /\/(en|ru|tr)\/real-estate/;

const settled = async (page: Page) => {
  await expect(page.getByTestId('catalog')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('catalog-map')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('map-count')).toBeVisible();
};
const total = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-total'));
const markerPoints = (page: Page) =>
  page.getByTestId('map-listing').evaluateAll((nodes) => nodes.map((n) => [Number((n as HTMLElement).dataset.lng), Number((n as HTMLElement).dataset.lat)] as [number, number]));

test('without a maps key the map mode says the map is unavailable and the list still works', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/real-estate/sale');
  test.skip(Boolean((await siteConfig(page)).yandex_maps_key), 'this environment has a maps key');
  await page.getByTestId('view-map').click();
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect(page.getByTestId('catalog-map')).toHaveAttribute('data-state', 'failed');
  await expect(page.getByTestId('catalog-map').getByRole('status')).toHaveText('The map is not available right now. The list shows every result.');
  await expect(page.getByTestId('catalog-results').getByTestId('listing-card').first()).toBeVisible();
  await audit(page, 'catalogue map mode offline', { widths: [360, 1366] });
  await page.getByTestId('view-list').click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByTestId('catalog-map')).toHaveCount(0);
});

test('a place without an outline: search within a radius of its centre, also without the map', async ({ page, request, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/en/real-estate/sale/antalya-alanya?view=map');
  const form = page.getByTestId('map-near');
  await form.getByLabel('Within a radius of the centre of Alanya:').selectOption('5');
  await form.getByRole('button', { name: 'Search around' }).click();
  await expect(page).toHaveURL(/[?&]near=[\d.]+,[\d.]+&radius_km=5(&|$)/);
  await expect(page.getByTestId('map-near-active')).toContainText('Within 5 km of the centre of Alanya.');
  const near = new URL(page.url()).searchParams.get('near');
  const api = (await (await request.get(`/en/api/realty?dealType=sale&region=antalya&city=alanya&near=${near}&radius_km=5`)).json()) as { meta: { total: number } };
  const all = (await (await request.get('/en/api/realty?dealType=sale&region=antalya&city=alanya')).json()) as { meta: { total: number } };
  expect(api.meta.total, 'the radius narrows the city').toBeLessThan(all.meta.total);
  await page.getByTestId('map-near-remove').click();
  await expect(page).not.toHaveURL(/near=/);
});

test('the server renders the list part of the map mode (the map comes after)', async ({ request }) => {
  const html = await (await request.get(ANTALYA)).text();
  expect(html).toContain('data-testid="catalog-results"');
  expect(html).toContain('data-testid="view-map"');
  expect(html).not.toContain('data-testid="catalog-map"');
});

test('pan, then "search this area": the bbox goes into the URL and the list follows', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await withFakeMaps(page, CATALOGUE);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en/real-estate/sale');
  await page.getByTestId('view-map').click();
  await expect(page).toHaveURL(/view=map/);
  await page.goto(ANTALYA);
  await settled(page);
  await expect(page.getByTestId('map-search-area')).toHaveCount(0);
  await dragFromCentre(page, page.getByTestId('map-canvas'), 160, 40, 5);
  await page.getByTestId('map-search-area').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('bbox') !== '29.8,36.2,32.8,37.4' && parseBbox(url.searchParams.get('bbox') ?? '') !== undefined);
  const bbox = parseBbox(new URL(page.url()).searchParams.get('bbox') ?? '');
  if (!bbox) throw new Error('no bbox');
  expect(bbox.minLng).toBeLessThan(29.8); // the view moved west (dragged right)
  await settled(page);
  // the list and the map count the same listings: the list's box is the view
  await expect.poll(async () => (await total(page, 'result-count')) === (await total(page, 'map-count'))).toBe(true);
  for (const [lng, lat] of await markerPoints(page)) expect(lng >= bbox.minLng && lng <= bbox.maxLng && lat >= bbox.minLat && lat <= bbox.maxLat).toBe(true);
  await audit(page, 'catalogue map mode', { widths: [360, 1366] });
});

async function drawSquare(page: Page, half: number, crossing = false) {
  const canvas = page.getByTestId('map-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no map box');
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const corners = crossing
    ? [[-1, -1], [1, 1], [1, -1], [-1, 1]]
    : [[-1, -1], [1, -1], [1, 1], [-1, 1]];
  for (const [dx, dy] of corners) await page.mouse.click(cx + dx! * half, cy + dy! * half);
}

/** Draws a square area around the map's centre and finishes it: its ring (from the URL) and the map's reply for it. */
async function drawArea(page: Page): Promise<{ ring: LngLatPoint[]; reply: CatalogMapReply }> {
  await page.getByTestId('map-draw').click();
  await drawSquare(page, 150);
  const mapReply = page.waitForResponse((r) => r.url().includes('/api/realty/map?') && r.url().includes('polygon='));
  await page.getByTestId('map-finish').click();
  await expect(page).toHaveURL(/[?&]polygon=/);
  const ring = parsePolygon(new URL(page.url()).searchParams.get('polygon') ?? '') as LngLatPoint[];
  return { ring, reply: (await (await mapReply).json()) as CatalogMapReply };
}

/** Saves the catalogue's search (signed in) and returns it as the API lists it. */
async function saveSearch(page: Page): Promise<SavedSearch> {
  await page.getByTestId('save-search').click();
  await expect(page.getByText('The search is saved.', { exact: false }).first()).toBeVisible();
  const searches = (await (await page.context().request.get('/en/api/saved-searches')).json()) as { data: SavedSearch[] };
  expect(searches.data).toHaveLength(1);
  return searches.data[0]!;
}

test('draw an area: a crossing one is refused; a good one is the filter, every marker is inside and the search is saved with it', async ({ page, context, baseURL, consoleWatch }) => {
  test.setTimeout(90_000);
  void consoleWatch;
  await signUp(context, baseURL ?? '');
  await withFakeMaps(page, CATALOGUE);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(ANTALYA);
  await settled(page);

  await page.getByTestId('map-draw').click();
  await drawSquare(page, 120, true);
  await expect(page.getByTestId('map-points')).toHaveText('Points: 4');
  await audit(page, 'catalogue map mode, drawing', { widths: [360, 1366] });
  await page.getByTestId('map-finish').click();
  await expect(page.getByTestId('map-draw-error')).toHaveText('The edges of the area cross each other; draw it without crossings.');
  expect(new URL(page.url()).searchParams.get('polygon')).toBeNull();
  await page.getByTestId('map-cancel').click();

  const { ring, reply } = await drawArea(page);
  expect(ring).toHaveLength(4);
  expect(reply.meta.total).toBeGreaterThan(0);
  await settled(page);
  await expect(page.getByTestId('fake-feature')).toHaveCount(1);
  await expect(page.getByTestId('map-count')).toHaveAttribute('data-total', String(reply.meta.total));
  // every result of the map reply is inside: single listings by the even-odd test; the area is a rectangle on screen,
  // so every cluster's box (around its listings) lies within its bounds
  for (const l of reply.data.listings) expect(pointInRing([l.lng, l.lat], ring), `listing ${l.id} inside`).toBe(true);
  const area = boundsOf(ring);
  for (const c of reply.data.clusters) {
    const b = parseBbox(c.bbox);
    expect(b && b.minLng >= area.minLng && b.maxLng <= area.maxLng && b.minLat >= area.minLat && b.maxLat <= area.maxLat, `cluster ${c.bbox} inside`).toBe(true);
  }
  for (const point of await markerPoints(page)) expect(pointInRing(point, ring), `marker ${point.join(' ')} inside`).toBe(true);
  // the drawn area lies inside the view: the list (the area) and the map (the view and the area) count the same
  await expect.poll(async () => (await total(page, 'result-count')) === (await total(page, 'map-count'))).toBe(true);
  await expect(page.getByTestId('map-count')).toHaveText(/Listings in this map view: \d+/);

  const saved = await saveSearch(page);
  expect(parsePolygon(String(saved.filter.polygon ?? ''))).toEqual(ring);

  await page.getByTestId('map-remove-area').click();
  await expect(page).not.toHaveURL(/polygon=/);
});

test('a search saved with a drawn area: its alert mails a new listing published inside the area, none outside', { tag: ['@mail', '@local'] }, async ({ page, context, browser, baseURL, consoleWatch }) => {
  test.setTimeout(120_000);
  void consoleWatch;
  const base = baseURL ?? '';
  const { email } = await signUp(context, base);
  await withFakeMaps(page, CATALOGUE);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(ANTALYA);
  await settled(page);
  const { ring } = await drawArea(page);
  const search = await saveSearch(page);
  // the alert as the profile sets it, to its most frequent choice
  await page.goto('/en/profile/saved');
  const item = page.locator(`[data-testid="saved-search"][data-id="${search.id}"]`);
  await item.getByTestId('saved-search-alert').selectOption('instant');
  await expect(page.getByText('Alert updated.').first()).toBeVisible();

  // two sales that match the rest of the saved filter: one at the area's centre, one beside it (still in the saved view)
  const area = boundsOf(ring);
  const inPoint: LngLatPoint = [(area.minLng + area.maxLng) / 2, (area.minLat + area.maxLat) / 2];
  const outPoint: LngLatPoint = [area.maxLng + (area.maxLng - area.minLng) / 4, inPoint[1]];
  expect(pointInRing(inPoint, ring) && !pointInRing(outPoint, ring)).toBe(true);
  const view = parseBbox(String(search.filter.bbox ?? ''));
  if (view) expect(outPoint[0] < view.maxLng && outPoint[1] > view.minLat && outPoint[1] < view.maxLat, 'beside the area, inside the saved view').toBe(true);
  const token = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const titles = { inside: `Inside the drawn area ${token}`, outside: `Outside the drawn area ${token}` };
  const owner = await browser.newContext({ baseURL: base });
  await signUp(owner, base);
  const publish = (title: string, [lng, lat]: LngLatPoint, n: number) =>
    publishListing(owner, base, {
      deal_type: 'sale', property_type: 'apartment', region: 'antalya', city: 'manavgat', lat: lat.toFixed(6), lng: lng.toFixed(6), rooms: '2+1',
      area: '90', title_en: title, price: '3500000', currency: 'TRY', eids_number: `EIDS-2026-${token.slice(-6)}`, property_number: `10423${n}${token.slice(-4)}`,
    });
  // the outside one first: a run that mails the inside one has seen both
  const outside = await publish(titles.outside, outPoint, 1);
  const inside = await publish(titles.inside, inPoint, 2);
  await owner.close();
  // the catalogue with the saved filter lists the inside one only, and without the area both
  const query = new URLSearchParams(Object.entries(search.filter).map(([key, value]) => [key, String(value)]));
  const ids = async (q: URLSearchParams) => ((await (await context.request.get(`${base}/en/api/realty?${q.toString()}&per_page=50&sort=newest`)).json()) as { data: { id: number }[] }).data.map((c) => c.id);
  expect(await ids(query)).toContain(inside.id);
  expect(await ids(query)).not.toContain(outside.id);
  query.delete('polygon');
  expect(await ids(query)).toEqual(expect.arrayContaining([inside.id, outside.id]));

  // the alert job (every 6 s on the e2e server) mails the inside one to the user, with its link and an unsubscribe link
  const alertMails = async () => (await recentMails(200)).filter((mail) => mail.includes('/api/alerts/unsubscribe?'));
  let mail: string | undefined;
  await expect.poll(async () => (mail = (await alertMails()).find((m) => m.includes(email) && m.includes(titles.inside))), { timeout: 45_000 }).toBeDefined();
  expect(mail).toMatch(new RegExp(`/en/real-estate/ad/${inside.id}(?!\\d)`));
  expect(mail).toContain(`${base}/en/real-estate/ad/${inside.id}`);
  // no alert mail names or links the outside one
  const outsideLink = new RegExp(`/real-estate/ad/${outside.id}(?!\\d)`);
  expect((await alertMails()).filter((m) => m.includes(titles.outside) || outsideLink.test(m))).toEqual([]);
});

test('keyboard: arrow keys pan, zoom buttons zoom, the map centre is a point, clusters and markers are buttons', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await withFakeMaps(page, CATALOGUE);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(ANTALYA);
  await settled(page);
  const moves = () => page.evaluate(() => (window as unknown as { __fakeMaps: { moves: unknown[] } }).__fakeMaps.moves.length);
  const before = await moves();
  await page.getByTestId('map-canvas').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(moves).toBeGreaterThan(before);
  await expect(page.getByTestId('map-search-area')).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await page.getByTestId('map-draw').click();
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight']) {
    await page.getByTestId('map-add-centre').click();
    await page.getByTestId('map-canvas').press(key);
    await page.getByTestId('map-canvas').press(key);
  }
  await expect(page.getByTestId('map-points')).toHaveText('Points: 3');
  await page.getByTestId('map-finish').click();
  await expect(page).toHaveURL(/[?&]polygon=/);
  const buttons = page.locator('[data-testid="map-cluster"], [data-testid="map-listing"]');
  if (await buttons.count()) await expect(buttons.first()).toHaveJSProperty('tagName', 'BUTTON');
});

for (const lang of ['en', 'ru', 'tr'] as const) {
  test(`map mode in ${lang} at 360 and 1366 px: no sideways scroll (screenshots kept)`, async ({ page, consoleWatch }, testInfo) => {
    void consoleWatch;
    await withFakeMaps(page, CATALOGUE);
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: width < 1000 ? 760 : 900 });
      await page.goto(ANTALYA.replace('/en/', `/${lang}/`));
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`map-${lang}-${width}.png`) });
    }
  });
}
