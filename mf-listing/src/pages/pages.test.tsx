import { describeRemotePages } from '@realty/shared/testing';
import { listingPageFixture } from '../testing/fixtures';

jest.mock('swiper/react', () => jest.requireActual('../testing/swiperMock'));
jest.mock('swiper/modules', () => ({ A11y: {}, Keyboard: {}, Thumbs: {} }));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/thumbs', () => ({}));

const listing = listingPageFixture();

describeRemotePages('listing', {
  dir: __dirname,
  paths: ['real-estate/ad/1200'],
  api: ({ path: url }) => {
    if (/^\/(tr|en|ru)\/api\/pages\/real-estate\/ad\/1200$/.test(url)) return { data: { route: 'listing', data: listing } };
    if (/\/api\/realty\/1200\/view$/.test(url)) return { data: { data: { views: 13, counted: true } } };
    return undefined;
  },
  headings: { listing: listing.listing.title },
});
