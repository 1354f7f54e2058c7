import { describeRemotePages } from '@realty/shared/testing';
import { cardFixture, listingPageFixture } from '../testing/fixtures';

jest.mock('swiper/react', () => jest.requireActual('../testing/swiperMock'));
jest.mock('swiper/modules', () => ({ A11y: {}, Keyboard: {}, Thumbs: {} }));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/thumbs', () => ({}));

const listing = listingPageFixture();
const compared = { listings: [cardFixture(1200), cardFixture(1201)].map((card) => ({ ...card, seismic_era: null })), rates_date: '2026-11-20' };

describeRemotePages('listing', {
  dir: __dirname,
  paths: ['real-estate/ad/1200', 'compare?ids=1200,1201'],
  api: ({ path: url, params }) => {
    if (/^\/(tr|en|ru)\/api\/pages\/real-estate\/ad\/1200$/.test(url)) return { data: { route: 'listing', data: listing } };
    if (/^\/(tr|en|ru)\/api\/pages\/compare$/.test(url) && params.ids === '1200,1201') return { data: { route: 'compare', data: compared } };
    if (/\/api\/realty\/1200\/view$/.test(url)) return { data: { data: { views: 13, counted: true } } };
    return undefined;
  },
  headings: { listing: listing.listing.title },
});
