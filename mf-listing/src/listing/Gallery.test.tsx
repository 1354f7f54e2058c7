import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('a hover or focus only fetches the slider: the markup under the pointer stays until a click has moved the gallery', async () => {
    const view = await renderWithApp(<Gallery photos={[photo(1), photo(2), photo(3)]} alt="Flat" />, { namespaces });
    const gallery = screen.getByTestId('gallery');
    fireEvent.pointerOver(gallery, { pointerType: 'mouse' });
    fireEvent.focusIn(screen.getAllByTestId('gallery-thumb')[2]!);
    await import('./GallerySwiper'); // the chunk has arrived
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.container.querySelector('.swiper-wrapper')).not.toBeNull();
    // the click lands on the static thumbnail it was aimed at, then Swiper mounts at that photo
    fireEvent.click(screen.getAllByTestId('gallery-thumb')[2]!);
    expect(screen.getByTestId('gallery-counter').textContent).toBe('Photo 3 of 3');
    await waitFor(() => expect(view.container.querySelector('.swiper-wrapper')).toBeNull());
    expect(screen.getByTestId('gallery-counter').textContent).toBe('Photo 3 of 3');
  });

  it('a swipe before Swiper is loaded moves the photo; Swiper takes over once the finger is up', async () => {
    const view = await renderWithApp(<Gallery photos={[photo(1), photo(2), photo(3)]} alt="Flat" />, { namespaces });
    const big = view.container.querySelector('.swiper-slide-active img')!;
    fireEvent.touchStart(big, { touches: [{ clientX: 300, clientY: 200 }] });
    // the slider chunk arrives during the gesture: the static markup stays under the finger
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.container.querySelector('.swiper-wrapper')).not.toBeNull();
    fireEvent.touchEnd(big, { changedTouches: [{ clientX: 120, clientY: 210 }] });
    expect(screen.getByTestId('gallery-counter').textContent).toBe('Photo 2 of 3');
    await waitFor(() => expect(view.container.querySelector('.swiper-wrapper')).toBeNull());
    expect(screen.getByTestId('gallery-counter').textContent).toBe('Photo 2 of 3');
    expect(screen.queryByTestId('photo-viewer')).toBeNull(); // the end of a swipe is not a tap
  });

  it('a vertical move (scrolling the page) is not a swipe', async () => {
    const view = await renderWithApp(<Gallery photos={[photo(1), photo(2)]} alt="Flat" />, { namespaces });
    const big = view.container.querySelector('.swiper-slide-active img')!;
    fireEvent.touchStart(big, { touches: [{ clientX: 200, clientY: 400 }] });
    fireEvent.touchEnd(big, { changedTouches: [{ clientX: 150, clientY: 150 }] });
    expect(screen.getByTestId('gallery-counter').textContent).toBe('Photo 1 of 2');
    await waitFor(() => expect(view.container.querySelector('.swiper-wrapper')).toBeNull());
  });

  it('the full-screen viewer: counter, previous and next, arrow keys, Escape back to the gallery at the photo shown', async () => {
    const view = await renderWithApp(<Gallery photos={[photo(1), photo(2), photo(3)]} alt="Flat" />, { namespaces, lang: 'ru' });
    fireEvent.click(screen.getByRole('button', { name: 'Фото 1 из 3 — открыть на весь экран' }));
    const viewer = await screen.findByTestId('photo-viewer');
    await waitFor(() => expect(view.container.querySelector('.swiper-wrapper')).toBeNull());
    const counter = within(viewer).getByTestId('viewer-counter');
    expect(counter.textContent).toContain('1 / 3');
    const prev = within(viewer).getByRole('button', { name: 'Предыдущее фото' }) as HTMLButtonElement;
    const next = within(viewer).getByRole('button', { name: 'Следующее фото' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    expect(counter.textContent).toContain('2 / 3');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter.textContent).toContain('3 / 3');
    expect(next.disabled).toBe(true);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter.textContent).toContain('3 / 3');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(counter.textContent).toContain('2 / 3');
    expect(within(viewer).getAllByRole('img')[1]!.getAttribute('srcset')).toContain('/p2-full.webp');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('photo-viewer')).toBeNull());
    expect(screen.getByTestId('gallery-counter').textContent).toBe('Фото 2 из 3');
  });

  it('one photo: no arrows, no strip, no slider', async () => {
    await renderWithApp(<Gallery photos={[photo(1)]} alt="Flat" />, { namespaces });
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryAllByTestId('gallery-thumb')).toHaveLength(0);
  });
});
