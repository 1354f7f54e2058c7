import type { CatalogState } from '../schemas/catalog';
import { filterOfForm, isFilterForm } from './form';
import { catalogUrl, changeFilter } from './url';

const form = (query: string) => new URLSearchParams(query);
const shown: CatalogState = { dealType: 'sale', propertyType: 'apartment', region: 'antalya', city: 'alanya', districts: ['oba'], sort: 'newest', page: 3 };
/** The quick filter's fields as the server renders them for `shown`: selects, hidden kept fields, the sort. */
const FIELDS = 'propertyType=apartment&region=antalya&city=alanya&price_from=&price_to=&currency=EUR&districts=oba&sort=newest';

describe('catalogue filter form', () => {
  it('is a query that names a path field', () => {
    expect(isFilterForm(form('region=&sort=newest'))).toBe(true);
    expect(isFilterForm(form('filter&rooms=2%2B1&sort=price_asc'))).toBe(false);
  });

  it('lands on the URL the codec makes for the same change in the browser', () => {
    const cases: Array<[string, Partial<CatalogState>]> = [
      [`${FIELDS}&rooms=2%2B1&rooms=3%2B1`, { rooms: ['2+1', '3+1'] }],
      [FIELDS.replace('price_from=', 'price_from=100000'), { price_from: 100000, currency: 'EUR' }],
      [FIELDS.replace('sort=newest', 'sort=price_asc'), { sort: 'price_asc' }],
      [`${FIELDS}&eids=verified`, { eids: 'verified' }],
      // a new district: the neighbourhoods of the old one go
      [FIELDS.replace('city=alanya', 'city=kas'), { city: 'kas' }],
      // a new province with the old district still selected (its list was the old province's): both go
      [FIELDS.replace('region=antalya', 'region=mugla'), { region: 'mugla' }],
      [FIELDS.replace('propertyType=apartment', 'propertyType='), { propertyType: undefined }],
    ];
    for (const [query, patch] of cases) expect(catalogUrl('en', filterOfForm(shown, form(query)))).toBe(catalogUrl('en', changeFilter(shown, patch)));
  });

  it('takes the deal type from the form (home search) or else from the path, and drops a currency without bounds', () => {
    expect(catalogUrl('tr', filterOfForm({}, form('dealType=rent&propertyType=&region=antalya&city=alanya&price_from=&price_to=5000&currency=USD&rooms=1%2B1')))).toBe(
      '/tr/real-estate/rent/antalya-alanya?filter&price_to=5000&rooms=1%2B1&currency=USD',
    );
    expect(catalogUrl('en', filterOfForm({ dealType: 'rent' }, form('region=&price_from=&currency=EUR')))).toBe('/en/real-estate/rent');
  });
});
