// Public figures for the shell's static pages: GET /api/services (fees) and GET /api/index/stats (partners).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { build } from '../helper';

let app: FastifyInstance;
before(async () => {
  app = await build();
  await app.ready();
});
after(() => app.close());

interface Service {
  code: string;
  title: string;
  description: string;
  price: number;
  currency: string;
}

describe('GET /api/services', () => {
  test('lists the active services from the database, titled per language', async () => {
    const { rows } = await app.database.execute(`SELECT code, title_en, title_ru, price FROM services WHERE active ORDER BY sort, id`);
    assert.ok(rows.length > 0, 'seeded services');
    const en = await app.inject({ url: '/en/api/services' });
    assert.equal(en.statusCode, 200);
    assert.match(String(en.headers['cache-control']), /public/);
    const data = (en.json() as { data: Service[] }).data;
    assert.deepEqual(data.map((s) => s.code), rows.map((r) => r.code));
    assert.equal(data[0]?.title, rows[0]?.title_en);
    assert.equal(data[0]?.price, Number(rows[0]?.price));
    const ru = (await app.inject({ url: '/ru/api/services' })).json() as { data: Service[] };
    assert.equal(ru.data[0]?.title, rows[0]?.title_ru);
  });

  test('inactive services are not listed', async () => {
    const first = (await app.database.execute(`SELECT code FROM services ORDER BY sort, id LIMIT 1`)).rows[0]?.code;
    await app.database.execute(`UPDATE services SET active = false WHERE code = $1`, [first]);
    const data = ((await app.inject({ url: '/api/services' })).json() as { data: Service[] }).data;
    assert.ok(!data.some((s) => s.code === first));
    await app.database.execute(`UPDATE services SET active = true WHERE code = $1`, [first]);
  });
});

describe('GET /api/index/stats', () => {
  test('counts active listings, agencies and agents', async () => {
    const res = await app.inject({ url: '/tr/api/index/stats' });
    assert.equal(res.statusCode, 200);
    const data = (res.json() as { data: { listings: number; by_deal_type: Record<string, number>; agencies: number; agents: number } }).data;
    const sql = async (q: string) => Number((await app.database.execute(q)).rows[0]?.n);
    assert.equal(data.listings, await sql(`SELECT count(*)::int AS n FROM listings WHERE status = 'active' AND deleted_at IS NULL`));
    assert.equal(data.agencies, await sql(`SELECT count(*)::int AS n FROM agencies`));
    assert.equal(data.agents, await sql(`SELECT count(*)::int AS n FROM agency_members`));
    assert.equal(data.by_deal_type.sale! + data.by_deal_type.rent! + data.by_deal_type.newprojects!, data.listings);
  });
});
