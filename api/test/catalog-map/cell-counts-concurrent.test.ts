// The map's pre-counted cells under concurrent writers (migration 0029): two transactions that change listings of the
// same zoom-14 cell, or of neighbouring cells under one zoom-10 cell, each count those cells again; without a lock
// the second counted on top of the first's fresh rows (a listing counted twice) or failed on the zoom-10 cell's key
// (the writer's save an error). The triggers now take one transaction lock before touching the cells, so the second
// waits for the first's commit and counts from it. Needs two connections: PostgreSQL only (PGlite has one).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type postgres from 'postgres';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from '../db';
import { assertCellsKept } from './cells';

const POSTGRES = !!process.env.TEST_DATABASE_URL;
const skip = POSTGRES ? false : 'PGlite has one connection: concurrent writers need PostgreSQL (TEST_DATABASE_URL)';

/** A database with listings at three points: two in one zoom-14 cell, one ~300 m east (same zoom-10 cell). */
async function seeded(): Promise<{ database: Database; ids: number[] }> {
  const database = await createTestDatabase();
  const owner = Number((await database.execute(`INSERT INTO users (name, lastname, email, password_hash) VALUES ('C', 'W', 'cw@example.test', 'x') RETURNING id`)).rows[0]?.id);
  const type = Number((await database.execute(`SELECT id FROM property_types WHERE slug = 'apartment'`)).rows[0]?.id);
  const place = (await database.execute(`SELECT id, region_id FROM cities ORDER BY id LIMIT 1`)).rows[0];
  const rows = await database.execute(
    `INSERT INTO listings (deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, price_try, area, rooms, lng, lat)
     SELECT 'sale', $1, 'active', $2, $3, $4, p, 'TRY', p, 80, '2+1', lng, 36.8851
     FROM (VALUES (30.70011, 1000000), (30.70012, 2000000), (30.70340, 3000000), (30.70341, 4000000)) v(lng, p)
     RETURNING id`,
    [type, owner, Number(place?.region_id), Number(place?.id)],
  );
  return { database, ids: rows.rows.map((row) => Number(row.id)) };
}

/** `first` runs its statement in an open transaction; `second` starts its own meanwhile; then both commit. */
async function overlapping(sql: postgres.Sql, first: string, second: string): Promise<void> {
  const a = await sql.reserve();
  const b = await sql.reserve();
  try {
    await a.unsafe('BEGIN');
    await a.unsafe(first);
    await b.unsafe('BEGIN');
    // The second waits (for the first's rows, or now for its lock) until the first commits.
    const waiting = b.unsafe(second).then(
      () => b.unsafe('COMMIT').then(() => null),
      (error: unknown) => b.unsafe('ROLLBACK').then(() => error),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await a.unsafe('COMMIT');
    const failed = await waiting;
    if (failed) throw failed;
  } finally {
    // back to the pool outside any transaction, whatever failed
    await Promise.all([a.unsafe('ROLLBACK').catch(() => undefined), b.unsafe('ROLLBACK').catch(() => undefined)]);
    a.release();
    b.release();
  }
}

describe('the counted cells with concurrent writers (PostgreSQL only: PGlite has one connection)', { skip }, () => {
  test('two repricings in one zoom-14 cell: each listing counted once, neither writer fails', async (t) => {
    const { database, ids } = await seeded();
    t.after(() => database.close());
    await assertCellsKept(database);
    await overlapping(database.sql!, `UPDATE listings SET price_try = 1500000 WHERE id = ${ids[0]}`, `UPDATE listings SET price_try = 2500000 WHERE id = ${ids[1]}`);
    await assertCellsKept(database);
  });

  test('edits in neighbouring zoom-14 cells of one zoom-10 cell: no duplicate zoom-10 row, both saved', async (t) => {
    const { database, ids } = await seeded();
    t.after(() => database.close());
    await overlapping(database.sql!, `UPDATE listings SET status = 'hidden' WHERE id = ${ids[0]}`, `UPDATE listings SET price_try = 3500000 WHERE id = ${ids[2]}`);
    await assertCellsKept(database);
    const saved = await database.execute(`SELECT status::text, price_try::text FROM listings WHERE id IN (${ids[0]}, ${ids[2]}) ORDER BY id`);
    assert.deepEqual(saved.rows, [{ status: 'hidden', price_try: '1000000' }, { status: 'active', price_try: '3500000' }]);
  });

  test('a new listing while a cell is counted again: counted once', async (t) => {
    const { database, ids } = await seeded();
    t.after(() => database.close());
    await overlapping(
      database.sql!,
      `UPDATE listings SET price_try = 1200000 WHERE id = ${ids[0]}`,
      `INSERT INTO listings (deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, price_try, area, rooms, lng, lat)
       SELECT deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, 900000, area, rooms, lng + 0.000001, lat FROM listings WHERE id = ${ids[1]}`,
    );
    await assertCellsKept(database);
  });

  test('a cell counted again while a new listing of a new room count is in it: counted once', async (t) => {
    const { database, ids } = await seeded();
    t.after(() => database.close());
    await overlapping(
      database.sql!,
      `INSERT INTO listings (deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, price_try, area, rooms, lng, lat)
       SELECT deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, 900000, area, '5+1', lng + 0.000001, lat FROM listings WHERE id = ${ids[1]}`,
      `UPDATE listings SET price_try = 1200000 WHERE id = ${ids[0]}`,
    );
    await assertCellsKept(database);
  });
});
