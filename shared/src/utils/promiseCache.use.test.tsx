import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createPromiseCache } from './promiseCache';

function Value({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

describe('promise cache and React use()', () => {
  it('marks a settled load as React reads it, so a render after it does not suspend', async () => {
    const cache = createPromiseCache<string>();
    const loaded = cache.get('form', () => Promise.resolve('the form'));
    await loaded;
    expect(loaded).toMatchObject({ status: 'fulfilled', value: 'the form' });
    // Rendered outside act's batching on purpose: the first render commits what use() read, no fallback in between.
    render(
      <Suspense fallback={<p>loading</p>}>
        <Value promise={cache.get('form', () => Promise.resolve('another'))} />
      </Suspense>,
    );
    expect(screen.getByText('the form')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('marks a failed load as rejected and forgets it', async () => {
    const cache = createPromiseCache<string>();
    const failed = cache.get('form', () => Promise.reject(new Error('offline')));
    await act(() => failed.catch(() => undefined));
    expect(failed).toMatchObject({ status: 'rejected' });
    expect(cache.get('form', () => Promise.resolve('again'))).not.toBe(failed);
  });
});
