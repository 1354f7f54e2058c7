import { fetchPageData } from '@realty/shared';
import { mockApi } from '@realty/shared/testing';
import { installPreloadOnIntent, intentActions, preloadTargetOf } from './intent';
import { loadPageOnce } from './pageLoads';

jest.mock('./pageLoads', () => ({ loadPageOnce: jest.fn(() => Promise.resolve({ default: () => null })) }));

describe('preload on navigation intent', () => {
  const origin = 'http://localhost';

  it('maps a link to the remote page it opens, its route and URL', () => {
    expect(preloadTargetOf('/en/real-estate/ad/42?x=1', origin)).toEqual({
      remote: 'listing',
      page: './ListingPage',
      route: 'listing',
      url: '/en/real-estate/ad/42?x=1',
    });
    expect(preloadTargetOf('https://elsewhere.example/en/real-estate/ad/42', origin)).toBeNull();
  });

  it('loads each remote page once, and fetches the reply of each listing hovered, touched or focused on an active card', () => {
    document.body.innerHTML =
      '<article data-prefetch><a href="/en/real-estate/ad/42"><span id="inner">card</span></a><a id="other" href="/en/real-estate/ad/43">b</a></article>' +
      '<a id="catalog" href="/en/real-estate/sale">sale</a><a id="row" href="/en/real-estate/ad/44">a back-office row</a>';
    const actions = { page: jest.fn(), data: jest.fn(), popup: jest.fn() };
    const uninstall = installPreloadOnIntent(document, actions);
    document.getElementById('inner')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('other')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('catalog')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    document.getElementById('row')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(actions.page.mock.calls).toEqual([
      ['listing', './ListingPage'],
      ['catalog', './CatalogPage'],
    ]);
    // Only listings of active cards: a catalogue page's reply and a listing outside a card are not fetched on intent.
    expect(actions.data.mock.calls).toEqual([['/en/real-estate/ad/42'], ['/en/real-estate/ad/43']]);
    uninstall();
    document.getElementById('inner')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(actions.data).toHaveBeenCalledTimes(2);
  });

  it('loads the popup a control opens (data-popup) on its first hover, touch or focus, once per popup', () => {
    document.body.innerHTML =
      '<button id="filters" data-popup="filter"><span id="label">All filters</span></button><button id="money" data-popup="currency">EUR</button>' +
      '<a id="gated" href="/en/profile/add" data-popup="signIn">Add</a><button id="odd" data-popup="nonsense">?</button><button id="plain">x</button>';
    const actions = { page: jest.fn(), data: jest.fn(), popup: jest.fn() };
    const uninstall = installPreloadOnIntent(document, actions);
    document.getElementById('label')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('filters')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('money')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    document.getElementById('gated')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('odd')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('plain')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(actions.popup.mock.calls).toEqual([['filter'], ['currency'], ['signIn']]);
    // A gated link is a link too: its page loads as well.
    expect(actions.page.mock.calls).toEqual([['profile', './AddListingPage']]);
    uninstall();
  });

  it('the default actions load the page and its namespace, and the listing page gets the prefetched reply', async () => {
    const { api, calls } = mockApi(({ path }) => (path === '/en/api/pages/real-estate/ad/42' ? { data: { route: 'listing', data: { id: 42 } } } : undefined));
    const loadNamespaces = jest.fn(() => Promise.resolve());
    const actions = intentActions({ loadNamespaces } as never);
    actions.page('listing', './ListingPage');
    actions.data('/en/real-estate/ad/42');
    await Promise.resolve();
    await Promise.resolve();
    expect(loadPageOnce).toHaveBeenCalledWith('listing', './ListingPage');
    expect(loadNamespaces).toHaveBeenCalledWith('listing');
    expect(calls).toHaveLength(1);
    await expect(fetchPageData(api, '/en/real-estate/ad/42')).resolves.toEqual({ route: 'listing', data: { id: 42 } });
    expect(calls).toHaveLength(1);
  });
});
