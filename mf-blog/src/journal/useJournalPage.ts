import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDomainStore, useRetryWhenOnline, type PageDataMap } from '@realty/shared';
import { BlogStore, type BlogStatus, type JournalRoute } from '../stores/blog.store';

/** A journal page's reply for the current URL: inlined on the first load, one request on every later visit. */
export function useJournalPage<R extends JournalRoute>(route: R): { data: PageDataMap[R] | null; status: BlogStatus; url: string; retry: () => void } {
  const { pathname, search } = useLocation();
  const url = pathname + search;
  const store = useDomainStore('blog', (root) => new BlogStore(root));
  useState(() => store.hydrate(route, url));
  useEffect(() => {
    void store.show(route, url);
  }, [store, route, url]);
  const data = store.page(route, url);
  const status: BlogStatus = store.url === url && store.route === route ? store.status : 'loading';
  const retry = () => void store.show(route, url);
  // A page that failed to load (offline) loads again by itself when the connection returns.
  useRetryWhenOnline(status === 'error', retry);
  return { data, status, url, retry };
}
