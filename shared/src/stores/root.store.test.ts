import { autorun } from 'mobx';
import { createEventBus } from '../events/bus';
import { _resetRootStore, createRootStore, getRootStore } from './root.store';

const make = (lang: 'tr' | 'en' | 'ru' = 'en') => {
  const bus = createEventBus();
  return { bus, store: createRootStore({ lang, bus }) };
};

describe('root store', () => {
  beforeEach(() => {
    document.cookie = 'currency=; max-age=0; path=/';
    _resetRootStore();
  });

  it('creates every domain store and passes itself in', () => {
    const { store, bus } = make();
    expect(store.bus).toBe(bus);
    expect(Object.keys(store).filter((key) => ['auth', 'locale', 'currency', 'ui', 'favorites', 'filter'].includes(key)).sort()).toEqual(
      ['auth', 'currency', 'favorites', 'filter', 'locale', 'ui'],
    );
    expect(store.locale.lang).toBe('en');
  });

  it('auth: initials, changes announced on the bus, requireAuth keeps the redirect', () => {
    const { store, bus } = make();
    const changed = jest.fn();
    const required = jest.fn();
    bus.on('auth:changed', changed);
    bus.on('auth:required', required);
    expect(store.auth.initials).toBe('NN');
    store.auth.setUser({ id: 1, name: 'ayşe', lastname: 'Yılmaz' });
    expect(store.auth.isAuthenticated).toBe(true);
    expect(store.auth.initials).toBe('AY');
    store.auth.setUser({ id: 1, name: 'Ayşe' });
    expect(store.auth.initials).toBe('A');
    expect(changed).toHaveBeenCalledTimes(1);
    store.auth.requireAuth('/en/profile/add');
    expect(store.auth.redirectTarget).toBe('/en/profile/add');
    expect(required).toHaveBeenCalledWith({ redirect: '/en/profile/add' });
  });

  it('currency: default by language and cookie; change stored and announced', () => {
    expect(make('tr').store.currency.currency).toBe('TRY');
    const { store, bus } = make('en');
    expect(store.currency.currency).toBe('EUR');
    const handler = jest.fn();
    bus.on('currency:changed', handler);
    store.currency.setCurrency('USD');
    expect(handler).toHaveBeenCalledWith({ currency: 'USD', previous: 'EUR' });
    expect(document.cookie).toContain('currency=USD');
    expect(make('tr').store.currency.currency).toBe('USD');
    store.currency.setRates({ USD: 32 });
    expect(store.currency.convert(64, 'TRY')).toBe(2);
  });

  it('locale: change is observable and announced', () => {
    const { store, bus } = make('tr');
    const seen: string[] = [];
    const stop = autorun(() => seen.push(store.locale.lang));
    const handler = jest.fn();
    bus.on('locale:changed', handler);
    store.locale.setLang('ru');
    stop();
    expect(seen).toEqual(['tr', 'ru']);
    expect(handler).toHaveBeenCalledWith({ lang: 'ru', previous: 'tr' });
  });

  it('ui: one popup at a time, unknown popups rejected', () => {
    const { store } = make();
    store.ui.openPopup('signIn');
    store.ui.openPopup('currency');
    expect(store.ui.isOpen('signIn')).toBe(false);
    expect(store.ui.popup).toBe('currency');
    store.ui.closePopup('signIn');
    expect(store.ui.popup).toBe('currency');
    store.ui.closePopup();
    expect(store.ui.popup).toBeNull();
    expect(() => store.ui.openPopup('nope' as never)).toThrow();
  });

  it('favorites: optimistic toggle with rollback', async () => {
    const { store, bus } = make();
    const changes = jest.fn();
    bus.on('favorites:changed', changes);
    await expect(store.favorites.toggle(5, () => Promise.resolve())).resolves.toBe(true);
    expect(store.favorites.has(5)).toBe(true);
    const failing = store.favorites.toggle(5, () => Promise.reject(new Error('offline')));
    expect(store.favorites.has(5)).toBe(false);
    await expect(failing).rejects.toThrow('offline');
    expect(store.favorites.has(5)).toBe(true);
    expect(changes).toHaveBeenLastCalledWith({ ids: [5], changed: { id: 5, favorite: true } });
  });

  it('filter: holds the catalogue state on screen; reset keeps the deal type and tells listeners', () => {
    const { store, bus } = make();
    const reset = jest.fn();
    bus.on('filter:reset', reset);
    store.filter.setCurrent({ dealType: 'rent', region: 'antalya', rooms: ['2+1'], price_from: 1000, sort: 'price_asc', page: 3 });
    expect(store.filter.activeCount).toBe(3);
    store.filter.reset('menu');
    expect(store.filter.current).toEqual({ dealType: 'rent', sort: 'newest', page: 1 });
    expect(store.filter.activeCount).toBe(0);
    expect(reset).toHaveBeenCalledWith({ source: 'menu' });
  });

  it('reset rebuilds the domain stores from the same factory; getRootStore is a singleton', () => {
    const { store } = make('ru');
    const before = store.auth;
    store.auth.setUser({ id: 2, name: 'Ivan' });
    store.reset();
    expect(store.auth).not.toBe(before);
    expect(store.auth.user).toBeNull();
    expect(store.locale.lang).toBe('ru');
    expect(getRootStore()).toBe(getRootStore());
    const first = getRootStore();
    _resetRootStore();
    expect(getRootStore()).not.toBe(first);
  });
});
