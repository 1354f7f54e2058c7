// Read replicas (DATABASE_READ_URLS) against a real streaming replica that the test makes from Debian's PostgreSQL
// binaries (test/support/pg-replica.ts) on ports 55430-55431. Proof that the replica answers: its WAL replay is
// paused (pg_wal_replay_pause) and a change committed on the primary is then visible only on the primary.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig, type Config } from '../../src/config';
import { migrate, openDatabase, openPglite, wrapPglite, type Database } from '../../src/db/client';
import { formatLsn, parseLsn } from '../../src/db/replicas';
import { WAL_COOKIE } from '../../src/plugins/app/read-replicas';
import { journalFeedPath } from '../../src/plugins/app/journal/journal-page';
import { build, CookieJar, testConfig } from '../helper';
import { insertListing, signUp, withCsrf, xsrf } from '../accounts/helpers';
import { REAL_REDIS_URL, redisAvailable } from '../support/flaky-redis';
import { replicaSkipReason, seedSmall, startReplicaPair, type ReplicaPair } from '../support/pg-replica';

const PRIMARY_PORT = 55430;
const REPLICA_PORT = 55431;

test('WAL positions: PostgreSQL text form to bytes and back', () => {
  assert.equal(parseLsn('0/0'), 0n);
  assert.equal(parseLsn('16/B374D848'), (0x16n << 32n) + 0xb374d848n);
  assert.equal(formatLsn(parseLsn('16/B374D848') as bigint), '16/B374D848');
  for (const bad of ['', '16', '16/', 'x/1', '1/2/3', '123456789/1']) assert.equal(parseLsn(bad), null, bad);
});

test('DATABASE_READ_URLS needs DATABASE_URL and postgres URLs', () => {
  assert.throws(() => loadConfig({ DATABASE_READ_URLS: 'postgres://r@127.0.0.1/x' }), (error: unknown) => error instanceof ConfigError && /DATABASE_READ_URLS: needs DATABASE_URL/.test(error.message));
  assert.throws(() => loadConfig({ DATABASE_URL: 'postgres://p@127.0.0.1/x', DATABASE_READ_URLS: 'mysql://r@h/x' }), /DATABASE_READ_URLS: must be postgres/);
  const config = loadConfig({ DATABASE_URL: 'postgres://p@127.0.0.1/x', DATABASE_READ_URLS: 'postgres://r1@10.0.0.2/x, postgres://r2@10.0.0.3/x' });
  assert.deepEqual(config.databaseReadUrls, ['postgres://r1@10.0.0.2/x', 'postgres://r2@10.0.0.3/x']);
  assert.equal(config.databaseReadMaxLagMs, 5000);
});

test('an embedded PGlite database ignores DATABASE_READ_URLS with a log line', async () => {
  const database = wrapPglite(await openPglite('memory://'));
  await migrate(database);
  const tmp = await mkdtemp(path.join(tmpdir(), 'realty-replica-pglite-'));
  const lines: string[] = [];
  const logStream = new Writable({ write: (chunk: Buffer, _encoding, done) => void (lines.push(chunk.toString()), done()) });
  // The configuration is checked with DATABASE_URL set; the app is then given the PGlite database itself.
  const config = { ...testConfig(tmp, { DATABASE_URL: 'postgres://p@127.0.0.1:1/x', DATABASE_READ_URLS: 'postgres://r@127.0.0.1:1/x' }), logLevel: 'warn' as const };
  const app = await buildApp({ config, database, logStream });
  try {
    await app.ready();
    assert.equal(app.readReplicas, null);
    assert.equal(app.readDatabase, app.database);
    assert.ok(lines.some((line) => line.includes('DATABASE_READ_URLS ignored')), lines.join(''));
  } finally {
    await app.close();
    await database.close();
    await rm(tmp, { recursive: true, force: true });
  }
});

// The pair is a PostgreSQL primary and replica of the test's own, whatever the pass: it runs once, in the PGlite pass
// (the PostgreSQL pass sets TEST_DATABASE_URL). In CI missing binaries are a failure (.ci/run installs them).
const missing = replicaSkipReason();
if (missing && process.env.CI) throw new Error(`read replica tests: ${missing}`);
const skip = missing ?? (process.env.TEST_DATABASE_URL ? 'runs once, in the PGlite pass: it makes its own PostgreSQL primary and replica' : undefined);

describe(skip ? `read replicas on a streaming replica (skipped: ${skip})` : 'read replicas on a streaming replica', { skip }, () => {
  let pair: ReplicaPair;
  let primary: Database;
  let listingId: number;

  const open = (replyCacheTtl = 0, config: Partial<Config> = {}): Promise<FastifyInstance> =>
    build(undefined, {
      database: primary,
      env: { DATABASE_URL: pair.primaryUrl, DATABASE_READ_URLS: pair.replicaUrl, DATABASE_READ_MAX_LAG_MS: '60000' },
      config: { replyCacheTtl, ...config },
    });
  const replicaServed = (app: FastifyInstance) => app.readReplicas?.status()[0]?.served ?? 0;
  const views = async (app: FastifyInstance, jar?: CookieJar) => {
    const res = jar ? await jar.inject({ url: `/en/api/realty/${listingId}` }) : await app.inject({ url: `/en/api/realty/${listingId}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { views: number } }>().data.views;
  };
  /** The replica has replayed everything and the router has seen it (it reads the positions every 500 ms). */
  const settled = async (app: FastifyInstance) => {
    await pair.resumeReplay();
    await pair.caughtUp();
    const lsn = await app.readReplicas?.primaryLsn();
    for (let i = 0; i < 100; i++) {
      const replica = app.readReplicas?.status()[0];
      if (replica?.healthy && replica.replayLsn !== null && lsn !== undefined && replica.replayLsn >= lsn) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.fail('the router never saw the replica catch up');
  };
  /** Runs `steps` on an app opened on the settled pair; closes it and resumes the replica's replay whatever happens. */
  const onSettled = async (opening: Promise<FastifyInstance>, steps: (app: FastifyInstance) => Promise<void>) => {
    const app = await opening;
    try {
      await settled(app);
      await steps(app);
    } finally {
      await app.close();
      await pair.resumeReplay();
    }
  };

  before(async () => {
    pair = await startReplicaPair({ primaryPort: PRIMARY_PORT, replicaPort: REPLICA_PORT, prepare: (url) => seedSmall(url) });
    primary = await openDatabase({ url: pair.primaryUrl });
    listingId = Number((await primary.execute(`SELECT id FROM listings WHERE status = 'active' ORDER BY id LIMIT 1`)).rows[0]?.id);
  });
  after(async () => {
    await primary?.close();
    await pair?.close();
  });

  test('public catalogue, listing and journal reads are answered by the replica', () =>
    onSettled(open(0, { metrics: true }), async (app) => {
      const before = await views(app);
      await pair.pauseReplay();
      await primary.execute('UPDATE listings SET views = views + 1000 WHERE id = $1', [listingId]);
      const served = replicaServed(app);
      // Without a write of its own, a visitor reads the replica: the change is not there yet.
      assert.equal(await views(app), before);
      assert.equal((await app.inject({ url: '/en/api/realty?dealType=sale' })).statusCode, 200);
      assert.equal((await app.inject({ url: '/en/api/blog' })).statusCode, 200);
      assert.equal((await app.inject({ url: journalFeedPath('en') })).statusCode, 200);
      assert.ok(replicaServed(app) > served + 3, `replica served ${replicaServed(app) - served} statements`);
      const metrics = (await app.inject({ url: '/metrics' })).body;
      assert.match(metrics, new RegExp(`realty_db_replica_up\\{replica="127\\.0\\.0\\.1:${REPLICA_PORT}/realty"\\} 1`));
      const onReplica = new RegExp(`realty_db_public_reads_total\\{target="127\\.0\\.0\\.1:${REPLICA_PORT}/realty"\\} (\\d+)`).exec(metrics);
      assert.equal(Number(onReplica?.[1]), replicaServed(app), metrics);
      // Replay resumed: the replica shows it.
      await settled(app);
      assert.equal(await views(app), before + 1000);
    }));

  test("a browser's reads after its own write see it while the replica's replay is paused", () =>
    onSettled(open(), async (app) => {
      const before = await views(app);
      await pair.pauseReplay();
      const jar = await withCsrf(new CookieJar(app));
      const counted = await jar.inject({ method: 'POST', url: `/en/api/realty/${listingId}/view`, headers: xsrf(jar) });
      assert.equal(counted.statusCode, 200, counted.body);
      assert.equal(counted.json<{ data: { views: number } }>().data.views, before + 1);
      assert.ok(parseLsn(jar.get(WAL_COOKIE)) !== null, 'the write set the WAL position cookie');
      // Its own next reads: the new count (the replica has not replayed the write: the primary answers).
      assert.equal(await views(app, jar), before + 1);
      assert.equal(await views(app, jar), before + 1);
      // Another visitor: the replica's older count.
      assert.equal(await views(app), before);

      // A signed-in user's own data reads the primary, whatever the replica has.
      const alice = await signUp(app);
      const own = await insertListing(app, alice.user.id);
      const mine = await alice.jar.inject({ url: `/en/api/realty?user_id=${alice.user.id}` });
      assert.equal(mine.statusCode, 200, mine.body);
      assert.deepEqual(mine.json<{ data: { id: number }[] }>().data.map((card) => card.id), [own]);
      // ...while the public page of that listing is not on the replica yet.
      assert.equal((await app.inject({ url: `/en/api/realty/${own}` })).statusCode, 404);
      await settled(app);
      assert.equal((await app.inject({ url: `/en/api/realty/${own}` })).statusCode, 200);
    }));

  test('after a purge the reply cache never keeps a reply read on a replica that lags behind it', () =>
    onSettled(open(60), async (app) => {
      const before = await views(app);
      assert.equal(await views(app), before); // kept
      await pair.pauseReplay();
      await primary.execute('UPDATE listings SET views = views + 7 WHERE id = $1', [listingId]);
      await app.replyCache.invalidate(); // what every listing write does
      // A visitor without any cookie: the rebuild reads the primary, since the replica has not reached the purge.
      const first = await app.inject({ url: `/en/api/realty/${listingId}` });
      assert.equal(first.headers['x-reply-cache'], 'miss');
      assert.equal(first.json<{ data: { views: number } }>().data.views, before + 7);
      const second = await app.inject({ url: `/en/api/realty/${listingId}` });
      assert.equal(second.headers['x-reply-cache'], 'hit');
      assert.equal(second.json<{ data: { views: number } }>().data.views, before + 7);
    }));

  test("with Redis, a purge on one instance keeps another from caching a lagging replica's reply", async (t) => {
    if (!(await redisAvailable())) return t.skip(`no Redis at ${REAL_REDIS_URL}`);
    const redisUrl = new URL(REAL_REDIS_URL);
    redisUrl.pathname = '/7'; // a database of its own: the cache keys name this cluster's listing ids
    const one = await open(60, { redisUrl: redisUrl.toString() });
    const two = await open(60, { redisUrl: redisUrl.toString() });
    try {
      await one.replyCache.invalidate();
      await settled(two);
      const before = await views(two);
      assert.equal(await views(two), before); // kept in Redis
      await pair.pauseReplay();
      await primary.execute('UPDATE listings SET views = views + 5 WHERE id = $1', [listingId]);
      await one.replyCache.invalidate(); // the write went through instance one
      const rebuilt = await two.inject({ url: `/en/api/realty/${listingId}` });
      assert.equal(rebuilt.headers['x-reply-cache'], 'miss');
      assert.equal(rebuilt.json<{ data: { views: number } }>().data.views, before + 5);
      assert.equal(await views(one), before + 5); // the copy two kept, through Redis
    } finally {
      await one.close();
      await two.close();
      await pair.resumeReplay();
    }
  });

  test('the replica down: reads go to the primary without errors, and back to the replica when it returns', async () => {
    const app = await open();
    try {
      await settled(app);
      pair.stopReplica();
      await primary.execute('UPDATE listings SET views = views + 3 WHERE id = $1', [listingId]);
      const expected = Number((await primary.execute('SELECT views FROM listings WHERE id = $1', [listingId])).rows[0]?.views);
      for (const url of [`/en/api/realty/${listingId}`, '/en/api/realty?dealType=sale', '/en/api/blog', '/en/api/index/new-listings']) {
        const res = await app.inject({ url });
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      }
      assert.equal(await views(app), expected);
      assert.equal(app.readReplicas?.status()[0]?.healthy, false);
      pair.startReplica();
      await settled(app);
      const served = replicaServed(app);
      assert.equal(await views(app), expected);
      assert.ok(replicaServed(app) > served, 'the replica answers again');
    } finally {
      await app.close();
    }
  });
});
