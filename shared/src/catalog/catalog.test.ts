import { catalogQuerySchema, readCatalogQuery, type CatalogState } from '../schemas/catalog';
import { filterOfForm } from './form';
import {
  boundsCurrency,
  catalogApiParams,
  catalogPath,
  catalogSearch,
  catalogSeo,
  catalogUrl,
  changeFilter,
  clearedFilter,
  foldKey,
  looseKey,
  parseCatalogPath,
  parseCatalogQuery,
  priceChange,
  resolvePlaceSegment,
  slugify,
} from './index';

/** What the server does with a URL: the path split, the place resolved, the query validated. */
function readUrl(url: string, places: Record<string, string[]>): CatalogState {
  const parsed = parseCatalogPath(url);
  if (!parsed) throw new Error(`not a catalogue URL: ${url}`);
  const place = parsed.place
    ? resolvePlaceSegment(parsed.place, (slug) => slug in places, (region, city) => places[region]?.includes(city) ?? false)
    : null;
  const at = url.indexOf('?');
  const query = readCatalogQuery(parseCatalogQuery(at === -1 ? '' : url.slice(at)));
  return {
    ...query,
    ...(parsed.dealType ? { dealType: parsed.dealType } : {}),
    ...(parsed.propertyType ? { propertyType: parsed.propertyType } : {}),
    ...(place ? { region: place.region, ...(place.city ? { city: place.city } : {}) } : {}),
  };
}

const PLACES = { antalya: ['alanya', 'kas'], 'afyon-karahisar': ['merkez'], istanbul: ['kadikoy'] };

describe('catalogue URL codec', () => {
  it('builds the path from deal type, property type, region and city', () => {
    expect(catalogPath('en', { dealType: 'sale' })).toBe('/en/real-estate/sale');
    expect(catalogPath('tr', { dealType: 'rent', propertyType: 'apartment', region: 'antalya', city: 'alanya' })).toBe(
      '/tr/real-estate/rent-apartment/antalya-alanya',
    );
    // a city needs its region; a place needs a deal type (sale by default)
    expect(catalogPath('ru', { dealType: 'sale', city: 'alanya' })).toBe('/ru/real-estate/sale');
    expect(catalogPath('en', { region: 'antalya' })).toBe('/en/real-estate/sale/antalya');
    expect(catalogPath('en', {})).toBe('/en/real-estate');
  });

  it('builds the query: bounds only when set and not negative, comma lists, + as %2B, defaults left out', () => {
    expect(catalogSearch({})).toBe('');
    expect(catalogSearch({ price_from: -5, rooms: [], sort: 'newest', page: 1 })).toBe('');
    expect(catalogSearch({ price_from: 0, price_to: 250000, districts: ['mahmutlar', 'oba'], rooms: ['2+1', '3+1'], currency: 'EUR' })).toBe(
      '?filter&price_from=0&price_to=250000&districts=mahmutlar,oba&rooms=2%2B1,3%2B1&currency=EUR',
    );
    expect(catalogSearch({ sort: 'price_asc', page: 3, keywords: ' sea view ' })).toBe('?filter&keywords=sea%20view&sort=price_asc&page=3');
  });

  it('keeps the price bounds and their currency one pair: the query currency while a bound is set, else the display one', () => {
    expect(boundsCurrency({ price_from: 100000, currency: 'EUR' }, 'USD')).toBe('EUR');
    expect(boundsCurrency({ price_to: 5_000_000 }, 'EUR')).toBe('TRY'); // the API reads bounds without a currency as TRY
    expect(boundsCurrency({ currency: 'EUR' }, 'USD')).toBe('USD');
    expect(boundsCurrency({ price_from: -1, currency: 'EUR' }, 'RUB')).toBe('RUB');
    expect(priceChange(100000, undefined, 'EUR')).toEqual({ price_from: 100000, price_to: undefined, currency: 'EUR' });
    expect(priceChange(undefined, undefined, 'EUR')).toEqual({ price_from: undefined, price_to: undefined, currency: undefined });
    const state = changeFilter({ dealType: 'sale', price_from: 100000, currency: 'EUR', sort: 'newest', page: 1 }, priceChange(undefined, undefined, 'EUR'));
    expect(catalogSearch(state)).toBe('');
  });

  it('round-trips every URL field through URL -> state -> URL', () => {
    const state: CatalogState = {
      dealType: 'rent',
      propertyType: 'villa',
      region: 'antalya',
      city: 'alanya',
      districts: ['mahmutlar', 'oba'],
      rooms: ['1+0', '2+1', '6+'],
      price_from: 500,
      price_to: 2500,
      currency: 'EUR',
      area_from: 40,
      area_to: 180,
      keywords: 'deniz manzarası & havuz',
      sort: 'area_desc',
      page: 4,
    };
    for (const lang of ['tr', 'en', 'ru'] as const) {
      const url = catalogUrl(lang, state);
      expect(readUrl(url, PLACES)).toEqual(state);
      expect(catalogUrl(lang, readUrl(url, PLACES))).toBe(url);
    }
  });

  it('resolves hyphenated slugs against the known ones, not by splitting on "-"', () => {
    const url = catalogUrl('en', { dealType: 'sale', propertyType: 'summer-house', region: 'afyon-karahisar', city: 'merkez', sort: 'newest', page: 1 });
    expect(url).toBe('/en/real-estate/sale-summer-house/afyon-karahisar-merkez');
    expect(readUrl(url, PLACES)).toMatchObject({ propertyType: 'summer-house', region: 'afyon-karahisar', city: 'merkez' });
    expect(readUrl('/en/real-estate/sale/afyon-karahisar', PLACES)).toMatchObject({ region: 'afyon-karahisar' });
    const isRegion = (slug: string) => slug in PLACES;
    const isCityOf = (region: string, city: string) => (PLACES as Record<string, string[]>)[region]?.includes(city) ?? false;
    expect(resolvePlaceSegment('antalya', isRegion, isCityOf)).toEqual({ region: 'antalya', city: null });
    expect(resolvePlaceSegment('antalya-alanya', isRegion, isCityOf)).toEqual({ region: 'antalya', city: 'alanya' });
    expect(resolvePlaceSegment('antalya-nowhere', isRegion, isCityOf)).toBeNull();
  });

  it('reads %2B, a + decoded as a space and a repeated key; drops what does not validate', () => {
    expect(readCatalogQuery(parseCatalogQuery('?filter&rooms=2%2B1,3+1'))).toMatchObject({ rooms: ['2+1', '3+1'] });
    expect(readCatalogQuery(parseCatalogQuery('rooms=4%2B4&price_from=abc&sort=nope&page=0&currency=usd'))).toEqual({
      currency: 'USD',
      sort: 'newest',
      page: 1,
    });
    // reversed bounds: the upper one is dropped, the page still shows
    expect(readCatalogQuery({ price_from: '10', price_to: '5' })).toMatchObject({ price_from: 10 });
    expect(readCatalogQuery({ price_from: '10', price_to: '5' }).price_to).toBeUndefined();
  });

  it('parses catalogue paths only, with Turkish deal words', () => {
    expect(parseCatalogPath('/tr/real-estate/satilik-villa')).toEqual({ lang: 'tr', dealType: 'sale', propertyType: 'villa' });
    expect(parseCatalogPath('/tr/real-estate/kiralik')?.dealType).toBe('rent');
    expect(parseCatalogPath('/en/real-estate')).toEqual({ lang: 'en' });
    expect(parseCatalogPath('/tr/real-estate/ad/5')).toBeNull();
    expect(parseCatalogPath('/xx/real-estate/sale')).toBeNull();
    expect(parseCatalogPath('/en/real-estate/sale/a/b')).toBeNull();
  });

  it('gives API parameters without defaults', () => {
    expect(catalogApiParams({ dealType: 'sale', rooms: ['2+1', '3+1'], price_to: 100, sort: 'newest', page: 1, isFavorite: false })).toEqual({
      dealType: 'sale',
      rooms: '2+1,3+1',
      price_to: '100',
    });
    expect(catalogApiParams({ sort: 'price_desc', page: 2 })).toEqual({ sort: 'price_desc', page: '2' });
  });

  it('changes the filter as PRODUCT.md §4 says', () => {
    const base: CatalogState = { dealType: 'sale', region: 'antalya', city: 'alanya', districts: ['oba'], rooms: ['2+1'], sort: 'newest', page: 3 };
    expect(changeFilter(base, { region: 'mersin' })).toEqual({ dealType: 'sale', region: 'mersin', rooms: ['2+1'], sort: 'newest', page: 1 });
    expect(changeFilter(base, { city: 'kas' })).toEqual({ dealType: 'sale', region: 'antalya', city: 'kas', rooms: ['2+1'], sort: 'newest', page: 1 });
    expect(changeFilter(base, { page: 4 }).page).toBe(4);
    expect(changeFilter(base, { rooms: [] })).not.toHaveProperty('rooms');
    expect(changeFilter(base, { sort: 'price_asc' }).page).toBe(1);
    expect(clearedFilter('rent')).toEqual({ dealType: 'rent', sort: 'newest', page: 1 });
  });
});

describe('query schema', () => {
  it('gives per-field messages', () => {
    const r = catalogQuerySchema.safeParse({ page: '0', price_from: 'abc', rooms: '9+9,7', dealType: 'buy', sort: 'x' });
    expect(r.success).toBe(false);
    const fields = new Set(r.error?.issues.map((i) => String(i.path[0])));
    expect([...fields].sort()).toEqual(['dealType', 'page', 'price_from', 'sort']);
  });
  it('rejects reversed bounds and keeps empty values unset', () => {
    expect(catalogQuerySchema.safeParse({ price_from: '10', price_to: '5' }).success).toBe(false);
    const q = catalogQuerySchema.parse({ price_from: '', districts: ',,', currency: 'eur' });
    expect(q.price_from).toBeUndefined();
    expect(q.districts).toBeUndefined();
    expect(q.currency).toBe('EUR');
    expect(q.page).toBe(1);
    expect(q.sort).toBe('newest');
  });
});

describe('text folding', () => {
  it('slugifies with Turkish rules', () => {
    expect(slugify('İstanbul Kadıköy')).toBe('istanbul-kadikoy');
    expect(slugify('Şanlıurfa / Göbeklitepe')).toBe('sanliurfa-gobeklitepe');
  });
  it('folds places in any script to comparable keys', () => {
    expect(foldKey('Alanya')).toBe('alanya');
    expect(foldKey('ALANYA')).toBe(foldKey('alanya'));
    expect(looseKey('Алания')).toBe(looseKey('Alanya'));
    expect(looseKey('Анталья')).toBe(looseKey('Antalya'));
    expect(looseKey('Стамбул').length).toBeGreaterThan(0);
    expect(foldKey('Muğla')).toBe('mugla');
  });
});

describe('catalogue SEO', () => {
  it('generates per language, unique per page', () => {
    const base = { dealType: 'sale' as const, propertyType: { slug: 'apartment', title: 'Apartment' }, region: { title: 'Antalya' }, city: { title: 'Alanya' } };
    expect(catalogSeo({ ...base, lang: 'en' }).h1).toBe('Apartments for sale in Alanya, Antalya');
    expect(catalogSeo({ ...base, lang: 'tr', region: { title: 'Antalya' }, city: { title: 'Alanya' } }).h1).toBe('Antalya Alanya satılık daire');
    expect(catalogSeo({ ...base, lang: 'ru', region: { title: 'Анталья' }, city: { title: 'Алания' } }).h1).toBe('Купить квартиру в Алании, Анталья');
    expect(catalogSeo({ lang: 'en', dealType: 'rent' }).h1).toBe('Property for rent in Turkey');
    const p1 = catalogSeo({ ...base, lang: 'en' });
    const p2 = catalogSeo({ ...base, lang: 'en', page: 2 });
    expect(p1.title).not.toBe(p2.title);
    expect(p1.description).not.toBe(p2.description);
    expect(catalogSeo({ lang: 'en', dealType: 'sale', propertyType: { slug: 'castle', title: 'Castle' } }).h1).toBe('Castle for sale in Turkey');
  });
});

describe('result window', () => {
  it('refuses pages past the reachable window', () => {
    expect(catalogQuerySchema.safeParse({ page: '500' }).success).toBe(true);
    const r = catalogQuerySchema.safeParse({ page: '501' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['page']);
    expect(catalogQuerySchema.safeParse({ page: '201', per_page: '50' }).success).toBe(false);
  });
});

describe('the building facts and map fields in the URL (issues 28, 29)', () => {
  it('writes energy classes as a list and the code filter, both narrowing', () => {
    expect(catalogUrl('en', { dealType: 'sale', energy: ['A', 'B'], code_from: 'code_2007', sort: 'newest', page: 1 })).toBe(
      '/en/real-estate/sale?filter&energy=A,B&code_from=code_2007',
    );
  });

  it('keeps a map area readable: commas and + for the space', () => {
    expect(catalogUrl('en', { dealType: 'sale', polygon: '30.6 36.8,30.8 36.8,30.8 37', view: 'map', sort: 'newest', page: 1 })).toBe(
      '/en/real-estate/sale?filter&polygon=30.6+36.8,30.8+36.8,30.8+37&view=map',
    );
  });

  it('a submitted form keeps the map mode and its area, and drops the area when the place changes', () => {
    const shown = { dealType: 'sale' as const, region: 'antalya', city: 'alanya' };
    const same = new URLSearchParams('dealType=sale&region=antalya&city=alanya&view=map&polygon=31+36.5,32+36.5,32+36.6&energy=A');
    expect(filterOfForm(shown, same)).toMatchObject({ view: 'map', polygon: '31 36.5,32 36.5,32 36.6', energy: ['A'] });
    const moved = new URLSearchParams('dealType=sale&region=mersin&view=map&polygon=31+36.5,32+36.5,32+36.6&near=36.5,32&radius_km=5');
    const filter = filterOfForm(shown, moved);
    expect(filter.view).toBe('map');
    expect(filter.polygon).toBeUndefined();
    expect(filter.near).toBeUndefined();
  });
});
