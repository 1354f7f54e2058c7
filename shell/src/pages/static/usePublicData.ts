import { useEffect, useState } from 'react';
import { getApiClient } from '@realty/shared';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** GET a public endpoint ({ data }) once per path. */
export function usePublicData<T>(path: string): Loaded<T> {
  const [value, setValue] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setValue({ state: 'loading' });
    getApiClient()
      .get<{ data: T }>(path)
      .then(
        (reply) => live && setValue({ state: 'ready', data: reply.data }),
        (error: unknown) => {
          console.warn(`[realty] ${path} failed`, error);
          if (live) setValue({ state: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [path]);
  return value;
}
