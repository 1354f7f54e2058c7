// Catalogue titles as a native writer puts them (issue 23): pinned examples in each language, the Russian place
// forms, the indexable set and the query marker of the URL codec.
import { catalogIndexing } from './indexing';
import { ruLocative } from './grammar';
import { catalogSeo } from './seo';
import { catalogSearch, catalogUrl } from './url';

const apartment = { slug: 'apartment', title: 'Apartment' };
const en = { region: { title: 'Antalya' }, city: { title: 'Alanya' } };
const ru = { region: { title: 'Анталья' }, city: { title: 'Алания' } };

describe('catalogue titles read naturally', () => {
  it('English', () => {
    expect(catalogSeo({ lang: 'en', dealType: 'sale', propertyType: apartment, ...en, rooms: '2+1' }).title).toMatch(/^2\+1 apartments for sale in Alanya, Antalya \| \S/);
    expect(catalogSeo({ lang: 'en', dealType: 'rent', propertyType: { slug: 'villa', title: 'Villa' }, ...en }).h1).toBe('Villas for rent in Alanya, Antalya');
    expect(catalogSeo({ lang: 'en', dealType: 'newprojects', ...en }).h1).toBe('New-build property in Alanya, Antalya');
    expect(catalogSeo({ lang: 'en', dealType: 'newprojects', propertyType: apartment, ...en }).h1).toBe('New-build apartments in Alanya, Antalya');
    expect(catalogSeo({ lang: 'en' }).h1).toBe('Property for sale and rent in Turkey');
    expect(catalogSeo({ lang: 'en', dealType: 'sale', propertyType: apartment, ...en, rooms: '2+1' }).description).toMatch(/^2\+1 apartments for sale in Alanya, Antalya: prices/);
  });

  it('Turkish', () => {
    expect(catalogSeo({ lang: 'tr', dealType: 'sale', propertyType: apartment, ...en, rooms: '2+1' }).h1).toBe('Antalya Alanya satılık 2+1 daire');
    expect(catalogSeo({ lang: 'tr', dealType: 'newprojects', region: { title: 'Antalya' } }).h1).toBe('Antalya yeni konut projeleri');
    expect(catalogSeo({ lang: 'tr', dealType: 'newprojects', propertyType: apartment, region: { title: 'Antalya' } }).h1).toBe('Antalya projeden satılık daire');
    expect(catalogSeo({ lang: 'tr', dealType: 'rent' }).h1).toBe('Türkiye kiralık emlak');
    expect(catalogSeo({ lang: 'tr', dealType: 'sale', ...en }).description).toMatch(/^Antalya Alanya satılık emlak ilanları: /);
  });

  it('Russian, with the place after "в" declined', () => {
    expect(catalogSeo({ lang: 'ru', dealType: 'sale', ...ru }).h1).toBe('Купить недвижимость в Алании, Анталья');
    expect(catalogSeo({ lang: 'ru', dealType: 'sale', propertyType: apartment, ...ru, rooms: '2+1' }).h1).toBe('Купить квартиру 2+1 в Алании, Анталья');
    expect(catalogSeo({ lang: 'ru', dealType: 'rent', propertyType: { slug: 'villa', title: 'Вилла' }, region: { title: 'Анталья' } }).h1).toBe('Снять виллу в Анталье');
    expect(catalogSeo({ lang: 'ru', dealType: 'newprojects', region: { title: 'Стамбул' } }).h1).toBe('Новостройки в Стамбуле');
    expect(catalogSeo({ lang: 'ru', dealType: 'newprojects', propertyType: apartment, region: { title: 'Мерсин' } }).h1).toBe('Квартиры от застройщика в Мерсине');
    expect(catalogSeo({ lang: 'ru' }).h1).toBe('Купить или снять недвижимость в Турции');
    expect(catalogSeo({ lang: 'ru', dealType: 'sale', ...ru, page: 2 }).title).toMatch(/^Купить недвижимость в Алании, Анталья — страница 2 \| \S/);
  });

  it('declines Russian place names or leaves the indeclinable ones', () => {
    const cases: Array<[string, string]> = [
      ['Алания', 'Алании'],
      ['Анталья', 'Анталье'],
      ['Анкара', 'Анкаре'],
      ['Стамбул', 'Стамбуле'],
      ['Бингёль', 'Бингёле'],
      ['Денизли', 'Денизли'],
      ['Фетхие', 'Фетхие'],
      ['Кушадасы', 'Кушадасы'],
      ['Болу', 'Болу'],
      ['Alanya', 'Alanya'],
    ];
    for (const [name, form] of cases) expect(ruLocative(name)).toBe(form);
  });
});

describe('indexable catalogue pages', () => {
  const landing = { dealType: 'sale' as const, region: 'antalya', city: 'alanya', sort: 'newest' as const, page: 1 };

  it('a landing and its single-rooms facet are indexable, with their own pages', () => {
    expect(catalogIndexing(landing)).toEqual({ indexable: true, canonical: landing });
    const facet = catalogIndexing({ ...landing, rooms: ['2+1'], page: 2 });
    expect(facet.indexable).toBe(true);
    expect(facet.rooms).toBe('2+1');
    expect(catalogUrl('en', facet.canonical)).toBe('/en/real-estate/sale/antalya-alanya?filter&rooms=2%2B1&page=2');
  });

  it('anything narrower is not, and its canonical is the landing or the rooms facet', () => {
    const narrower = [
      { price_to: 100000, currency: 'EUR' as const },
      { rooms: ['2+1' as const, '3+1' as const] },
      { districts: ['mahmutlar'] },
      { sort: 'price_asc' as const },
      { keywords: 'sea view' },
      { eids: 'verified' as const },
      { area_from: 50 },
      { currency: 'USD' as const },
    ];
    for (const extra of narrower) {
      const result = catalogIndexing({ ...landing, ...extra, page: 3 });
      expect(result.indexable).toBe(false);
      expect(catalogUrl('en', result.canonical)).toBe('/en/real-estate/sale/antalya-alanya');
    }
    const pricedFacet = catalogIndexing({ ...landing, rooms: ['2+1'], price_to: 100000 });
    expect(pricedFacet.indexable).toBe(false);
    expect(catalogUrl('tr', pricedFacet.canonical)).toBe('/tr/real-estate/sale/antalya-alanya?filter&rooms=2%2B1');
  });
});

describe('the `filter` marker', () => {
  it('leads the query only when a narrowing field follows', () => {
    expect(catalogSearch({ page: 2 })).toBe('?page=2');
    expect(catalogSearch({ sort: 'price_asc', page: 2 })).toBe('?sort=price_asc&page=2');
    expect(catalogSearch({ currency: 'EUR' })).toBe('?currency=EUR');
    expect(catalogSearch({ sort: 'newest', page: 1 })).toBe('');
    expect(catalogSearch({ rooms: ['2+1'], page: 2 })).toBe('?filter&rooms=2%2B1&page=2');
    expect(catalogUrl('en', { dealType: 'sale', districts: ['oba'] })).toBe('/en/real-estate/sale?filter&districts=oba');
    expect(catalogUrl('en', { dealType: 'sale', sort: 'area_desc' })).not.toContain('filter');
  });
});
