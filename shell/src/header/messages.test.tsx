import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RootStore } from '@realty/shared';
import { startLiveEvents } from '@realty/shared/live-client';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { openSideMenu } from '../testing/menus';
import { BottomBar } from './BottomBar';
import { Header } from './Header';

const shell = { shell: { en, tr, ru } };

/** The kernel's live client, answered by a mocked GET /api/conversations/unread (jsdom has no EventSource: it polls). */
function unreadIs(count: number) {
  return mockApi((request) => (request.path === '/api/conversations/unread' ? { data: { data: { unread: count, threads: 1 } } } : undefined));
}

let stops: Array<() => void> = [];
/** What the shell's bootstrap does: the live client follows the signed-in user. */
const live = (store: RootStore) => stops.push(startLiveEvents(store));
afterEach(() => {
  act(() => stops.forEach((stop) => stop()));
  stops = [];
});

describe('unread messages badge', () => {
  it('signed in with unread messages: header link to the messages page, count in the user menu and the mobile bar', async () => {
    unreadIs(3);
    const { store } = await renderWithApp(
      <>
        <Header lang="en" />
        <BottomBar lang="en" />
      </>,
      { lang: 'en', path: '/en/about', namespaces: shell },
    );
    live(store);
    act(() => store.auth.setUser({ id: 3, name: 'Deniz' }));
    const badge = await screen.findByTestId('messages-badge');
    expect(badge.getAttribute('href')).toBe('/en/profile/messages');
    expect(badge.getAttribute('aria-label')).toBe('Messages: 3 unread');
    expect(badge.textContent).toContain('3');
    expect(screen.getByTestId('bar-unread').textContent).toContain('3');
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByRole('link', { name: 'Messages (3)' }).getAttribute('href')).toBe('/en/profile/messages');
  });

  it('hidden at 0', async () => {
    const { calls } = unreadIs(0);
    const { store } = await renderWithApp(<Header lang="en" />, { lang: 'en', path: '/en/about', namespaces: shell });
    live(store);
    act(() => store.auth.setUser({ id: 3, name: 'Deniz' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('messages-badge')).toBeNull();
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });

  it('hidden for a signed-out visitor, and gone after signing out', async () => {
    unreadIs(5);
    const { store } = await renderWithApp(<BottomBar lang="en" />, { lang: 'en', path: '/en/about', namespaces: shell });
    expect(screen.queryByTestId('bar-unread')).toBeNull();
    live(store);
    act(() => store.auth.setUser({ id: 3, name: 'Deniz' }));
    await screen.findByTestId('bar-unread');
    act(() => store.auth.setUser(null));
    expect(screen.queryByTestId('bar-unread')).toBeNull();
  });

  it('the side menu lists Messages with the count', async () => {
    unreadIs(2);
    const { store } = await openSideMenu({ id: 3, name: 'Deniz' });
    live(store);
    await screen.findByTestId('side-unread');
    expect(screen.getByRole('link', { name: 'Messages (2)' }).getAttribute('href')).toBe('/en/profile/messages');
  });
});
