import path from 'node:path';
import { describeRemotePages, type RemotePageCase } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { listingPageFixture } from '../testing/fixtures';

jest.mock('swiper/react', () => jest.requireActual('../testing/swiperMock'));
jest.mock('swiper/modules', () => ({ A11y: {}, Keyboard: {}, Thumbs: {} }));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/thumbs', () => ({}));

const CASES: RemotePageCase[] = [['listing', 'ListingPage', 'real-estate/ad/1200']];
const listing = listingPageFixture();

describeRemotePages('listing', CASES, {
  resources: { en, tr, ru },
  exposesDir: path.join(__dirname, '../exposes'),
  load: (page) => import(`./${page}`),
  api: ({ path: url }) => {
    if (/^\/(tr|en|ru)\/api\/pages\/real-estate\/ad\/1200$/.test(url)) return { data: { route: 'listing', data: listing } };
    if (/\/api\/realty\/1200\/view$/.test(url)) return { data: { data: { views: 13, counted: true } } };
    return undefined;
  },
  headings: { listing: listing.listing.title },
});
