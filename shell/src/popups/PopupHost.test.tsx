import { act, screen } from '@testing-library/react';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { PopupHost } from './PopupHost';

describe('PopupHost', () => {
  it('renders nothing while closed, and a popup once its chunk has loaded on first open', async () => {
    const { store } = await renderWithApp(<PopupHost />, { lang: 'en', namespaces: { shell: { en, tr, ru } } });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.ui.openPopup('currency'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    act(() => store.ui.closePopup());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
