import { hreflangPaths, languageTarget } from './alternates';

const post = { path: '/ru/journal/mersin', title: 'Мерсин', alternates: { tr: '/tr/journal/mersin', ru: '/ru/journal/mersin' }, otherwise: 'journal' as const };

describe('languageTarget (the language switch)', () => {
  it('goes to the same path in the other language, query and hash kept, for pages without alternates', () => {
    expect(languageTarget('en', '/ru/real-estate/sale', '?page=2', '#map', null)).toBe('/en/real-estate/sale?page=2#map');
  });

  it('goes to the translation of a post when it exists, else to the journal of that language', () => {
    expect(languageTarget('tr', '/ru/journal/mersin', '', '', post)).toBe('/tr/journal/mersin');
    expect(languageTarget('en', '/ru/journal/mersin', '', '', post)).toBe('/en/journal');
  });

  it('ignores a head set for another location (a stale head never steers the switch)', () => {
    expect(languageTarget('en', '/ru/about', '', '', post)).toBe('/en/about');
  });
});

describe('hreflangPaths', () => {
  it('lists the three languages by default and only the translations of a post', () => {
    expect(hreflangPaths('/en/about')).toEqual({ tr: '/tr/about', en: '/en/about', ru: '/ru/about' });
    expect(hreflangPaths('/ru/journal/mersin', post)).toEqual({ tr: '/tr/journal/mersin', ru: '/ru/journal/mersin' });
  });

  it("follows the page's own hreflang (a catalogue page 2 -> page 2) while the language switch keeps the query", () => {
    const hreflang = { tr: '/tr/real-estate/sale?page=2', en: '/en/real-estate/sale?page=2', ru: '/ru/real-estate/sale?page=2' };
    const second = { path: '/en/real-estate/sale', title: 'x', canonical: '/en/real-estate/sale?page=2', hreflang };
    expect(hreflangPaths('/en/real-estate/sale', second)).toEqual(hreflang);
    expect(languageTarget('ru', '/en/real-estate/sale', '?filter&price_to=1&page=2', '', second)).toBe('/ru/real-estate/sale?filter&price_to=1&page=2');
    expect(hreflangPaths('/en/real-estate/rent', second).ru).toBe('/ru/real-estate/rent');
  });
});
