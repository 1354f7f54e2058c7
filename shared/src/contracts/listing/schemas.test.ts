import { catalogApiParams, catalogUrl } from '../../catalog/url';
import { readCatalogQuery } from '../../schemas/catalog';
import { checkListingForm, listingFormSchema } from './schemas';

const valid = {
  deal_type: 'rent',
  property_type: 'apartment',
  region: 'antalya',
  city: 'alanya',
  lat: '36.54',
  lng: '31.99',
  area: '90',
  title_ru: 'Квартира у моря',
  price: '1200',
  currency: 'USD',
  rent_period: 'month',
  eids_number: 'EIDS-123456',
  property_number: '104233517',
};

describe('listing form schema (shared by the form and the API)', () => {
  it('accepts a complete form and converts typed values', () => {
    const out = listingFormSchema('en').parse({ ...valid, phone: '0532 111 22 33', features: ['pool'], negotiable: 'true' });
    expect(checkListingForm({ ...valid, district: '', rooms: '', address: ' ' }, 'en', 1)).toEqual({});
    expect(out).toMatchObject({ lat: 36.54, area: 90, price: 1200, phone: '+905321112233', features: ['pool'], negotiable: true });
  });

  it('reports each problem at its field in the page language', () => {
    expect(checkListingForm({ ...valid, rent_period: '', title_ru: '', lat: '52.5', area: '80', area_net: '95' }, 'tr', 0)).toEqual({
      photos: ['En az bir fotoğraf ekleyin.'],
      lat: ['Konum Türkiye içinde olmalıdır.'],
      title_tr: ['En az bir dilde başlık girin.'],
      area_net: ['Net alan brüt alandan büyük olamaz.'],
      rent_period: ['Kiralama süresini seçin.'],
    });
    expect(checkListingForm({ ...valid, eids_number: '' }, 'ru', 3)).toEqual({ eids_number: ['Введите номер разрешения EİDS.'] });
    expect(checkListingForm({ ...valid, video_url: 'https://evil.example/v' }, 'en', 1)).toEqual({ video_url: ['Paste a YouTube or VK video link.'] });
    expect(checkListingForm(valid, 'en', 31)).toEqual({ photos: ['A listing can have up to 30 photos.'] });
  });
});

describe('building facts and the EİDS property number (issue 29)', () => {
  const facts = {
    energy_class: 'b',
    building_permit_date: '2018-06-01',
    occupancy_permit: 'true',
    seismic_report: 'yes',
    seismic_report_date: '2023-03-01',
    urban_transformation: 'planned',
    year_built: '2020',
  };

  it('accepts the facts and normalises them', () => {
    const out = listingFormSchema('en').parse({ ...valid, ...facts, property_number: '104 233 517' });
    expect(out).toMatchObject({ energy_class: 'B', building_permit_date: '2018-06-01', occupancy_permit: true, seismic_report: 'yes', urban_transformation: 'planned', property_number: '104233517' });
    // not stated stays unknown, not "no"
    expect(listingFormSchema('en').parse({ ...valid, occupancy_permit: '' }).occupancy_permit).toBeUndefined();
    expect(listingFormSchema('en').parse({ ...valid, occupancy_permit: 'false' }).occupancy_permit).toBe(false);
  });

  it('refuses bad values at their fields in tr, en and ru', () => {
    const bad = { ...valid, energy_class: 'H', building_permit_date: '2021-02-30', seismic_report: 'maybe', urban_transformation: 'soon', property_number: '12-ab' };
    expect(checkListingForm(bad, 'en', 1)).toEqual({
      energy_class: ['Choose an energy class from A to G.'],
      building_permit_date: ['Enter a date between 1900 and today.'],
      seismic_report: ['Choose a value.'],
      urban_transformation: ['Choose a value.'],
      property_number: ['The property number has 4 to 20 digits.'],
    });
    expect(checkListingForm({ ...valid, property_number: '' }, 'tr', 1)).toEqual({ property_number: ['Tapudaki taşınmaz numarasını girin.'] });
    expect(checkListingForm({ ...valid, building_permit_date: '2999-01-01' }, 'ru', 1)).toEqual({ building_permit_date: ['Введите дату от 1900 года до сегодняшнего дня.'] });
    expect(checkListingForm({ ...valid, ...facts, building_permit_date: '2022-01-10' }, 'en', 1)).toEqual({
      building_permit_date: ['The building permit cannot be dated after the year the building was completed.'],
    });
  });

  it('asks for the property number for sale and rent, not for a new project', () => {
    expect(checkListingForm({ ...valid, deal_type: 'sale', property_number: undefined }, 'en', 1)).toEqual({
      property_number: ['Enter the property number (taşınmaz numarası) of the title deed.'],
    });
    expect(checkListingForm({ ...valid, deal_type: 'newprojects', property_number: undefined }, 'en', 1)).toEqual({});
  });
});

describe('catalogue codec: eids=verified', () => {
  it('writes and reads the EİDS filter', () => {
    expect(catalogUrl('en', { dealType: 'sale', eids: 'verified', sort: 'newest', page: 1 })).toBe('/en/real-estate/sale?filter&eids=verified');
    expect(catalogApiParams({ eids: 'verified' })).toEqual({ eids: 'verified' });
    expect(readCatalogQuery({ eids: 'verified' }).eids).toBe('verified');
    expect(readCatalogQuery({ eids: 'yes' }).eids).toBeUndefined();
  });
});
