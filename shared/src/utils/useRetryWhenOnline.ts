import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useUiStore } from '../stores/context';

/**
 * A section or page that failed to load tries again by itself when the connection returns (the root store's `online`
 * going from false to true, set from the browser's online/offline events), as if the visitor pressed its Retry.
 * `failed` false: nothing to retry.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void): void {
  const ui = useUiStore();
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!failed) return undefined;
    return reaction(
      () => ui.online,
      (online, was) => {
        if (online && !was) latest.current();
      },
    );
  }, [ui, failed]);
}
