import { filterSummary, summaryFilterOf } from './summary';

const alanya = { region: 'Antalya', city: 'Alanya' };

describe('filterSummary', () => {
  it('says the deal, rooms, type, place and price bound in English', () => {
    expect(
      filterSummary('en', { dealType: 'sale', propertyType: 'apartment', rooms: ['2+1'], region: 'antalya', city: 'alanya', price_to: 150000, currency: 'EUR' }, alanya),
    ).toBe('2+1 apartments for sale in Alanya, up to €150,000');
    expect(filterSummary('en', { dealType: 'rent', price_from: 500, price_to: 900, currency: 'USD' })).toBe('Property for rent in Turkey, $500–$900');
  });

  it('in Turkish', () => {
    expect(
      filterSummary('tr', { dealType: 'sale', propertyType: 'apartment', rooms: ['2+1'], city: 'alanya', price_to: 5000000 }, { city: 'Alanya' }),
    ).toBe('Alanya satılık 2+1 daire, en fazla ₺5.000.000');
    expect(filterSummary('tr', { dealType: 'rent', propertyType: 'villa', area_from: 120 }, { region: 'Muğla' })).toBe('Muğla kiralık villa, en az 120\u00a0m²');
    expect(filterSummary('tr', { dealType: 'newprojects' }, { region: 'Antalya' })).toBe('Antalya projeden satılık gayrimenkul');
  });

  it('in Russian', () => {
    expect(
      filterSummary('ru', { dealType: 'sale', propertyType: 'apartment', rooms: ['2+1', '3+1'], price_to: 150000, currency: 'EUR' }, { region: 'Анталья', city: 'Аланья' }),
    ).toBe('Квартиры 2+1, 3+1 на продажу в Аланье, до 150\u00a0000\u00a0€');
    expect(filterSummary('ru', { keywords: 'вид на море' }, { city: 'Кестель', districts: ['Махмутлар'] })).toBe('Недвижимость в Махмутларе, Кестель, «вид на море»');
    expect(filterSummary('ru', { dealType: 'rent', propertyType: 'villa' }, { region: 'Мугла' })).toBe('Виллы в аренду в Мугле');
  });

  it('uses the server title of an unknown property type slug', () => {
    expect(filterSummary('en', { dealType: 'sale', propertyType: 'castle' }, { propertyType: 'Castles', region: 'Istanbul' })).toBe('Castles for sale in Istanbul');
  });
});

describe('summaryFilterOf', () => {
  it('reads a stored filter leniently (no zod in the browser)', () => {
    expect(summaryFilterOf({ dealType: 'sale', rooms: ['2+1', 'x'], price_to: '150000', currency: 'EUR', region: 'antalya', evil: 1 })).toEqual({
      dealType: 'sale',
      rooms: ['2+1'],
      price_to: 150000,
      currency: 'EUR',
      region: 'antalya',
    });
    expect(summaryFilterOf({ dealType: 'castle', price_from: -5 })).toEqual({});
  });
});
