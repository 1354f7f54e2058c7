import { ApiError, createEventBus, createRootStore, type ApiClient } from '@realty/shared';
import { gateNavigation } from './gate';
import { hasSessionHint, loadRates, loadUser, setSessionHint, wireSession } from './session';
import { signOut } from './signOut';
import { readSiteConfig } from './siteConfig';

const fakeApi = (get: jest.Mock, post: jest.Mock = jest.fn(() => Promise.resolve({}))): ApiClient =>
  ({ get, post, langPath: (path: string) => `/en${path}` }) as unknown as ApiClient;

const store = () => createRootStore({ lang: 'en', bus: createEventBus() });

beforeEach(() => setSessionHint(false));

describe('session', () => {
  it('visitors without a session hint are not asked for (no 401); the store is marked checked', async () => {
    const s = store();
    const get = jest.fn();
    await loadUser(s, fakeApi(get));
    expect(get).not.toHaveBeenCalled();
    expect(s.auth.checked).toBe(true);
  });

  it('with a hint the user is loaded; a 401 clears the hint', async () => {
    setSessionHint(true);
    const s = store();
    await loadUser(s, fakeApi(jest.fn(() => Promise.resolve({ data: { id: 4, name: 'Ali' } }))));
    expect(s.auth.user?.id).toBe(4);
    const other = store();
    await loadUser(other, fakeApi(jest.fn(() => Promise.reject(new ApiError({ status: 401, message: 'Unauthenticated.' })))));
    expect(other.auth.user).toBeNull();
    expect(hasSessionHint()).toBe(false);
  });

  it('rates load into the store; a failed load keeps the previous values (only logged)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = store();
    const data = { TRY: { rate: 1 }, USD: { rate: 32 }, EUR: { rate: 35 }, RUB: { rate: 0.35 } };
    expect(await loadRates(s, fakeApi(jest.fn(() => Promise.resolve({ data }))))).toBe(true);
    expect(s.currency.rates.USD).toBe(32);
    expect(await loadRates(s, fakeApi(jest.fn(() => Promise.reject(new ApiError({ status: 0, message: 'Network Error', network: true })))))).toBe(false);
    expect(s.currency.rates).toMatchObject({ USD: 32, EUR: 35 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sign-out forgets the user and favorites even if the server call fails', async () => {
    const s = store();
    s.auth.setUser({ id: 1, name: 'A' });
    s.favorites.setAll([1, 2]);
    await expect(signOut(s, fakeApi(jest.fn(), jest.fn(() => Promise.reject(new Error('down')))))).rejects.toThrow('down');
    expect(s.auth.user).toBeNull();
    expect(s.favorites.count).toBe(0);
  });

  it('auth:required opens sign-in; signing in and out keeps the hint in step; the gate stores the target', () => {
    const s = store();
    const off = wireSession(s);
    expect(gateNavigation(s, '/en/profile/favorites')).toBe(false);
    expect(s.ui.popup).toBe('signIn');
    expect(s.auth.redirectTarget).toBe('/en/profile/favorites');
    s.auth.setUser({ id: 9, name: 'B' });
    expect(hasSessionHint()).toBe(true);
    expect(gateNavigation(s, '/en/profile')).toBe(true);
    s.auth.setUser(null);
    expect(hasSessionHint()).toBe(false);
    document.cookie = 'currency=; max-age=0; path=/';
    s.locale.setLang('tr');
    expect(s.currency.currency).toBe('TRY');
    expect(document.cookie).not.toContain('currency=');
    s.currency.setCurrency('USD');
    s.locale.setLang('ru');
    expect(s.currency.currency).toBe('USD');
    document.cookie = 'currency=; max-age=0; path=/';
    off();
  });

  it('signing in loads the favorite ids; a failure keeps the store as it was', async () => {
    const s = store();
    const get = jest.fn(() => Promise.resolve({ data: [5, 8] }));
    const off = wireSession(s, fakeApi(get));
    s.auth.setUser({ id: 12, name: 'C' });
    await Promise.resolve();
    await Promise.resolve();
    expect(get).toHaveBeenCalledWith('/api/realty/favorite', { params: { user_id: 12 } });
    expect(s.favorites.has(8)).toBe(true);
    off();
  });

  it('the action that asked for sign-in runs once signed in, after the favourites have loaded; closing the popup forgets it', async () => {
    const s = store();
    let resolveList: (reply: { data: number[] }) => void = () => undefined;
    const get = jest.fn(() => new Promise<{ data: number[] }>((resolve) => (resolveList = resolve)));
    const off = wireSession(s, fakeApi(get));
    const seen: boolean[] = [];
    s.auth.requireAuth('/en/real-estate/ad/8', () => seen.push(s.favorites.has(8)));
    expect(s.ui.popup).toBe('signIn');
    s.ui.openPopup('register'); // switching to registration keeps it
    s.auth.setUser({ id: 12, name: 'C' });
    await Promise.resolve();
    expect(seen).toEqual([]); // not before the favourites are in
    resolveList({ data: [8] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([true]);
    s.auth.setUser(null);
    s.auth.setUser({ id: 12, name: 'C' });
    resolveList({ data: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toHaveLength(1); // once

    s.auth.setUser(null);
    s.auth.requireAuth('/en/real-estate/ad/9', () => seen.push(false));
    s.ui.closePopup('signIn');
    expect(s.auth.redirectTarget).toBeNull();
    s.auth.setUser({ id: 12, name: 'C' });
    resolveList({ data: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toHaveLength(1); // closed without signing in: forgotten
    off();
  });

  it('site config: help center URL from the inlined page data, else none', () => {
    const doc = document.implementation.createHTMLDocument('x');
    expect(readSiteConfig(doc).helpCenterUrl).toBeNull();
    const script = doc.createElement('script');
    script.id = '__INITIAL_DATA__';
    script.textContent = JSON.stringify({ '/site-config': { help_center_url: 'https://support.example.org' } });
    doc.body.appendChild(script);
    expect(readSiteConfig(doc).helpCenterUrl).toBe('https://support.example.org');
    script.textContent = JSON.stringify({ '/site-config': { help_center_url: 'javascript:alert(1)' } });
    expect(readSiteConfig(doc).helpCenterUrl).toBeNull();
    expect(readSiteConfig(doc).remoteTimeoutMs).toBe(8000);
    script.textContent = JSON.stringify({ '/site-config': { remote_timeout_ms: 3000 } });
    expect(readSiteConfig(doc).remoteTimeoutMs).toBe(3000);
    script.textContent = JSON.stringify({ '/site-config': { remote_timeout_ms: 'soon' } });
    expect(readSiteConfig(doc).remoteTimeoutMs).toBe(8000);
  });
});
