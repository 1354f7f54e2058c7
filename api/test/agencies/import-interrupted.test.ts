// Import runs left unfinished by a stopped process are failed as 'interrupted', and only those: a run beats
// (imports.heartbeat_at) while it goes, so an instance starting on PostgreSQL leaves another instance's running
// import alone, and the minute sweep fails one whose beat stopped; a pending run waits for its job on the queue and
// is failed only after a day. On embedded PGlite the starting process is the only one: every unfinished run was its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helper';
import { createTestDatabase } from '../db';
import { signUp } from '../accounts/helpers';
import { createRun, executeRun, failInterrupted } from '../../src/plugins/app/agencies/import-run';

test('interrupted imports: failed by a missing heartbeat, never while another instance runs them', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.close());
  const app = await build(t, { database });
  const owner = await signUp(app);
  const source = { userId: owner.user.id, agencyId: null, format: 'csv' as const, fullFeed: false };
  const status = async (id: number) => {
    const { rows } = await database.execute('SELECT status, error FROM imports WHERE id = $1', [id]);
    return `${String(rows[0]?.status)}/${String(rows[0]?.error)}`;
  };
  const run = async (state: 'pending' | 'running', heartbeatAgo: string | null, createdAgo = '0 seconds') => {
    const id = await createRun(database, source);
    await database.execute(
      `UPDATE imports SET status = $2::import_status, created_at = now() - $3::interval,
         heartbeat_at = CASE WHEN $4::text IS NULL THEN NULL ELSE now() - $4::interval END WHERE id = $1`,
      [id, state, createdAgo, heartbeatAgo],
    );
    return id;
  };

  await t.test('the sweep fails runs without a beat for a minute and runs whose job is lost; waiting and beating ones stay', async () => {
    const beating = await run('running', '5 seconds', '10 minutes');
    const silent = await run('running', '5 minutes', '10 minutes');
    const lost = await run('pending', null, '25 hours');
    const queued = await run('pending', null, '5 minutes');
    const justCreated = await run('pending', null);
    assert.deepEqual((await failInterrupted(database)).sort((x, y) => x - y), [silent, lost]);
    assert.equal(await status(silent), 'failed/interrupted');
    assert.equal(await status(lost), 'failed/interrupted');
    assert.equal(await status(beating), 'running/null');
    assert.equal(await status(queued), 'pending/null', 'waiting behind other runs on the queue');
    assert.equal(await status(justCreated), 'pending/null');
    await database.execute(`UPDATE imports SET status = 'done' WHERE id = ANY($1::int[])`, [[beating, queued, justCreated]]);
  });

  await t.test('an instance starting leaves another instance\'s running import alone (PostgreSQL); on PGlite it was its own', async () => {
    const elsewhere = await run('running', '2 seconds', '3 minutes');
    await build(t, { database });
    if (database.kind === 'postgres') assert.equal(await status(elsewhere), 'running/null');
    else assert.equal(await status(elsewhere), 'failed/interrupted');
    await database.execute(`UPDATE imports SET status = 'done' WHERE id = $1`, [elsewhere]);
  });

  await t.test('a run beats from its start', async () => {
    const id = await createRun(database, source);
    await executeRun(app.imports, id, source, async () => (async function* () {
      yield new TextEncoder().encode('external_id;deal_type\n');
    })());
    const { rows } = await database.execute('SELECT heartbeat_at, status FROM imports WHERE id = $1', [id]);
    assert.ok(rows[0]?.heartbeat_at, 'heartbeat_at set');
    assert.notEqual(rows[0]?.status, 'running');
  });
});
