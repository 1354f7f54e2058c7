import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createEventBus, createRootStore } from '@realty/shared';
import { mockApi, renderWithApp, withLocationProbe } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { setAuthFormLoader } from './authForms';
import { authPopupLoading, ForgotPopup, RegisterPopup, SignInPopup } from './AuthPopups';
import { CurrencyPopup } from './CurrencyPopup';
import { FilterPopup, navigateTo } from './FilterPopup';
import { loadAllPopups, PopupHost } from './PopupHost';

const shell = { shell: { en, tr, ru } };

beforeEach(() => {
  document.cookie = 'currency=; max-age=0; path=/';
  document.cookie = 'i18n_redirected=; max-age=0; path=/';
});

// The popups are chunks loaded on first open (PopupHost.tsx); loaded up front here, they render at once.
beforeAll(() => loadAllPopups());

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
  const seed = {
    propertyType: [{ code: 'apartment', title: 'Apartment' }, { code: 'villa', title: 'Villa' }],
    regions: [{ code: 'antalya', title: 'Antalya' }, { code: 'mersin', title: 'Mersin' }],
    cities: [{ code: 'alanya', title: 'Alanya' }],
    districts: [{ code: 'oba', title: 'Oba' }, { code: 'mahmutlar', title: 'Mahmutlar' }],
  };

  it('starts from the catalogue on screen and applies a catalogue URL (bounds only when set and not negative, + as %2B)', async () => {
    const { calls } = mockApi(() => undefined);
    const assign = jest.spyOn(navigateTo, 'assign').mockImplementation(() => undefined);
    const store = createRootStore({ lang: 'en', bus: createEventBus() });
    store.filter.setCurrent({ dealType: 'rent', region: 'antalya', city: 'alanya', sort: 'newest', page: 3 }, seed);
    await renderWithApp(<FilterPopup />, { lang: 'en', namespaces: shell, store });
    expect((screen.getByLabelText('Province') as HTMLSelectElement).value).toBe('antalya');
    fireEvent.click(screen.getByRole('checkbox', { name: '2+1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '3+1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mahmutlar' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price from' }), { target: { value: '-5' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price to' }), { target: { value: '900000' } });
    fireEvent.change(screen.getByLabelText('Property type'), { target: { value: 'villa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(assign).toHaveBeenCalledWith('/en/real-estate/rent-villa/antalya-alanya?filter&price_to=900000&districts=mahmutlar&rooms=2%2B1,3%2B1&currency=EUR');
    expect(calls).toEqual([]); // every list came from the page's own options
    assign.mockRestore();
  });

  it("keeps the price bounds in their own currency when the header's currency is another one", async () => {
    const assign = jest.spyOn(navigateTo, 'assign').mockImplementation(() => undefined);
    const store = createRootStore({ lang: 'en', bus: createEventBus() });
    store.currency.setCurrency('USD');
    store.filter.setCurrent({ dealType: 'sale', price_from: 100000, price_to: 250000, currency: 'EUR', sort: 'newest', page: 1 }, seed);
    await renderWithApp(<FilterPopup />, { lang: 'en', namespaces: shell, store });
    expect(screen.getByRole('group', { name: 'Price, EUR' })).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Price from' }) as HTMLInputElement).value).toBe('100000');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price to' }), { target: { value: '300000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(assign).toHaveBeenLastCalledWith('/en/real-estate/sale?filter&price_from=100000&price_to=300000&currency=EUR');
    assign.mockRestore();
  });

  it('a new province clears district and neighbourhoods and loads its districts; Clear keeps only the deal type', async () => {
    const { calls } = mockApi(({ path, params }) =>
      path === '/en/api/location/cities' && params.region === 'mersin' ? { data: { data: [{ code: 'erdemli', title: 'Erdemli' }] } } : undefined,
    );
    const store = createRootStore({ lang: 'en', bus: createEventBus() });
    store.filter.setCurrent({ dealType: 'sale', region: 'antalya', city: 'alanya', districts: ['oba'], sort: 'newest', page: 1 }, seed);
    await renderWithApp(<FilterPopup />, { lang: 'en', namespaces: shell, store });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'mersin' } });
    expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('Choose a district first')).toBeTruthy();
    await screen.findByRole('option', { name: 'Erdemli' });
    expect(calls.map((call) => call.path)).toEqual(['/en/api/location/cities']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByLabelText('Province') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Deal type') as HTMLSelectElement).value).toBe('sale');
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

  it('an account popup, once its chunk is in, has its form on the way before it first renders', async () => {
    const loader = jest.fn((form: string) => Promise.resolve({ default: () => <p>form {form}</p> }));
    setAuthFormLoader(loader);
    expect(authPopupLoading('register')).toBe(RegisterPopup);
    expect(loader.mock.calls).toEqual([['RegisterForm']]);
    await act(() => renderWithApp(<RegisterPopup />, { lang: 'en', namespaces: shell }));
    expect(await screen.findByText('form RegisterForm')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1); // the render took the load already under way
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
