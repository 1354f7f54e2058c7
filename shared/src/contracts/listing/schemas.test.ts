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

describe('catalogue codec: eids=verified', () => {
  it('writes and reads the EİDS filter', () => {
    expect(catalogUrl('en', { dealType: 'sale', eids: 'verified', sort: 'newest', page: 1 })).toBe('/en/real-estate/sale?filter&eids=verified');
    expect(catalogApiParams({ eids: 'verified' })).toEqual({ eids: 'verified' });
    expect(readCatalogQuery({ eids: 'verified' }).eids).toBe('verified');
    expect(readCatalogQuery({ eids: 'yes' }).eids).toBeUndefined();
  });
});
