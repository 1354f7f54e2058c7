import { LANGS, ROUTES, matchRoute, routePath, switchLangPath, breadcrumbTrail, routeById } from './index';

// PRODUCT.md §2 (plus DECISIONS.md: profile/search exists).
const PLAIN = ['', 'about', 'confirm-email', 'error', 'fees', 'journal', 'login', 'partners', 'privacy-policy', 'profile', 'real-estate', 'refund-policy', 'terms-of-service', 'unsubscribe'];
const PROFILE = ['profile/add', 'profile/corporate', 'profile/favorites', 'profile/info', 'profile/invoice', 'profile/my', 'profile/saved', 'profile/search', 'journal/tag'];
const WILDCARDS: Array<[string, string, string]> = [
  ['journal/tag/foo', 'journalTag', 'foo'],
  ['profile/edit/42', 'profileEdit', '42'],
  ['real-estate/ad/123', 'listing', '123'],
  ['journal/how-to-buy', 'journalEntry', 'how-to-buy'],
  ['journal/category/legal', 'journalCategory', 'legal'],
  ['real-estate-agency/sunny-homes', 'agency', 'sunny-homes'],
  ['real-estate-agent/7', 'agent', '7'],
  ['real-estate/sale-apartment/antalya-alanya', 'catalog', 'sale-apartment/antalya-alanya'],
];

describe('route table', () => {
  it.each(LANGS)('has every plain and profile route under /%s', (lang) => {
    for (const path of [...PLAIN, ...PROFILE]) {
      const match = matchRoute(path ? `/${lang}/${path}` : `/${lang}`);
      expect(match).not.toBeNull();
      expect(match?.lang).toBe(lang);
      expect(match?.route.pattern).toBe(path);
      expect(match?.rest).toBe('');
    }
  });

  it.each(LANGS)('matches every wildcard route under /%s', (lang) => {
    for (const [path, id, rest] of WILDCARDS) {
      const match = matchRoute(`/${lang}/${path}`);
      expect({ path, id: match?.route.id, rest: match?.rest }).toEqual({ path, id, rest });
    }
    expect(matchRoute(`/${lang}/real-estate/ad/123`)?.route.owner).toBe('listing');
  });

  it('does not match unknown paths', () => {
    for (const path of ['/', '/de', '/de/about', '/en/nope', '/en/profile/nope/x', '/en/profile/nope', '/EN', '/en/about/x', '/en//about', 'en/about', '/en/profile/edit']) {
      expect({ path, match: matchRoute(path) }).toEqual({ path, match: null });
    }
  });

  it('accepts a trailing slash and builds paths back', () => {
    expect(matchRoute('/ru/about/')?.route.id).toBe('about');
    for (const route of ROUTES) {
      const path = routePath('en', route, route.pattern.endsWith('*') ? 'x' : '');
      expect(matchRoute(path)?.route.id).toBe(route.id);
    }
    expect(switchLangPath('/en/journal/tag/foo', 'ru')).toBe('/ru/journal/tag/foo');
  });

  it('gives every remote page a module name and unique ids', () => {
    const ids = new Set(ROUTES.map((route) => route.id));
    expect(ids.size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      if (route.owner !== 'shell') expect(route.page).toMatch(/^\.\/[A-Z]\w+Page$/);
      if (route.parent) expect(routeById(route.parent)).toBeDefined();
    }
  });

  it('builds breadcrumbs from parents', () => {
    const tag = routeById('journalTag');
    expect(tag && breadcrumbTrail(tag, 'en')).toEqual([
      { id: 'home', path: '/en' },
      { id: 'journal', path: '/en/journal' },
      { id: 'journalTags', path: '/en/journal/tag' },
      { id: 'journalTag' },
    ]);
    const home = routeById('home');
    expect(home && breadcrumbTrail(home, 'tr')).toEqual([{ id: 'home' }]);
  });
});
