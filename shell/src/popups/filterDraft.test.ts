import { emptyFilter } from '@realty/shared';
import { buildCatalogQuery } from '@realty/shared/catalog';
import { draftFromState, draftUrl } from './filterDraft';

describe('filter URL builder (PRODUCT.md §2)', () => {
  const base = draftFromState(emptyFilter('sale'));

  it('deal type, property type, region and city make the path', () => {
    expect(draftUrl('tr', { ...base, dealType: 'rent', propertyType: 'villa', region: 'antalya', city: 'alanya' }, 'TRY')).toBe(
      '/tr/real-estate/rent-villa/antalya-alanya?filter&currency=TRY',
    );
  });

  it('price bounds only when set and not negative (0 counts)', () => {
    expect(draftUrl('en', { ...base, price_from: '0', price_to: '' }, 'EUR')).toBe('/en/real-estate/sale?filter&price_from=0&currency=EUR');
    expect(draftUrl('en', { ...base, price_from: '-1', price_to: 'abc' }, 'EUR')).toBe('/en/real-estate/sale?filter&currency=EUR');
  });

  it('districts and rooms are comma lists; + is %2B', () => {
    expect(draftUrl('ru', { ...base, region: 'antalya', districts: ['oba', 'mahmutlar'], rooms: ['1+1', '6+'] }, 'RUB')).toBe(
      '/ru/real-estate/sale/antalya?filter&districts=oba,mahmutlar&rooms=1%2B1,6%2B&currency=RUB',
    );
    expect(buildCatalogQuery({})).toBe('');
  });
});
