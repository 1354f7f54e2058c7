import { act } from '@testing-library/react';
import { renderWithApp } from '../testing/renderWithApp';
import { useRetryWhenOnline } from './useRetryWhenOnline';

function Section({ failed, retry }: { failed: boolean; retry: () => void }) {
  useRetryWhenOnline(failed, retry);
  return <p>{failed ? 'failed' : 'ready'}</p>;
}

describe('useRetryWhenOnline', () => {
  it('retries a failed section once when the connection comes back', async () => {
    const retry = jest.fn();
    const { store } = await renderWithApp(<Section failed retry={retry} />);
    act(() => store.ui.setOnline(false));
    expect(retry).not.toHaveBeenCalled();
    act(() => store.ui.setOnline(true));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => store.ui.setOnline(true)); // no change: no second retry
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('leaves a section that did not fail alone', async () => {
    const retry = jest.fn();
    const { store } = await renderWithApp(<Section failed={false} retry={retry} />);
    act(() => store.ui.setOnline(false));
    act(() => store.ui.setOnline(true));
    expect(retry).not.toHaveBeenCalled();
  });

  it('stops listening when the section is gone', async () => {
    const retry = jest.fn();
    const { store, unmount } = await renderWithApp(<Section failed retry={retry} />);
    unmount();
    act(() => store.ui.setOnline(false));
    act(() => store.ui.setOnline(true));
    expect(retry).not.toHaveBeenCalled();
  });
});
