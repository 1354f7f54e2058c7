import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { LOADING_DURATION_MS, LOADING_HEIGHT_PX, LOADING_THROTTLE_MS, LoadingBar } from './LoadingBar';
import { NetworkNotice } from './NetworkNotice';
import { Toasts } from './Toasts';
import { installWheelGuard } from './wheel';

const shell = { shell: { en, tr, ru } };

describe('feel', () => {
  afterEach(() => jest.useRealTimers());

  it('loading bar: PRODUCT.md §9 figures; shows only after the 200 ms throttle', async () => {
    expect([LOADING_THROTTLE_MS, LOADING_DURATION_MS, LOADING_HEIGHT_PX]).toEqual([200, 5000, 2]);
    const { store } = await renderWithApp(<LoadingBar />, { namespaces: shell });
    jest.useFakeTimers();
    const bar = screen.getByTestId('loading-bar');
    expect(bar.style.height).toBe('2px');
    act(() => store.ui.requestStarted());
    act(() => jest.advanceTimersByTime(150));
    expect(bar.dataset.phase).toBe('idle');
    act(() => jest.advanceTimersByTime(100));
    expect(bar.dataset.phase).toBe('running');
    act(() => store.ui.requestFinished());
    expect(bar.dataset.phase).toBe('done');
    act(() => jest.advanceTimersByTime(400));
    expect(bar.dataset.phase).toBe('idle');
    // A request shorter than the throttle never shows the bar.
    act(() => store.ui.requestStarted());
    act(() => jest.advanceTimersByTime(100));
    act(() => store.ui.requestFinished());
    act(() => jest.advanceTimersByTime(500));
    expect(bar.dataset.phase).toBe('idle');
  });

  it('offline notice, then a short back-online notice', async () => {
    const { store } = await renderWithApp(<NetworkNotice />, { namespaces: shell });
    expect(screen.queryByTestId('network-notice')).toBeNull();
    act(() => store.ui.setOnline(false));
    expect(screen.getByTestId('network-notice').textContent).toContain('offline');
    act(() => store.ui.setOnline(true));
    expect(screen.getByTestId('network-notice').textContent).toContain('back online');
  });

  it('toasts: shown, deduplicated, dismissed by the button and after a while', async () => {
    const { store } = await renderWithApp(<Toasts />, { namespaces: shell });
    jest.useFakeTimers();
    act(() => {
      store.ui.notify('Could not load the list');
      store.ui.notify('Could not load the list');
      store.ui.notify('Saved', 'success');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Saved');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close the message' })[0]!);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => jest.advanceTimersByTime(7000));
    expect(store.ui.toasts).toHaveLength(0);
  });

  it('number inputs ignore the mouse wheel (the focused input is blurred)', () => {
    const off = installWheelGuard();
    const input = document.createElement('input');
    input.type = 'number';
    document.body.appendChild(input);
    input.focus();
    expect(document.activeElement).toBe(input);
    input.dispatchEvent(new WheelEvent('wheel', { bubbles: true, deltaY: 100 }));
    expect(document.activeElement).not.toBe(input);
    off();
    input.remove();
  });
});

describe('device class', () => {
  it('classes the user agent and marks non-desktop bodies with pop-open', async () => {
    const { deviceOf, markDevice } = await import('./device');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X700) Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).toBe('desktop');
    expect(markDevice(document, 'Mozilla/5.0 (iPhone) Mobile')).toBe('mobile');
    expect(document.body.classList.contains('pop-open')).toBe(true);
    markDevice(document, 'Mozilla/5.0 (X11; Linux x86_64)');
    expect(document.body.classList.contains('pop-open')).toBe(false);
  });
});
