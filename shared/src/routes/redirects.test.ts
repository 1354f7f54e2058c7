import { canonicalRedirect, clientRedirect } from './index';

// Raw request URLs (the api's real 301s).
const CASES: Array<[string, string | null]> = [
  ['/', null],
  ['/tr', null],
  ['/tr/', '/tr'],
  ['/en/about/', '/en/about'],
  ['/en/about//', '/en/about'],
  ['/en/real-estate/sale/antalya/?page=2&rooms=2%2B1', '/en/real-estate/sale/antalya?page=2&rooms=2%2B1'],
  ['/tr/real-estate/satilik', '/tr/real-estate/sale'],
  ['/tr/real-estate/satilik-villa/antalya-alanya?price_to=100', '/tr/real-estate/sale-villa/antalya-alanya?price_to=100'],
  ['/tr/real-estate/sat%C4%B1l%C4%B1k-daire/istanbul', '/tr/real-estate/sale-daire/istanbul'],
  ['/tr/real-estate/satılık', '/tr/real-estate/sale'],
  ['/ru/real-estate/kiralik/antalya/', '/ru/real-estate/rent/antalya'],
  ['/tr/real-estate/kiral%C4%B1k-apartment', '/tr/real-estate/rent-apartment'],
  ['/tr/real-estate/rent', null],
  ['/tr/real-estate/sale-villa/antalya', null],
  ['/tr/real-estate/kiralikx', null],
  ['/tr/journal/kiralik', null],
  ['/tr/real-estate/ad/kiralik-123', null],
  ['//evil.example/', '/evil.example'],
  ['//evil.example', '/evil.example'],
];

describe('canonicalRedirect (server 301s)', () => {
  it.each(CASES)('%s -> %s', (from, to) => {
    expect(canonicalRedirect(from)).toBe(to);
  });

  it('a redirect target never redirects again (no loop)', () => {
    for (const [from] of CASES) {
      const target = canonicalRedirect(from);
      if (target !== null) expect(canonicalRedirect(target)).toBeNull();
    }
  });
});

describe('clientRedirect (router navigation) gives the server answers', () => {
  it.each(CASES)('%s -> %s', (from, to) => {
    expect(clientRedirect(from)).toBe(to);
    expect(clientRedirect(from)).toBe(canonicalRedirect(from));
  });

  it('keeps the hash and never loops (kiralik goes to rent, not to itself)', () => {
    expect(clientRedirect('/en/about/#team')).toBe('/en/about#team');
    expect(clientRedirect('/tr/real-estate/kiralik/?page=2#map')).toBe('/tr/real-estate/rent?page=2#map');
    expect(clientRedirect('/en/about#team')).toBeNull();
    for (const [from] of CASES) {
      const target = clientRedirect(from);
      if (target) expect(clientRedirect(target)).toBeNull();
    }
  });
});
