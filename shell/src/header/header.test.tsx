import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp, withLocationProbe } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { Footer } from '../footer/Footer';
import { wireSession } from '../session/session';
import { _resetSiteConfig } from '../session/siteConfig';
import { Avatar } from './Avatar';
import { BottomBar } from './BottomBar';
import { Header } from './Header';

const shell = { shell: { en, tr, ru } };

describe('Avatar', () => {
  it.each([
    [{ id: 1, name: 'ayşe', lastname: 'Yılmaz' }, 'AY'],
    [{ id: 1, name: 'Ivan' }, 'I'],
    [{ id: 1, name: '' }, 'NN'],
    [null, 'NN'],
  ])('initials of %j: %s', async (user, initials) => {
    const { store } = await renderWithApp(<Avatar />, { namespaces: shell });
    act(() => store.auth.setUser(user));
    expect(screen.getByTestId('avatar-initials').textContent).toBe(initials);
  });

  it('shows the photo when there is one', async () => {
    const { store, container } = await renderWithApp(<Avatar />, { namespaces: shell });
    act(() => store.auth.setUser({ id: 1, name: 'A', photo: '/uploads/a.webp' }));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/a.webp');
  });
});

describe('Header', () => {
  it('visitor: sign-in entry; add and favorites open sign-in and remember the target', async () => {
    const { store } = await renderWithApp(withLocationProbe(<Header lang="en" />), { lang: 'en', path: '/en/about', namespaces: shell });
    wireSession(store);
    expect(screen.getByTestId('sign-in-entry')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-listing'));
    expect(store.ui.popup).toBe('signIn');
    expect(store.auth.redirectTarget).toBe('/en/profile/add');
    expect(screen.getByTestId('where').textContent).toBe('/en/about');
    fireEvent.click(screen.getByTestId('favorites-shortcut'));
    expect(store.auth.redirectTarget).toBe('/en/profile/favorites');
  });

  it('signed in: avatar menu instead of sign-in, add goes straight to profile/add', async () => {
    const { store } = await renderWithApp(withLocationProbe(<Header lang="en" />), { lang: 'en', path: '/en/about', namespaces: shell });
    act(() => store.auth.setUser({ id: 3, name: 'Deniz', lastname: 'Kaya' }));
    expect(screen.queryByTestId('sign-in-entry')).toBeNull();
    expect((await screen.findByTestId('avatar-initials')).textContent).toBe('DK'); // a lazy chunk: loaded on sign-in
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByRole('link', { name: 'My listings' }).getAttribute('href')).toBe('/en/profile/my');
    fireEvent.click(screen.getByTestId('add-listing'));
    expect(screen.getByTestId('where').textContent).toBe('/en/profile/add');
    expect(store.ui.popup).toBeNull();
  });

  it('the logo and menu entries reset the catalogue filter; switches open their popups', async () => {
    const { store } = await renderWithApp(withLocationProbe(<Header lang="en" />), { lang: 'en', path: '/en/about', namespaces: shell });
    const reset = jest.fn();
    store.bus.on('filter:reset', reset);
    store.filter.setCurrent({ dealType: 'rent', region: 'antalya', sort: 'newest', page: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Realty Turkey — home' }));
    expect(store.filter.current).toEqual({ dealType: 'rent', sort: 'newest', page: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Rent' }));
    expect(reset).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByTestId('language-switch'));
    expect(store.ui.popup).toBe('languages');
    fireEvent.click(screen.getByTestId('currency-switch'));
    expect(store.ui.popup).toBe('currency');
    fireEvent.click(screen.getByTestId('burger'));
    expect(store.ui.popup).toBe('sideMenu');
  });
});

describe('Footer and bottom bar', () => {
  afterEach(() => {
    document.getElementById('__INITIAL_DATA__')?.remove();
    _resetSiteConfig();
  });

  it('footer: menu of PRODUCT.md §2, external help center from HELP_CENTER_URL, copyright of the current year, gated searches link', async () => {
    // 01:30 on New Year's Day in Istanbul, still 31 December in UTC: the site's clock decides.
    jest.useFakeTimers({ now: new Date('2031-12-31T22:30:00Z'), advanceTimers: true });
    const data = document.createElement('script');
    data.id = '__INITIAL_DATA__';
    data.type = 'application/json';
    data.textContent = JSON.stringify({ '/site-config': { help_center_url: 'https://support.example.org/realty' } });
    document.body.appendChild(data);
    const { store } = await renderWithApp(withLocationProbe(<Footer lang="ru" />), { lang: 'ru', path: '/ru', namespaces: shell });
    wireSession(store);
    const help = screen.getByRole('link', { name: 'Центр помощи' });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('href')).toBe('https://support.example.org/realty');
    expect(screen.getByText(/© 2032 /)).toBeTruthy();
    jest.useRealTimers();
    fireEvent.click(screen.getByTestId('footer-searches'));
    expect(store.auth.redirectTarget).toBe('/ru/profile/search');
    expect(store.ui.popup).toBe('signIn');
  });

  it('footer without HELP_CENTER_URL: no help center link (it would point at a domain that does not exist)', async () => {
    await renderWithApp(withLocationProbe(<Footer lang="en" />), { lang: 'en', path: '/en', namespaces: shell });
    expect(screen.getByRole('link', { name: 'About us' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Help center' })).toBeNull();
  });

  it('bottom bar: search/home, add, favorites, profile; gated entries store the target', async () => {
    const { store } = await renderWithApp(withLocationProbe(<BottomBar lang="tr" />), { lang: 'tr', path: '/tr/about', namespaces: shell });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/tr', '/tr/profile/add', '/tr/profile/favorites', '/tr/profile']);
    fireEvent.click(screen.getByRole('link', { name: /Profil/ }));
    expect(store.auth.redirectTarget).toBe('/tr/profile');
    expect(screen.getByTestId('where').textContent).toBe('/tr/about');
    expect(document.querySelector('[aria-current="page"]')).toBeNull(); // no section of the bar on screen
  });

  it.each([
    ['/en', 'Search'],
    ['/en/real-estate/sale/antalya', 'Search'],
    ['/en/real-estate/ad/12', 'Search'],
    ['/en/profile/add', 'Add'],
    ['/en/profile/edit/12', 'Add'],
    ['/en/profile/favorites', 'Favorites'],
    ['/en/profile/my', 'Profile'],
    ['/en/profile', 'Profile'],
  ])('bottom bar on %s marks %s as the current section, and only it', async (path, name) => {
    await renderWithApp(<BottomBar lang="en" />, { lang: 'en', path, namespaces: shell });
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([expect.stringContaining(name)]);
  });
});
