import { installPreloadOnIntent, preloadTargetOf } from './intent';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));

describe('preload on navigation intent', () => {
  const origin = 'http://localhost';

  it('maps a link to the remote page it opens', () => {
    expect(preloadTargetOf('/en/real-estate/ad/42', origin)).toEqual({ remote: 'listing', expose: 'ListingPage' });
    expect(preloadTargetOf('https://elsewhere.example/en/real-estate/ad/42', origin)).toBeNull();
  });

  it('preloads each remote page once when a link is hovered or focused', () => {
    document.body.innerHTML = '<a href="/en/real-estate/ad/42"><span id="inner">card</span></a><a id="other" href="/en/real-estate/ad/43">b</a>';
    const preload = jest.fn();
    const uninstall = installPreloadOnIntent(document, preload);
    document.getElementById('inner')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('other')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('listing', 'ListingPage');
    uninstall();
  });
});
