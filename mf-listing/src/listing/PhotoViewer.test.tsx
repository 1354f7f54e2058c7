// The full-screen viewer serves photos up to 1920 px (the pipeline's large size) through srcset; photos stored before
// large existed keep working with the sizes they have.
import { screen } from '@testing-library/react';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { PhotoViewer } from './PhotoViewer';

jest.mock('swiper/react', () => jest.requireActual('../testing/swiperMock'));
jest.mock('swiper/modules', () => ({ A11y: {}, Keyboard: {}, Thumbs: {} }));
jest.mock('swiper/css', () => ({}));

const namespaces = { listing: { en, tr, ru } };

it('gives the browser the large size with its width, and full for older photos', async () => {
  const photos = [
    { thumb: '/a-thumb.webp', card: '/a-card.webp', full: '/a-full.webp', large: '/a-large.webp', large_width: 1920 },
    { thumb: '/b-thumb.webp', card: '/b-card.webp', full: '/b-full.webp', large: null, large_width: null },
  ];
  await renderWithApp(<PhotoViewer photos={photos} alt="Flat" start={0} onClose={() => {}} />, { namespaces });
  const viewer = await screen.findByTestId('photo-viewer');
  const [first, second] = Array.from(viewer.querySelectorAll('img'));
  expect(first?.getAttribute('srcset')).toBe('/a-thumb.webp 320w, /a-card.webp 640w, /a-full.webp 1280w, /a-large.webp 1920w');
  expect(first?.getAttribute('sizes')).toBe('100vw');
  expect(first?.getAttribute('src')).toBe('/a-large.webp');
  expect(second?.getAttribute('srcset')).toBe('/b-thumb.webp 320w, /b-card.webp 640w, /b-full.webp 1280w');
  expect(second?.getAttribute('src')).toBe('/b-full.webp');
});
