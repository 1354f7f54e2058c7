import { catalogQuerySchema } from '../schemas/catalog';
import {
  buildCatalogPath,
  buildCatalogQuery,
  buildCatalogUrl,
  catalogSeo,
  foldKey,
  looseKey,
  parseCatalogPath,
  parseCatalogQuery,
  resolvePlaceSegment,
  slugify,
} from './index';

describe('catalogue URLs', () => {
  it('builds the path with optional property type and city', () => {
    expect(buildCatalogPath('en', { dealType: 'sale' })).toBe('/en/real-estate/sale');
    expect(buildCatalogPath('tr', { dealType: 'rent', propertyType: 'apartment', region: 'antalya', city: 'alanya' })).toBe(
      '/tr/real-estate/rent-apartment/antalya-alanya',
    );
    expect(buildCatalogPath('ru', { dealType: 'sale', city: 'alanya' })).toBe('/ru/real-estate/sale');
  });

  it('builds the query: bounds only when set and not negative, comma lists, %2B for +', () => {
    expect(buildCatalogQuery({})).toBe('');
    expect(buildCatalogQuery({ price_from: -5, price_to: '', rooms: [] })).toBe('');
    expect(buildCatalogQuery({ price_from: 0, price_to: '250000', districts: ['mahmutlar', 'oba'], rooms: ['2+1', '3+1'], currency: 'EUR' })).toBe(
      '?filter&price_from=0&price_to=250000&districts=mahmutlar,oba&rooms=2%2B1,3%2B1&currency=EUR',
    );
    expect(buildCatalogQuery({ sort: 'newest', page: 1 })).toBe('');
    expect(buildCatalogQuery({ sort: 'price_asc', page: 3, keywords: ' sea view ' })).toBe('?filter&keywords=sea%20view&sort=price_asc&page=3');
  });

  it('round-trips through parse and the query schema', () => {
    const url = buildCatalogUrl('en', {
      dealType: 'sale',
      propertyType: 'apartment',
      region: 'antalya',
      city: 'alanya',
      rooms: ['2+1', '6+'],
      price_to: 100000,
      currency: 'USD',
      page: 2,
    });
    const path = parseCatalogPath(url);
    expect(path).toEqual({ lang: 'en', dealType: 'sale', propertyType: 'apartment', place: 'antalya-alanya' });
    const raw = parseCatalogQuery(url.slice(url.indexOf('?')));
    const q = catalogQuerySchema.parse(raw);
    expect(q.rooms).toEqual(['2+1', '6+']);
    expect(q.price_to).toBe(100000);
    expect(q.currency).toBe('USD');
    expect(q.page).toBe(2);
  });

  it('accepts a + decoded as a space and Turkish deal words', () => {
    expect(catalogQuerySchema.parse({ rooms: '2 1,3+1' }).rooms).toEqual(['2+1', '3+1']);
    expect(parseCatalogPath('/tr/real-estate/satilik-villa')?.dealType).toBe('sale');
    expect(parseCatalogPath('/tr/real-estate/kiralik')?.dealType).toBe('rent');
    expect(parseCatalogPath('/tr/real-estate/ad/5')).toBeNull();
    expect(parseCatalogPath('/xx/real-estate/sale')).toBeNull();
    expect(parseCatalogPath('/en/real-estate/sale/a/b')).toBeNull();
  });

  it('resolves hyphenated slugs against known ones', () => {
    const regions = new Set(['antalya', 'kahramanmaras', 'afyon-karahisar']);
    const cities: Record<string, string[]> = { antalya: ['alanya', 'konyaalti'], 'afyon-karahisar': ['merkez', 'sinanpasa'] };
    const isRegion = (s: string) => regions.has(s);
    const isCityOf = (r: string, c: string) => (cities[r] ?? []).includes(c);
    expect(resolvePlaceSegment('antalya', isRegion, isCityOf)).toEqual({ region: 'antalya', city: null });
    expect(resolvePlaceSegment('antalya-alanya', isRegion, isCityOf)).toEqual({ region: 'antalya', city: 'alanya' });
    expect(resolvePlaceSegment('afyon-karahisar', isRegion, isCityOf)).toEqual({ region: 'afyon-karahisar', city: null });
    expect(resolvePlaceSegment('afyon-karahisar-merkez', isRegion, isCityOf)).toEqual({ region: 'afyon-karahisar', city: 'merkez' });
    expect(resolvePlaceSegment('antalya-nowhere', isRegion, isCityOf)).toBeNull();
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
    expect(catalogSeo({ ...base, lang: 'tr', region: { title: 'Antalya' }, city: { title: 'Alanya' } }).h1).toBe('Alanya, Antalya satılık daire');
    expect(catalogSeo({ ...base, lang: 'ru', region: { title: 'Анталья' }, city: { title: 'Алания' } }).h1).toBe('Купить: квартиры — Алания, Анталья');
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
