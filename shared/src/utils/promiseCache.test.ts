import { createPromiseCache } from './promiseCache';

describe('promise cache', () => {
  it('shares one load per key and retries after a failure', async () => {
    const cache = createPromiseCache<number>();
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(7);
    await expect(cache.get('a', load)).rejects.toThrow('offline');
    const first = cache.get('a', load);
    expect(cache.get('a', load)).toBe(first);
    await expect(first).resolves.toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
    cache.forget('a');
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
