// Live events across instances: two apps on the same Redis (127.0.0.1:6379 or TEST_REDIS_URL); an event published on
// A reaches a subscriber (and an open stream) on B. Redis down: publish still delivers on its own instance.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LiveEvent } from '@realty/shared/contracts/messages';
import { build } from '../helper';
import { redisAvailable } from '../support/flaky-redis';
import { RedisLiveHub } from '../../src/plugins/app/live/index';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/14';

test('an event published on instance A reaches a subscriber on instance B through Redis', async (t) => {
  if (!(await redisAvailable(redisUrl))) return t.skip(`no Redis at ${redisUrl}`);
  const a = await build(t, { env: { REDIS_URL: redisUrl } });
  const b = await build(t, { env: { REDIS_URL: redisUrl } });
  assert.ok(a.live instanceof RedisLiveHub && b.live instanceof RedisLiveHub);
  await Promise.all([(a.live as RedisLiveHub).start(), (b.live as RedisLiveHub).start()]);
  const onB: LiveEvent[] = [];
  const onA: LiveEvent[] = [];
  b.live.subscribe(42, (event) => onB.push(event));
  a.live.subscribe(42, (event) => onA.push(event));
  b.live.subscribe(43, () => assert.fail('user 43 was not addressed'));
  const event: LiveEvent = { type: 'read', conversation_id: 3, last_read_id: 11 };
  await a.live.publish([42], event);
  for (let i = 0; i < 100 && onB.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  assert.deepEqual(onB, [event]);
  assert.deepEqual(onA, [event], 'delivered once on the publishing instance (its own Redis echo is skipped)');
});

test('Redis down: publish logs and still delivers on its own instance', async () => {
  const failing = { publish: () => Promise.reject(new Error('Connection is closed.')) };
  const subscriber = { on: () => undefined, subscribe: () => new Promise(() => undefined) };
  const warnings: string[] = [];
  const hub = new RedisLiveHub(failing as never, subscriber as never, { warn: (_obj, msg) => warnings.push(msg) });
  const got: LiveEvent[] = [];
  hub.subscribe(1, (event) => got.push(event));
  await hub.publish([1], { type: 'unread', unread: 2 });
  assert.deepEqual(got, [{ type: 'unread', unread: 2 }]);
  assert.equal(warnings.length, 1);
});
