import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './useLoad';

describe('useLoad', () => {
  it('loads on mount and again when the key changes, keeping the previous data meanwhile', async () => {
    const load = jest.fn((key: string) => Promise.resolve(`data of ${key}`));
    const { result, rerender } = renderHook(({ key }) => useLoad(() => load(key), key), { initialProps: { key: 'a' } });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('data of a'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ loading: true, data: 'data of a' });
    await waitFor(() => expect(result.current.data).toBe('data of b'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts from the inlined data of the first key without asking for it; a later key or a reload asks', async () => {
    const load = jest.fn((key: string) => Promise.resolve(`loaded ${key}`));
    const { result, rerender } = renderHook(({ key }) => useLoad(() => load(key), key, 'inlined'), { initialProps: { key: 'a' } });
    expect(result.current).toMatchObject({ loading: false, data: 'inlined', error: false });
    await act(async () => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.data).toBe('loaded b'));
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
