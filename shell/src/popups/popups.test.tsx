import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp, withLocationProbe } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { setAuthFormLoader } from './authForms';
import { ForgotPopup, RegisterPopup, SignInPopup } from './AuthPopups';
import { CurrencyPopup } from './CurrencyPopup';
import { Dialog } from './Dialog';
import { FilterPopup, navigateTo } from './FilterPopup';
import { PopupHost } from './PopupHost';

const shell = { shell: { en, tr, ru } };

beforeEach(() => {
  document.cookie = 'currency=; max-age=0; path=/';
  document.cookie = 'i18n_redirected=; max-age=0; path=/';
});

describe('Dialog', () => {
  it('is a labelled modal; Escape, the close button and the backdrop close it; focus is trapped and returns', async () => {
    const onClose = jest.fn();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const view = await renderWithApp(
      <Dialog title="Choose" onClose={onClose}>
        <input aria-label="first" />
        <button type="button">last</button>
      </Dialog>,
      { namespaces: shell },
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'first' }));
    expect(document.documentElement.className).toContain('locked');
    screen.getByRole('button', { name: 'last' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'last' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(screen.getByTestId('popup-backdrop'));
    fireEvent.mouseDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
    view.unmount();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.className).not.toContain('locked');
    opener.remove();
  });
});

describe('LanguagePopup', () => {
  it('links every locale to the same page (query kept), sets the cookie and closes', async () => {
    const { store } = await renderWithApp(withLocationProbe(<PopupHost />), { lang: 'en', path: '/en/real-estate/sale?rooms=2%2B1', namespaces: shell });
    act(() => store.ui.openPopup('languages'));
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/tr/real-estate/sale?rooms=2%2B1',
      '/en/real-estate/sale?rooms=2%2B1',
      '/ru/real-estate/sale?rooms=2%2B1',
    ]);
    expect(screen.getByRole('link', { name: /English/ }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: /Русский/ }));
    expect(document.cookie).toContain('i18n_redirected=ru');
    expect(store.ui.popup).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/ru/real-estate/sale?rooms=2%2B1');
  });

  it('renders through the host only while open', async () => {
    const { store } = await renderWithApp(withLocationProbe(<PopupHost />), { lang: 'tr', namespaces: shell });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.ui.openPopup('languages'));
    expect(screen.getByRole('dialog', { name: 'Dil seçin' })).toBeTruthy();
    act(() => store.ui.closePopup());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CurrencyPopup', () => {
  it('choosing a currency stores it in the cookie, announces it and closes', async () => {
    const { store } = await renderWithApp(<CurrencyPopup />, { lang: 'en', namespaces: shell });
    const changed = jest.fn();
    store.bus.on('currency:changed', changed);
    expect(store.currency.currency).toBe('EUR');
    expect(screen.getByRole('button', { name: /EUR/ }).getAttribute('aria-pressed')).toBe('true');
    store.ui.openPopup('currency');
    fireEvent.click(screen.getByRole('button', { name: /USD/ }));
    expect(store.currency.currency).toBe('USD');
    expect(document.cookie).toContain('currency=USD');
    expect(changed).toHaveBeenCalledWith({ currency: 'USD', previous: 'EUR' });
    expect(store.ui.popup).toBeNull();
  });
});

describe('FilterPopup', () => {
  it('holds its fields and applies them as a catalogue URL (bounds only when set and not negative, + as %2B)', async () => {
    const assign = jest.spyOn(navigateTo, 'assign').mockImplementation(() => undefined);
    const { store } = await renderWithApp(<FilterPopup />, { lang: 'en', namespaces: shell });
    store.filter.set('dealType', 'rent');
    fireEvent.click(screen.getByRole('checkbox', { name: '2+1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '3+1' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price from' }), { target: { value: '-5' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price to' }), { target: { value: '900000' } });
    fireEvent.change(screen.getByLabelText('Deal type'), { target: { value: 'sale' } });
    expect((screen.getByRole('checkbox', { name: '2+1' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(assign).toHaveBeenCalledWith('/en/real-estate/sale?filter&price_to=900000&rooms=2%2B1,3%2B1&currency=EUR');
    expect(store.filter.state.rooms).toEqual(['2+1', '3+1']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByRole('checkbox', { name: '2+1' }) as HTMLInputElement).checked).toBe(false);
    assign.mockRestore();
  });
});

describe('auth popups', () => {
  afterEach(() => setAuthFormLoader(null));

  it.each([
    [SignInPopup, 'SignInForm', 'Sign in'],
    [RegisterPopup, 'RegisterForm', 'Registration'],
    [ForgotPopup, 'ForgotPasswordForm', 'Forgot password'],
  ] as const)('%#: the shell owns the popup, mf-auth the form inside', async (Popup, name, title) => {
    const loader = jest.fn((form: string) => Promise.resolve({ default: () => <p>form {form}</p> }));
    setAuthFormLoader(loader);
    await act(() => renderWithApp(<Popup />, { lang: 'en', namespaces: shell }));
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    expect(await screen.findByText(`form ${name}`)).toBeTruthy();
    expect(loader).toHaveBeenCalledWith(name);
  });

  it('a form that cannot be loaded shows the translated fallback, and a new attempt loads again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const loader = jest.fn(() => (online ? Promise.resolve({ default: () => <p>form ok</p> }) : Promise.reject(new Error('offline'))));
    setAuthFormLoader(loader);
    const first = await act(() => renderWithApp(<SignInPopup />, { lang: 'en', namespaces: shell }));
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    first.unmount();
    online = true;
    await act(() => renderWithApp(<SignInPopup />, { lang: 'en', namespaces: shell }));
    await waitFor(() => expect(screen.getByText('form ok')).toBeTruthy());
    error.mockRestore();
  });
});

describe('FilterPopup keeps its fields', () => {
  it('between openings, until the filter is reset', async () => {
    const { store } = await renderWithApp(withLocationProbe(<PopupHost />), { lang: 'en', namespaces: shell });
    act(() => store.ui.openPopup('filter'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keywords' }), { target: { value: 'sea view' } });
    act(() => store.ui.closePopup());
    act(() => store.ui.openPopup('filter'));
    expect((screen.getByRole('searchbox', { name: 'Keywords' }) as HTMLInputElement).value).toBe('sea view');
    act(() => store.ui.closePopup());
    act(() => store.filter.reset('logo'));
    act(() => store.ui.openPopup('filter'));
    expect((screen.getByRole('searchbox', { name: 'Keywords' }) as HTMLInputElement).value).toBe('');
  });
});
