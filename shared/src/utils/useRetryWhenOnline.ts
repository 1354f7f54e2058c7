import { useEffect, useRef } from 'react';

/**
 * A section or page that failed to load tries again by itself when the connection returns (the browser's `online`
 * event, the one the shell also sets `ui.online` from), as if the visitor pressed its Retry. `failed` false: nothing to
 * retry.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!failed) return undefined;
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);
}
