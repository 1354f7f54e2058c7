import { act, render } from '@testing-library/react';
import { useRetryWhenOnline } from './useRetryWhenOnline';

function Section({ failed, retry }: { failed: boolean; retry: () => void }) {
  useRetryWhenOnline(failed, retry);
  return <p>{failed ? 'failed' : 'ready'}</p>;
}

const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('useRetryWhenOnline', () => {
  it('retries a failed section when the connection comes back', () => {
    const retry = jest.fn();
    render(<Section failed retry={retry} />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(retry).not.toHaveBeenCalled();
    goOnline();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('leaves a section that did not fail alone', () => {
    const retry = jest.fn();
    render(<Section failed={false} retry={retry} />);
    goOnline();
    expect(retry).not.toHaveBeenCalled();
  });

  it('stops listening once the section loaded or is gone', () => {
    const retry = jest.fn();
    const { rerender, unmount } = render(<Section failed retry={retry} />);
    rerender(<Section failed={false} retry={retry} />);
    goOnline();
    expect(retry).not.toHaveBeenCalled();
    rerender(<Section failed retry={retry} />);
    unmount();
    goOnline();
    expect(retry).not.toHaveBeenCalled();
  });
});
