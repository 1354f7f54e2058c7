import { useCallback, useEffect, useRef } from 'react';
import { fetchCsrfCookie, getApiClient } from '@realty/shared';

/**
 * Opening a sign-in or registration form fetches the CSRF cookie first (PRODUCT.md §4); submitting waits for it and
 * tries once more if it failed (the submit itself then reports a network error if the server is unreachable).
 */
export function useCsrf(): () => Promise<void> {
  const pending = useRef<Promise<boolean> | null>(null);
  const fetchToken = useCallback(() => {
    pending.current = fetchCsrfCookie(getApiClient()).then(
      () => true,
      () => false,
    );
    return pending.current;
  }, []);
  useEffect(() => {
    void fetchToken();
  }, [fetchToken]);
  return useCallback(async () => {
    const ok = await (pending.current ?? fetchToken());
    if (!ok) await fetchToken();
  }, [fetchToken]);
}

/** A same-site path to go to after sign-in ('/en/profile'), never another origin. */
export const safeRedirect = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
