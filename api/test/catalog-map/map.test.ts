// GET /api/realty/map (issue 28): server clusters on a screen grid for the zoom; counts add up to meta.total, single
// listings carry their price in the reply currency, the grid follows the zoom, at most MAP_MARKERS_MAX markers, the
// catalogue's path and filter apply, cached like the catalogue. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { catalogMapReplySchema, MAP_MARKERS_MAX, parseBbox, type CatalogMapReply } from '@realty/shared/schemas';
import { catalogRefs, convertPrices } from '../../src/plugins/app/catalog/catalog-cache';
import { appForFile } from '../helper';
import { seedGrid, type GridListing } from './fixture';

let app: FastifyInstance;
let grid: GridListing[];
let agent: number;

appForFile({}, async (opened, db) => {
  app = opened;
  const users = await db.execute(
    `INSERT INTO users (name, lastname, email, password_hash) VALUES ('Map', 'Agent', 'map-agent@example.test', 'x'), ('Far', 'Away', 'far@example.test', 'x') RETURNING id`,
  );
  agent = Number(users.rows[0]?.id);
  grid = await seedGrid(db, agent, Number(users.rows[1]?.id));
});

const ALL = '30.59,36.79,30.81,37.01';
async function map(query: string, lang = 'en'): Promise<CatalogMapReply> {
  const res = await app.inject({ url: `/${lang}/api/realty/map?agent=${agent}&${query}` });
  assert.equal(res.statusCode, 200, res.body);
  return catalogMapReplySchema.parse(res.json());
}
const markers = (reply: CatalogMapReply): number => reply.data.clusters.length + reply.data.listings.length;
const counted = (reply: CatalogMapReply): number => reply.data.clusters.reduce((n, c) => n + c.count, 0) + reply.data.listings.length;

describe('GET /api/realty/map', () => {
  test('cluster counts and single listings add up to meta.total, every listing of the viewport', async () => {
    for (const zoom of [8, 11, 13, 15]) {
      const reply = await map(`bbox=${ALL}&zoom=${zoom}`);
      assert.equal(reply.meta.total, grid.length, `zoom ${zoom}`);
      assert.equal(counted(reply), reply.meta.total, `zoom ${zoom}`);
      assert.equal(reply.meta.zoom, zoom);
      assert.equal(reply.meta.currency, 'TRY');
    }
    const part = await map('bbox=30.6,36.8,30.65,36.85&zoom=12');
    assert.equal(part.meta.total, 36);
    assert.equal(counted(part), 36);
  });

  test('a cluster: count, price range in the currency, centroid and box around its listings', async () => {
    const reply = await map(`bbox=${ALL}&zoom=11&currency=EUR`);
    const refs = await catalogRefs(app.database);
    assert.ok(reply.data.clusters.length > 0);
    for (const c of reply.data.clusters) {
      const box = parseBbox(c.bbox);
      assert.ok(box, c.bbox);
      const members = grid.filter((l) => l.lng >= box.minLng && l.lng <= box.maxLng && l.lat >= box.minLat && l.lat <= box.maxLat);
      assert.equal(members.length, c.count, c.bbox);
      const prices = members.map((l) => convertPrices(l.priceTry, refs.rates).EUR);
      assert.equal(c.price_min, Math.min(...prices));
      assert.equal(c.price_max, Math.max(...prices));
      assert.ok(c.lng >= box.minLng && c.lng <= box.maxLng && c.lat >= box.minLat && c.lat <= box.maxLat, 'centroid inside its box');
    }
  });

  test('single listings: title in the reply language, url, small photo, rooms, area, price converted', async () => {
    const refs = await catalogRefs(app.database);
    for (const currency of ['USD', 'EUR', 'TRY'] as const) {
      const reply = await map(`bbox=30.6,36.8,30.65,36.85&zoom=17&currency=${currency}`, 'ru');
      assert.equal(reply.data.clusters.length, 0, 'at a street zoom every listing stands alone');
      assert.equal(reply.data.listings.length, 36);
      for (const l of reply.data.listings) {
        const own = grid.find((g) => g.id === l.id)!;
        assert.equal(l.lng, own.lng);
        assert.equal(l.lat, own.lat);
        assert.equal(l.price, own.currency === currency ? own.price : convertPrices(own.priceTry, refs.rates)[currency], `${own.currency} -> ${currency}`);
        assert.equal(l.title, `ru flat ${l.id}`);
        assert.equal(l.url, `/ru/real-estate/ad/${l.id}`);
        assert.equal(l.photo, `/uploads/grid/${l.id}-thumb.webp`);
        assert.match(l.rooms ?? '', /^[23]\+1$/);
        assert.ok((l.area ?? 0) >= 60);
      }
    }
  });

  test('the grid follows the zoom; never more than MAP_MARKERS_MAX markers', async () => {
    const counts: number[] = [];
    for (const zoom of [9, 11, 12, 13, 14, 21]) {
      const reply = await map(`bbox=${ALL}&zoom=${zoom}`);
      assert.ok(markers(reply) <= MAP_MARKERS_MAX, `zoom ${zoom}: ${markers(reply)}`);
      counts.push(markers(reply));
    }
    for (let i = 1; i < counts.length; i += 1) assert.ok(counts[i]! >= counts[i - 1]!, `finer with the zoom: ${counts.join(', ')}`);
    // Zoom 13 would put about one listing in each cell (441 > MAP_MARKERS_MAX): from there the grid of zoom 12 is kept.
    assert.ok(counts[0]! < counts[1]! && counts[1]! < counts[2]!, `the grid changes: ${counts.join(', ')}`);
    // 441 listings 0.01° apart: at the highest zoom a cell would hold one each, but only MAP_MARKERS_MAX fit.
    const top = await map(`bbox=${ALL}&zoom=21`);
    assert.ok(top.data.clusters.length > 0, 'merged to fit');
    assert.equal(counted(top), grid.length);
  });

  test('the catalogue filter and path apply', async () => {
    const rooms = await map(`bbox=${ALL}&zoom=12&rooms=2%2B1`);
    assert.equal(rooms.meta.total, grid.filter((_, i) => i % 2 === 0).length);
    const drawn = await map(`bbox=${ALL}&zoom=14&polygon=${encodeURIComponent('30.595 36.795,30.655 36.795,30.655 36.855,30.595 36.855')}`);
    assert.equal(drawn.meta.total, 36);
    const near = await map(`bbox=${ALL}&zoom=14&near=${encodeURIComponent('36.9,30.7')}&radius_km=1`);
    assert.ok(near.meta.total > 0 && near.meta.total < 20, String(near.meta.total));
    assert.equal((await map(`bbox=${ALL}&zoom=12&keywords=flat`)).meta.total, grid.length, 'words of the titles');
    assert.equal((await map(`bbox=${ALL}&zoom=12&keywords=villa`)).meta.total, 0);
    assert.equal((await map(`bbox=${ALL}&zoom=12&keywords=the`)).meta.total, grid.length, 'stop words alone are ignored');
    const rent = await map(`bbox=${ALL}&zoom=12&path=rent`);
    assert.equal(rent.meta.total, 0, 'the grid is for sale');
    const unknown = await app.inject({ url: `/en/api/realty/map?bbox=${ALL}&zoom=12&path=no-such-page` });
    assert.equal(unknown.statusCode, 404);
  });

  test('bbox and zoom are required; a bad zoom is a 422 per field; public replies are cacheable', async () => {
    const res = await app.inject({ url: '/tr/api/realty/map' });
    assert.equal(res.statusCode, 422);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    assert.ok(errors.bbox?.length && errors.zoom?.length, JSON.stringify(errors));
    const deep = await app.inject({ url: `/en/api/realty/map?bbox=${ALL}&zoom=22` });
    assert.equal(deep.statusCode, 422);
    assert.ok(deep.json<{ errors: Record<string, string[]> }>().errors.zoom?.length);
    const ok = await app.inject({ url: `/en/api/realty/map?bbox=${ALL}&zoom=12` });
    assert.match(String(ok.headers['cache-control']), /public, max-age=\d+/);
    const fav = await app.inject({ url: `/en/api/realty/map?bbox=${ALL}&zoom=12&isFavorite=1` });
    assert.equal(fav.statusCode, 401);
  });
});
