import { createEventBus, createRootStore, type CatalogPageData, type InitialPage, type RootStore } from '@realty/shared';
import { mockApi } from '@realty/shared/testing';
import { cardFixture, catalogPageFixture, homePageFixture } from '../testing/fixtures';
import { CatalogStore } from './catalog.store';
import { HomeStore } from './home.store';

const URL_1 = '/en/real-estate/sale/antalya-alanya';
const root = (initial?: InitialPage): RootStore => createRootStore({ lang: 'en', bus: createEventBus(), initialPage: initial ?? null });

describe('CatalogStore', () => {
  it('takes the inlined page reply once, for its URL only; then fetches one page reply per URL', async () => {
    const first = catalogPageFixture();
    const second = catalogPageFixture({ seo: { ...first.seo, h1: 'Page 2' }, list: { ...first.list, data: [cardFixture(9)] } });
    const { calls } = mockApi(({ path }) => (path === '/en/api/pages/real-estate/sale/antalya-alanya' ? { data: { route: 'catalog', data: second } } : undefined));
    const store = new CatalogStore(root({ route: 'catalog', url: URL_1, data: first }));
    expect(store.hydrate('catalog', '/en/real-estate/rent')).toBe(false);
    expect(store.hydrate('catalog', URL_1)).toBe(true);
    expect(store.items.map((card) => card.id)).toEqual([1, 2, 3]);
    expect(await store.show('catalog', URL_1)).toBe(false); // already on screen
    expect(calls).toEqual([]);
    // A later visit of the same URL (after another page) fetches: the inlined reply is handed out once.
    store.url = null;
    expect(await store.show('catalog', URL_1)).toBe(true);
    expect(calls.map((call) => call.path)).toEqual(['/en/api/pages/real-estate/sale/antalya-alanya']);
    expect(store.data?.seo.h1).toBe('Page 2');
    expect(store.status).toBe('ready');
  });

  it('loading is on during the request; the filter store follows the reply; 404 is notFound; errors keep the list and toast', async () => {
    let answer: { status?: number; data?: unknown } = { data: { route: 'catalog', data: catalogPageFixture() } };
    mockApi(() => answer);
    const rootStore = root();
    const store = new CatalogStore(rootStore);
    const loading = store.show('catalog', URL_1);
    expect(store.loading).toBe(true);
    await loading;
    expect(store.loading).toBe(false);
    expect(rootStore.filter.current).toEqual({ dealType: 'sale', region: 'antalya', city: 'alanya', sort: 'newest', page: 1 });
    expect(rootStore.filter.options.cities).toEqual([{ code: 'alanya', title: 'Alanya' }]);
    answer = { status: 404, data: { message: 'This page could not be found' } };
    await store.show('catalog', '/en/real-estate/sale/atlantis');
    expect(store.status).toBe('notFound');
    expect(store.items).toEqual([]);
    answer = { status: 503, data: { message: 'Server Error' } };
    await store.show('catalog', '/en/real-estate/rent');
    expect(store.status).toBe('error');
    expect(rootStore.ui.toasts.map((toast) => toast.message)).toEqual(['Server Error']);
  });

  it('show more appends the next page (without duplicates) with the same filter', async () => {
    const data: CatalogPageData = catalogPageFixture();
    const { calls } = mockApi(({ path, params }) =>
      path === '/en/api/realty'
        ? { data: { data: [cardFixture(3), cardFixture(4), cardFixture(5)], meta: { current_page: Number(params.page), last_page: 3, total: 45, per_page: 20 } } }
        : undefined,
    );
    const store = new CatalogStore(root({ route: 'catalog', url: URL_1, data }));
    store.hydrate('catalog', URL_1);
    expect(store.hasMore).toBe(true);
    await store.loadMore();
    expect(calls[0]).toMatchObject({ path: '/en/api/realty', params: { dealType: 'sale', region: 'antalya', city: 'alanya', page: 2 } });
    expect(store.items.map((card) => card.id)).toEqual([1, 2, 3, 4, 5]);
    expect(store.meta?.current_page).toBe(2);
    expect(store.appending).toBe(false);
  });

  it('a promoted listing is shown once: in the strip, not again in the results of page 1 or of "show more"', async () => {
    const base = catalogPageFixture();
    const data: CatalogPageData = { ...base, list: { ...base.list, promoted: [cardFixture(2), cardFixture(4)] } };
    mockApi(({ path }) =>
      path === '/en/api/realty' ? { data: { data: [cardFixture(4), cardFixture(5)], meta: { current_page: 2, last_page: 3, total: 45, per_page: 20 } } } : undefined,
    );
    const store = new CatalogStore(root({ route: 'catalog', url: URL_1, data }));
    store.hydrate('catalog', URL_1);
    expect(store.items.map((card) => card.id)).toEqual([1, 3]);
    expect(store.data?.list.promoted?.map((card) => card.id)).toEqual([2, 4]);
    await store.loadMore();
    expect(store.items.map((card) => card.id)).toEqual([1, 3, 5]);
    // the page total and paging are the search's own
    expect(store.meta).toEqual({ current_page: 2, last_page: 3, total: 45, per_page: 20 });
  });
});

describe('HomeStore', () => {
  it('keeps separate sale and rent selections; a region change clears the district', () => {
    const store = new HomeStore(root());
    store.change({ region: 'antalya', city: 'alanya', rooms: ['2+1'] });
    store.setDealType('rent');
    expect(store.selection).toEqual({ dealType: 'rent', sort: 'newest', page: 1 });
    store.change({ region: 'mersin' });
    store.setDealType('sale');
    expect(store.selection).toMatchObject({ region: 'antalya', city: 'alanya', rooms: ['2+1'] });
    store.change({ region: 'istanbul' });
    expect(store.selection.city).toBeUndefined();
    expect(store.selection.rooms).toEqual(['2+1']);
  });

  it('paints from the inlined reply; a language switch fetches that language', async () => {
    const { calls } = mockApi(({ path }) => (path === '/ru/api/pages' ? { data: { route: 'home', data: homePageFixture() } } : undefined));
    const store = new HomeStore(root({ route: 'home', url: '/en', data: homePageFixture() }));
    expect(store.hydrate('en')).toBe(true);
    await store.show('en');
    expect(calls).toEqual([]);
    await store.show('ru');
    expect(calls.map((call) => call.path)).toEqual(['/ru/api/pages']);
    expect(store.lang).toBe('ru');
    expect(store.data?.counts.sale).toBe(1649);
  });
});
