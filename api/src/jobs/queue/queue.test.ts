// The job queue on the suite's database: pg-boss on PostgreSQL (TEST_DATABASE_URL), the in-process runner on PGlite.
// Two instances are two queues on one database (two pg-boss pools): only meaningful on PostgreSQL, since PGlite is
// one process by construction.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { createJobQueue, type JobQueue } from './index';

const log = { warn: () => {} };

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function setup(t: TestContext): Promise<{ database: Database; queue: () => JobQueue }> {
  const database = await createTestDatabase();
  const queues: JobQueue[] = [];
  t.after(async () => {
    await Promise.all(queues.map((queue) => queue.stop(2_000)));
    await database.close();
  });
  return {
    database,
    queue: () => {
      const queue = createJobQueue(database, { log, pollingIntervalSeconds: 0.5 });
      queues.push(queue);
      return queue;
    },
  };
}

const twoInstances = (database: Database) => (database.kind === 'postgres' ? false : 'PGlite is one process: one instance by construction');

test('each job is claimed once across two instances', async (t) => {
  const { database, queue } = await setup(t);
  if (twoInstances(database)) return t.skip(String(twoInstances(database)));
  const runs = new Map<number, string[]>();
  const [a, b] = [queue(), queue()];
  for (const [instance, q] of [['a', a], ['b', b]] as const) {
    q.define<{ n: number }>('claim-test', async ({ n }) => {
      runs.set(n, [...(runs.get(n) ?? []), instance]);
      await sleep(20);
    });
  }
  await Promise.all([a.start(), b.start()]);
  for (let n = 0; n < 30; n += 1) await (n % 2 ? a : b).send('claim-test', { n });
  await until('30 jobs run', () => (runs.size === 30 ? true : undefined));
  await sleep(1_500); // a second claim of any job would land meanwhile
  assert.equal(runs.size, 30);
  for (const [n, by] of runs) assert.equal(by.length, 1, `job ${n} ran ${by.length} times (${by.join(', ')})`);
});

test('a schedule on two instances fires once per period', async (t) => {
  const { database, queue } = await setup(t);
  const instances = twoInstances(database) ? [queue()] : [queue(), queue()];
  const runs: number[] = [];
  const period = 3600;
  for (const q of instances) {
    q.define('schedule-test', async () => {
      runs.push(Date.now());
    });
    q.every('schedule-test', period);
  }
  const started = Date.now();
  await Promise.all(instances.map((q) => q.start()));
  await until('the first run', () => (runs.length ? true : undefined));
  // each instance offers the job every second (a quarter of the period, at least 1 s): several offers each
  await sleep(3_500);
  const slots = new Set([Math.floor(started / 1000 / period), Math.floor(Date.now() / 1000 / period)]).size;
  assert.equal(runs.length, slots, `${runs.length} runs over ${slots} period(s)`);
});

test('a failing job is retried with backoff, then kept as a dead letter that can be retried', async (t) => {
  const { queue } = await setup(t);
  const q = queue();
  const attempts: number[] = [];
  let healed = false;
  q.define<{ n: number }>(
    'flaky-test',
    async () => {
      attempts.push(Date.now());
      if (!healed) throw new Error('storage down');
    },
    { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
  );
  await q.start();
  const id = await q.send('flaky-test', { n: 7 });
  assert.ok(id);
  const [letter] = await until('the dead letter', async () => {
    const letters = await q.deadLetters(10);
    return letters.length ? letters : undefined;
  });
  assert.equal(attempts.length, 3, 'the first try and two retries');
  const [first = 0, second = 0, third = 0] = attempts;
  assert.ok(second - first >= 900, `first retry after ${second - first} ms`);
  assert.ok(third - second >= 1_900, `second retry after ${third - second} ms (doubled)`);
  assert.equal(letter?.id, id);
  assert.equal(letter?.queue, 'flaky-test');
  assert.equal(letter?.error, 'storage down');
  assert.deepEqual(letter?.data, { n: 7 });

  healed = true;
  assert.equal(await q.retry('flaky-test', id), true);
  await until('the retried job', () => (attempts.length === 4 ? true : undefined));
  await until('no dead letter left', async () => ((await q.deadLetters(10)).length === 0 ? true : undefined));
  assert.equal(await q.retry('flaky-test', id), false, 'no longer failed');
});

test('an instance that does not work jobs (RUN_JOBS=false) only sends them; a worker runs them', async (t) => {
  const { database, queue } = await setup(t);
  const api = queue();
  const ran: string[] = [];
  api.define('send-only-test', async () => {
    ran.push('api');
  });
  await api.send('send-only-test', {});
  await sleep(1_500);
  assert.equal(ran.length, 0, 'never started: nothing runs here');
  assert.equal((await api.check(1_000)).working, false);
  if (twoInstances(database)) return;
  const worker = queue();
  worker.define('send-only-test', async () => {
    ran.push('worker');
  });
  await worker.start();
  await until('the worker run', () => (ran.length ? true : undefined));
  assert.deepEqual(ran, ['worker']);
});
