import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadState<T> {
  data: T | null;
  error: boolean;
  loading: boolean;
  reload(): void;
  set(update: (data: T) => T): void;
}

/**
 * Data of a signed-in page: loaded on mount and when `key` changes; the reply of an older key is ignored. While a new
 * key loads, the previous data stays on screen. `initial` is the first key's data when the server inlined it into
 * the page (never shared: a signed-in page is not cached): it is on screen at once and not asked for again.
 */
export function useLoad<T>(load: () => Promise<T>, key: string, initial?: T | null): LoadState<T> {
  const [nonce, setNonce] = useState(0);
  const current = `${key}#${nonce}`;
  const [state, setState] = useState<{ key: string | null; data: T | null; error: boolean }>(() =>
    initial ? { key: current, data: initial, error: false } : { key: null, data: null, error: false },
  );
  const inlined = useRef(Boolean(initial));
  useEffect(() => {
    if (inlined.current) {
      inlined.current = false;
      return;
    }
    let live = true;
    load().then(
      (data) => live && setState({ key: current, data, error: false }),
      () => live && setState((s) => ({ ...s, key: current, error: true })),
    );
    return () => {
      live = false;
    };
    // `load` is a new function on every render; `current` says when it loads something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const set = useCallback((update: (data: T) => T) => setState((s) => (s.data === null ? s : { ...s, data: update(s.data) })), []);
  return { data: state.data, error: state.error && state.key === current, loading: state.key !== current, reload, set };
}
