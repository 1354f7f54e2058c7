import { isChunkLoadError, reloadForChunkError } from './chunkLoadError';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('chunk load errors', () => {
  it('recognises webpack and browser chunk failures only', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const storage = memory();
    const reload = jest.fn();
    const error = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(reloadForChunkError(error, { now: () => 100_000, storage, reload })).toBe(true);
    expect(reloadForChunkError(error, { now: () => 130_000, storage, reload })).toBe(false);
    expect(reloadForChunkError(error, { now: () => 161_000, storage, reload })).toBe(true);
    expect(reloadForChunkError(new Error('other'), { now: () => 999_000, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
