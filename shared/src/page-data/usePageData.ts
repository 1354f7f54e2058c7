import { useEffect, useState } from 'react';
import { getApiClient, isApiError } from '../api/client';
import type { PageDataMap, PageRoute } from '../schemas/pages';
import { fetchPageData } from './initial-data';
import { useInitialPage } from './useInitialPage';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'notFound' } | { state: 'ready'; data: T };

/**
 * A simple page's reply without a domain store: the inlined reply on the first render (no request), else one request
 * per URL; a 404 reply is 'notFound' (the page shows the not-found page), any other failure is logged and 'failed'.
 */
export function usePageData<R extends PageRoute>(route: R, url: string): Loaded<PageDataMap[R]> {
  const initial = useInitialPage(route, url);
  const [state, setState] = useState<{ url: string; value: Loaded<PageDataMap[R]> }>(() => ({
    url,
    value: initial ? { state: 'ready', data: initial } : { state: 'loading' },
  }));
  const have = state.url === url && state.value.state !== 'loading';
  useEffect(() => {
    if (have) return;
    let live = true;
    fetchPageData<R>(getApiClient(), url).then(
      (reply) => live && setState({ url, value: { state: 'ready', data: reply.data } }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) {
          if (live) setState({ url, value: { state: 'notFound' } });
          return;
        }
        console.warn(`[realty] page data of ${url} failed`, error);
        if (live) setState({ url, value: { state: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [route, url, have]);
  return state.url === url ? state.value : { state: 'loading' };
}
