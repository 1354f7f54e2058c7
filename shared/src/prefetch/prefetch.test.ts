import { fetchPageData, pageApiPath } from '../page-data';
import { cardFixture } from '../testing/fixtures';
import { mockApi } from '../testing/mockApi';
import { cardFor, PREFETCH_MAX_AGE_MS, prefetchPageData, rememberCard, takePrefetchedPage } from './index';

const url = '/en/real-estate/ad/7';

describe('page replies prefetched on navigation intent', () => {
  afterEach(() => void takePrefetchedPage(url));

  it('answers the page with the reply fetched on hover: one request for hover and click', async () => {
    const { api, calls } = mockApi(() => ({ data: { route: 'listing', data: { id: 7 } } }));
    prefetchPageData(api, url, pageApiPath(url));
    prefetchPageData(api, url, pageApiPath(url)); // a second hover while it is on its way
    await expect(fetchPageData(api, url)).resolves.toEqual({ route: 'listing', data: { id: 7 } });
    expect(calls.map((call) => call.path)).toEqual(['/en/api/pages/real-estate/ad/7']);
    // Taken once: the next visit asks the server again.
    await fetchPageData(api, url);
    expect(calls).toHaveLength(2);
  });

  it('asks again when the prefetch failed, and ignores a stale one', async () => {
    let fail = true;
    const { api, calls } = mockApi(() => (fail ? { status: 500, data: { message: 'down' } } : { data: { route: 'listing', data: { id: 7 } } }));
    prefetchPageData(api, url, pageApiPath(url));
    const prefetched = takePrefetchedPage(url);
    await expect(prefetched).rejects.toBeTruthy();
    prefetchPageData(api, url, pageApiPath(url));
    fail = false;
    await expect(fetchPageData(api, url)).resolves.toEqual({ route: 'listing', data: { id: 7 } });
    expect(calls).toHaveLength(3);

    prefetchPageData(api, url, pageApiPath(url), Date.now() - PREFETCH_MAX_AGE_MS - 1);
    expect(takePrefetchedPage(url)).toBeNull();
  });

  it('remembers the card being opened, by its path', () => {
    const card = cardFixture(7);
    rememberCard(cardFixture(6));
    rememberCard(card);
    expect(cardFor('/en/real-estate/ad/7?from=card')).toBe(card);
    expect(cardFor('/en/real-estate/ad/6')).toBeNull();
  });
});
