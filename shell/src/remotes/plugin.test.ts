import { fetchWithRetry, remoteFailurePlugin, remoteOf, RemoteTimeoutError } from './plugin';
import { RemoteFallback } from './RemoteFallback';

const response = (status: number) => ({ status }) as Response;

describe('remote failure plugin', () => {
  it('retries network errors and 5xx, not 4xx', async () => {
    const flaky = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response(503)).mockResolvedValue(response(200));
    await expect(fetchWithRetry('/m.json', {}, flaky as unknown as typeof fetch, 0)).resolves.toMatchObject({ status: 200 });
    expect(flaky).toHaveBeenCalledTimes(3);
    const missing = jest.fn().mockResolvedValue(response(404));
    await expect(fetchWithRetry('/m.json', {}, missing as unknown as typeof fetch, 0)).resolves.toMatchObject({ status: 404 });
    expect(missing).toHaveBeenCalledTimes(1);
    const down = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('/m.json', {}, down as unknown as typeof fetch, 0)).rejects.toThrow('Failed to fetch');
    expect(down).toHaveBeenCalledTimes(3);
  });

  it('answers a failed remote load with the fallback module', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plugin = remoteFailurePlugin();
    const hook = plugin.errorLoadRemote as unknown as (args: object) => unknown;
    const result = (await hook({ id: 'mf_blog/JournalPage', error: new Error('RUNTIME-003'), lifecycle: 'onLoad', from: 'runtime' })) as {
      default: unknown;
    };
    expect(result.default).toBe(RemoteFallback);
    expect(await hook({ id: 'http://x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve', from: 'runtime' })).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('remote "blog" failed'), 'RUNTIME-003');
    warn.mockRestore();
    expect(remoteOf('mf_catalog/HomePage')).toBe('catalog');
  });
});

describe('remote load timeout', () => {
  afterEach(() => jest.useRealTimers());

  it('aborts a manifest request that never answers and starts no retry after the deadline', async () => {
    jest.useFakeTimers();
    const hanging = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const result = fetchWithRetry('/remotes/mf-blog/mf-manifest.json', {}, hanging as unknown as typeof fetch, 300, 8000);
    const settled = expect(result).rejects.toThrow(new RemoteTimeoutError('/remotes/mf-blog/mf-manifest.json', 8000));
    await jest.advanceTimersByTimeAsync(7999);
    expect(hanging).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2000);
    await settled;
    expect(hanging).toHaveBeenCalledTimes(1);
  });

  it('gives a remote entry script the configured timeout, and leaves scripts with attributes alone', () => {
    const plugin = remoteFailurePlugin({ timeoutMs: 5000 });
    const hook = plugin.createScript as unknown as (args: { url: string; attrs?: Record<string, unknown> }) => unknown;
    expect(hook({ url: '/remotes/mf-blog/remoteEntry.js', attrs: {} })).toEqual({ timeout: 5000 });
    expect(hook({ url: '/x.js', attrs: { fetchpriority: 'low' } })).toBeUndefined();
  });
});
