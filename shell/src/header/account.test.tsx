// Account entries a new user meets: the avatar's accessible name, the company profile in the menus of corporate
// accounts, the page gate (import for corporate accounts only; an invitation link opens signed out), sign-out in the
// side menu.
import { startTransition, Suspense } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeById } from '@realty/shared';
import { mockApi, renderWithApp, withLocationProbe } from '@realty/shared/testing';
import { loadAllPopups, PopupHost } from '../popups/PopupHost';
import { renderGate, shellNamespaces } from '../testing/gate';
import { openAvatarMenu, openSideMenu } from '../testing/menus';
import { Header } from './Header';
import { AuthGate } from '../pages/AuthGate';

/** A button that navigates in the test's router (a link elsewhere on the site). */
function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      go
    </button>
  );
}

const shell = shellNamespaces;
const PRIVATE = { id: 3, name: 'Deniz', lastname: 'Kaya', org_type: 'private' as const };
const CORPORATE = { id: 4, name: 'Emre', lastname: 'Demir', org_type: 'corporate' as const };

// The popups are chunks loaded on first open (PopupHost.tsx); loaded up front here, they render at once.
beforeAll(() => loadAllPopups());

describe('avatar button', () => {
  it.each([
    ['en', 'DK — account menu of Deniz Kaya'],
    ['tr', 'DK — Deniz Kaya hesap menüsü'],
    ['ru', 'DK — меню аккаунта: Deniz Kaya'],
  ] as const)('%s: its accessible name starts with the visible initials', async (lang, name) => {
    const { store } = await renderWithApp(<Header lang={lang} />, { lang, namespaces: shell });
    act(() => store.auth.setUser(PRIVATE));
    const button = await screen.findByTestId('user-menu'); // the signed-in menu is a lazy chunk
    expect(button.getAttribute('aria-label')).toBe(name);
    expect(button.getAttribute('aria-label')).toContain(screen.getByTestId('avatar-initials').textContent);
  });
});

describe('company profile', () => {
  it('the avatar menu offers it to a corporate account only', async () => {
    const { store } = await openAvatarMenu(PRIVATE);
    expect(screen.getByRole('link', { name: 'My listings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Company profile' })).toBeNull();
    act(() => store.auth.setUser(CORPORATE));
    expect(screen.getByRole('link', { name: 'Company profile' }).getAttribute('href')).toBe('/en/profile/corporate');
  });

  it('the side menu offers it to a corporate account only', async () => {
    const { store } = await openSideMenu(PRIVATE);
    expect(screen.queryByRole('link', { name: 'Company profile' })).toBeNull();
    act(() => store.auth.setUser(CORPORATE));
    expect(screen.getByRole('link', { name: 'Company profile' }).getAttribute('href')).toBe('/en/profile/corporate');
  });

  it.each(['profileImport'] as const)('%s: a private account gets an explanation, a corporate one the page', async (id) => {
    const { store } = await renderGate(id);
    act(() => {
      store.auth.setUser(PRIVATE);
      store.auth.setChecked();
    });
    expect(screen.queryByText('the page')).toBeNull();
    expect((await screen.findByTestId('corporate-gate')).textContent).toContain('This page belongs to corporate accounts');
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/en/profile');
    act(() => store.auth.setUser(CORPORATE));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByTestId('corporate-gate')).toBeNull();
  });

  it('the company profile opens for a private account (an invited agent accepts and sees the team there)', async () => {
    const { store } = await renderGate('profileCorporate');
    act(() => {
      store.auth.setUser(PRIVATE);
      store.auth.setChecked();
    });
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByTestId('corporate-gate')).toBeNull();
  });

  it('an invitation link opens signed out (no sign-in gate, no popup); without a token the gate asks to sign in', async () => {
    const landing = await renderGate('profileCorporate', { path: '/en/profile/corporate?invite=abc.def' });
    act(() => landing.store.auth.setChecked());
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByTestId('auth-gate')).toBeNull();
    expect(landing.store.ui.popup).toBeNull();
    landing.unmount();

    const plain = await renderGate('profileCorporate', { path: '/en/profile/corporate' });
    act(() => plain.store.auth.setChecked());
    expect(screen.queryByText('the page')).toBeNull();
    expect(await screen.findByTestId('auth-gate')).toBeTruthy();
    expect(plain.store.auth.redirectTarget).toBe('/en/profile/corporate');
  });

  it('signing out on a signed-in page still shown (home is loading) does not pop sign-in up again', async () => {
    const { store } = await renderGate('profileMy', { path: '/en/profile/my' });
    act(() => {
      store.auth.setChecked();
      store.auth.setUser(PRIVATE);
    });
    expect(screen.getByText('the page')).toBeTruthy();
    act(() => store.auth.setUser(null));
    expect(await screen.findByTestId('auth-gate')).toBeTruthy();
    expect(store.auth.redirectTarget).toBeNull();
  });

  it('signing out while the way home is rendering (a transition not committed) does not pop sign-in up', async () => {
    const loading = new Promise<never>(() => undefined);
    function HomeLoading(): never {
      throw loading; // the home page's chunk, still on its way
    }
    /** PageView's shape: the gate gets the route of the location it renders. */
    function Page() {
      const { pathname } = useLocation();
      const home = pathname === '/en';
      return (
        <AuthGate lang="en" route={routeById(home ? 'home' : 'profileMy')}>
          {home ? <HomeLoading /> : <p>the page</p>}
        </AuthGate>
      );
    }
    function LeaveHome() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => startTransition(() => void navigate('/en'))}>
          leave
        </button>
      );
    }
    const { store } = await renderWithApp(
      <Suspense fallback={<p>loading</p>}>
        <Page />
        <LeaveHome />
      </Suspense>,
      { namespaces: shell, lang: 'en', path: '/en/profile/my' },
    );
    act(() => {
      store.auth.setChecked();
      store.auth.setUser(PRIVATE);
    });
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByText('the page')).toBeTruthy(); // the transition keeps the signed-in page shown
    act(() => store.auth.setUser(null));
    expect(store.auth.redirectTarget).toBeNull();
    expect(store.ui.popup).toBeNull();
  });

  it('after signing out, another signed-in URL opened in the same session asks to sign in again', async () => {
    const { store } = await renderWithApp(
      <>
        <AuthGate lang="en" route={routeById('profileMy')}>
          <p>the page</p>
        </AuthGate>
        <GoTo path="/en/profile/favorites" />
      </>,
      { namespaces: shell, lang: 'en', path: '/en/profile/my' },
    );
    act(() => {
      store.auth.setChecked();
      store.auth.setUser(PRIVATE);
    });
    act(() => store.auth.setUser(null));
    expect(store.auth.redirectTarget).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(store.auth.redirectTarget).toBe('/en/profile/favorites');
  });

  it('a signed-out visitor opening a signed-in page is asked to sign in', async () => {
    const { store } = await renderGate('profileMy', { path: '/en/profile/my' });
    act(() => store.auth.setChecked());
    expect(store.auth.redirectTarget).toBe('/en/profile/my');
  });

  it('other signed-in pages open for a private account', async () => {
    const { store } = await renderGate('profileMy');
    act(() => store.auth.setUser(PRIVATE));
    expect(screen.getByText('the page')).toBeTruthy();
  });
});

describe('side menu sign-out', () => {
  it('is there when signed in: it ends the session, closes the menu and goes home', async () => {
    const { calls } = mockApi(({ path }) => (path.endsWith('/api/logout') ? { status: 204 } : undefined));
    const { store } = await renderWithApp(withLocationProbe(<PopupHost />), { lang: 'en', path: '/en/profile/my', namespaces: shell });
    act(() => {
      store.auth.setUser(PRIVATE);
      store.ui.openPopup('sideMenu');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(store.ui.popup).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/en');
    await waitFor(() => expect(store.auth.user).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /tr/api/logout']) // the mock client has no language of its own;
  });

  it('is not there for visitors', async () => {
    const { store } = await renderWithApp(<PopupHost />, { lang: 'en', namespaces: shell });
    act(() => store.ui.openPopup('sideMenu'));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
