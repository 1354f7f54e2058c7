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
import { catalogShapes, seqScans } from './catalog-shapes';

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
