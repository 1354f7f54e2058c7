/**
 * Index design check: every catalogue query shape, EXPLAINed over 100,000
 * demo listings, must not read listings (or their translations) sequentially.
 * Runs on PostgreSQL (TEST_DATABASE_URL); on PGlite only with EXPLAIN_TEST=1
 * (seeding 100k listings in WASM takes minutes).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase } from '../../test/db';
import type { Database } from './client';
import { seedDemoListings } from './demo';
import { catalogShapes, planNodes, seqScans } from './catalog-shapes';

const LISTINGS = Number(process.env.EXPLAIN_LISTINGS ?? 100_000);
const enabled = Boolean(process.env.TEST_DATABASE_URL) || process.env.EXPLAIN_TEST === '1';

let database: Database;
before(async () => {
  if (!enabled) return;
  database = await createTestDatabase();
  await seedDemoListings(database, { listings: LISTINGS });
  await database.execute('vacuum analyze');
});
after(async () => {
  if (enabled) await database.close();
});

test(`catalogue query shapes use indexes at ${LISTINGS} listings`, { skip: enabled ? false : 'PostgreSQL only (set TEST_DATABASE_URL, or EXPLAIN_TEST=1 for PGlite)' }, async () => {
  const { rows } = await database.execute('select count(*) as n from listings');
  assert.ok(Number(rows[0]?.n) >= LISTINGS);
  const problems: string[] = [];
  for (const shape of await catalogShapes(database)) {
    const res = await database.execute(`explain (format json) ${shape.sql}`, shape.params.length ? shape.params : undefined);
    const plan = res.rows[0]?.['QUERY PLAN'];
    const seq = seqScans(typeof plan === 'string' ? JSON.parse(plan) : plan).filter((r) => r === 'listings' || r === 'listing_translations');
    if (seq.length > 0) problems.push(`${shape.name}: Seq Scan on ${seq.join(', ')}`);
  }
  assert.deepEqual(problems, []);
});

// Migration 0019: the price indexes end with `id`, the sort's tie-break, so a deep price-sorted page reads the index
// alone in order. Before, every skipped row cost a heap fetch for its id and an incremental sort (page 500 of
// "sale, Antalya, price asc" at 1M: docs/SCALING.md).
test('a deep price-sorted page is index-only, with no sort step', { skip: enabled ? false : 'PostgreSQL only (set TEST_DATABASE_URL, or EXPLAIN_TEST=1 for PGlite)' }, async () => {
  const antalya = Number((await database.execute(`select id from regions where slug = 'antalya'`)).rows[0]?.id);
  for (const order of ['l.price_try asc, l.id asc', 'l.price_try desc, l.id desc']) {
    const res = await database.execute(
      `explain (format json) select l.id from listings l where l.status = 'active' and l.deal_type = 'sale' and l.region_id = $1
       order by ${order} limit 20 offset 980`,
      [antalya],
    );
    const plan = res.rows[0]?.['QUERY PLAN'];
    const nodes = planNodes(typeof plan === 'string' ? JSON.parse(plan) : plan);
    assert.ok(nodes.includes('Index Only Scan'), `${order}: ${nodes.join(' > ')}`);
    assert.ok(!nodes.some((n) => n.endsWith('Sort')), `${order}: ${nodes.join(' > ')}`);
  }
});
