import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { Gallery } from './Gallery';

jest.mock('swiper/react', () => jest.requireActual('../testing/swiperMock'));
jest.mock('swiper/modules', () => ({ A11y: {}, Keyboard: {}, Thumbs: {} }));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/thumbs', () => ({}));

const namespaces = { listing: { en, tr, ru } };
const photo = (n: number) => ({ full: `/p${n}-full.webp`, card: `/p${n}-card.webp`, thumb: `/p${n}-thumb.webp` });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Gallery', () => {
  it('paints Swiper-like markup without Swiper; a thumbnail moves it at once and then loads the slider', async () => {
    const view = await renderWithApp(<Gallery photos={[photo(1), photo(2), photo(3)]} alt="Flat" />, { namespaces });
    const counter = screen.getByTestId('gallery-counter');
    expect(counter.textContent).toBe('Photo 1 of 3');
    expect(view.container.querySelector('.swiper-slide-active img')?.getAttribute('fetchpriority')).toBe('high');
    expect(button('Previous photo').disabled).toBe(true);

    fireEvent.click(screen.getAllByTestId('gallery-thumb')[2]!);
    expect(counter.textContent).toBe('Photo 3 of 3');
    expect(view.container.querySelector('.swiper-slide-active img')?.getAttribute('alt')).toBe('Flat — Photo 3 of 3');
    expect(button('Next photo').disabled).toBe(true);
    // The slider chunk replaces the static strip (the test's Swiper stand-in renders plain divs) and keeps the photo.
    await waitFor(() => expect(view.container.querySelector('.swiper-wrapper')).toBeNull());
    expect(counter.textContent).toBe('Photo 3 of 3');
    fireEvent.click(button('Previous photo'));
    expect(screen.getByTestId('gallery-counter').textContent).toBe('Photo 2 of 3');
  });

  it('one photo: no arrows, no strip, no slider', async () => {
    await renderWithApp(<Gallery photos={[photo(1)]} alt="Flat" />, { namespaces });
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryAllByTestId('gallery-thumb')).toHaveLength(0);
  });
});
