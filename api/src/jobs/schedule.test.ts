import assert from 'node:assert/strict';
import { test } from 'node:test';
import { schedule } from './schedule';

test('schedule runs after the initial delay, then every interval, until stopped', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
  let runs = 0;
  const stop = schedule(() => (runs += 1), 100, 1_000);
  t.mock.timers.tick(99);
  assert.equal(runs, 0);
  t.mock.timers.tick(1);
  assert.equal(runs, 1);
  t.mock.timers.tick(900);
  assert.equal(runs, 2);
  t.mock.timers.tick(1_000);
  assert.equal(runs, 3);
  stop();
  t.mock.timers.tick(5_000);
  assert.equal(runs, 3);
});
