import { deferred } from '../testing/deferred';
import { LatestRequest } from './latest-request';

it('applies only the latest request’s reply or failure', async () => {
  const requests = new LatestRequest();
  const applied: string[] = [];
  const failed: unknown[] = [];
  const first = deferred<string>();
  const second = deferred<string>();
  const a = requests.run(() => first.promise, (v) => applied.push(v), (e) => failed.push(e));
  const before = requests.current;
  const b = requests.run(() => second.promise, (v) => applied.push(v), (e) => failed.push(e));
  expect(requests.current).toBe(before + 1);
  second.resolve('second');
  first.reject(new Error('stale'));
  await Promise.all([a, b]);
  expect(applied).toEqual(['second']);
  expect(failed).toEqual([]);

  const third = deferred<string>();
  const c = requests.run(() => third.promise, (v) => applied.push(v), (e) => failed.push(e));
  third.reject(new Error('down'));
  await c;
  expect(failed).toEqual([new Error('down')]);
});
