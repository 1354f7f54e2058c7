// The back office in the shell: the avatar menu and the side menu offer it to administrators only, and its pages
// show anyone else a 403 page instead of opening.
import { act, screen } from '@testing-library/react';
import { ADMIN_ROUTES } from '@realty/shared';
import { loadAllPopups } from '../popups/PopupHost';
import { renderGate } from '../testing/gate';
import { openAvatarMenu, openSideMenu } from '../testing/menus';

const USER = { id: 3, name: 'Deniz', lastname: 'Kaya', org_type: 'private' as const, role: 'user' as const };
const ADMIN = { id: 5, name: 'Selin', lastname: 'Aydın', org_type: 'private' as const, role: 'admin' as const };

// The popups are chunks loaded on first open (PopupHost.tsx); loaded up front here, they render at once.
beforeAll(() => loadAllPopups());

describe('back office entry', () => {
  it('the avatar menu links the back office for an administrator only', async () => {
    const { store } = await openAvatarMenu(USER);
    expect(screen.getByRole('link', { name: 'My listings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back office' })).toBeNull();
    act(() => store.auth.setUser(ADMIN));
    expect(screen.getByRole('link', { name: 'Back office' }).getAttribute('href')).toBe('/en/admin');
  });

  it('the side menu links it for an administrator only (ru)', async () => {
    const { store } = await openSideMenu(USER, 'ru');
    expect(screen.queryByTestId('side-admin')).toBeNull();
    act(() => store.auth.setUser(ADMIN));
    expect(screen.getByTestId('side-admin').textContent).toBe('Панель управления');
    expect(screen.getByTestId('side-admin').getAttribute('href')).toBe('/ru/admin');
  });
});

describe('back office gate', () => {
  it('covers every admin route and no other', () => {
    expect([...ADMIN_ROUTES].every((id) => id === 'admin' || id.startsWith('admin'))).toBe(true);
    expect(ADMIN_ROUTES.has('admin')).toBe(true);
    expect(ADMIN_ROUTES.has('adminPayments')).toBe(true);
    expect(ADMIN_ROUTES.has('profile')).toBe(false);
  });

  it.each([...ADMIN_ROUTES])('%s: a user gets the 403 page, an administrator the page', async (id) => {
    const { store } = await renderGate(id);
    act(() => {
      store.auth.setUser(USER);
      store.auth.setChecked();
    });
    expect(screen.queryByText('the page')).toBeNull();
    expect(await screen.findByRole('heading', { name: '403: administrators only' })).toBeTruthy(); // the gate's page is a lazy chunk
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
    act(() => store.auth.setUser(ADMIN));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByTestId('admin-gate')).toBeNull();
  });

  it('a signed-out visitor gets the sign-in gate, not the 403', async () => {
    const { store } = await renderGate('admin', { lang: 'tr' });
    act(() => store.auth.setChecked());
    expect(await screen.findByTestId('auth-gate')).toBeTruthy();
    expect(screen.queryByTestId('admin-gate')).toBeNull();
  });
});
