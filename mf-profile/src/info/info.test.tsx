import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithApp, withLocationProbe } from '@realty/shared/testing';
import type { AuthUser } from '@realty/shared';
import { en, tr, ru } from '../testing/texts';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';

const namespaces = { profile: { en, tr, ru } };
const user: AuthUser & { email: string } = {
  id: 7,
  name: 'Ayşe',
  lastname: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '+905321112233',
  photo: null,
  org_type: 'private',
};

describe('EmailSection', () => {
  it('shows the pending address, sends a link to a new one with the password, and shows per-field errors', async () => {
    let pending: { email: string; expires_at: string } | null = { email: 'old-pending@example.com', expires_at: '2026-11-24T10:00:00.000Z' };
    const { calls } = mockApi((req) => {
      if (req.method === 'GET') return { data: { data: { email: user.email, pending } } };
      if (req.method === 'DELETE') {
        pending = null;
        return { data: { message: 'The e-mail change was cancelled.' } };
      }
      const body = req.data as { email: string; current_password: string };
      if (body.current_password !== 'right-password') {
        return { status: 422, data: { message: 'The current password is incorrect.', errors: { current_password: ['The current password is incorrect.'] } } };
      }
      if (body.email === 'taken@example.com') {
        return { status: 422, data: { message: 'This e-mail is already registered.', errors: { email: ['This e-mail is already registered.'] } } };
      }
      pending = { email: body.email, expires_at: '2026-11-25T10:00:00.000Z' };
      return { data: { message: `We sent a confirmation link to ${body.email}.`, data: pending } };
    });
    const { store } = await renderWithApp(<EmailSection lang="en" email={user.email} />, { namespaces });
    expect(screen.getByTestId('email-current').textContent).toBe('ayse@example.com');
    expect((await screen.findByTestId('email-pending')).textContent).toMatch(/Waiting for confirmation: old-pending@example\.com\. Open the link we sent there before /);

    fireEvent.click(screen.getByTestId('email-cancel'));
    await waitFor(() => expect(screen.queryByTestId('email-pending')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/en/api/profile/email');

    fireEvent.change(screen.getByLabelText('New e-mail', { exact: false }), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Current password', { exact: false }), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('email-send'));
    expect(await screen.findByText('The current password is incorrect.', { selector: '[id$="-error"]' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New e-mail', { exact: false }), { target: { value: 'taken@example.com' } });
    fireEvent.change(screen.getByLabelText('Current password', { exact: false }), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByTestId('email-send'));
    expect(await screen.findByText('This e-mail is already registered.', { selector: '[id$="-error"]' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New e-mail', { exact: false }), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByTestId('email-send'));
    expect((await screen.findByTestId('email-pending')).textContent).toMatch(/new@example\.com/);
    const post = calls.filter((c) => c.method === 'POST').pop();
    expect(post).toEqual(expect.objectContaining({ path: '/en/api/profile/email', data: { email: 'new@example.com', current_password: 'right-password' } }));
    expect((screen.getByLabelText('Current password', { exact: false }) as HTMLInputElement).value).toBe('');
    expect(store.ui.toasts.map((toast) => toast.message)).toContain('We sent a confirmation link to new@example.com.');
  });

  it('shows a throttled request (429, no field) as a form message', async () => {
    mockApi((req) =>
      req.method === 'GET' ? { data: { data: { email: user.email, pending: null } } } : { status: 429, data: { message: 'Too many requests. Please try again in 60 seconds.' } },
    );
    await renderWithApp(<EmailSection lang="en" email={user.email} />, { namespaces });
    fireEvent.change(screen.getByLabelText('New e-mail', { exact: false }), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Current password', { exact: false }), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('email-send'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 60 seconds.');
  });

  it.each([
    ['tr', 'Yeni e-posta', 'Onay bağlantısı gönder'],
    ['ru', 'Новый адрес', 'Отправить ссылку'],
  ] as const)('is translated (%s)', async (lang, label, button) => {
    mockApi(() => ({ data: { data: { email: user.email, pending: null } } }));
    await renderWithApp(<EmailSection lang={lang} email={user.email} />, { lang, namespaces });
    expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });
});

describe('DeleteAccountSection', () => {
  it('asks for the password in a dialog, shows a wrong one at the field, then signs out and goes home', async () => {
    const { calls } = mockApi((req) => {
      const password = (req.data as { password?: string }).password;
      if (password !== 'right-password') return { status: 422, data: { message: 'The current password is incorrect.', errors: { password: ['The current password is incorrect.'] } } };
      return { data: { message: 'Your account has been deleted.' } };
    });
    const { store } = await renderWithApp(withLocationProbe(<DeleteAccountSection lang="en" />), { namespaces, path: '/en/profile/info' });
    act(() => store.auth.setUser(user));
    act(() => store.favorites.setAll([1, 2]));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('account-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Password', { exact: false }), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByTestId('delete-confirm'));
    expect(await within(dialog).findByText('The current password is incorrect.')).toBeTruthy();
    expect(store.auth.user?.id).toBe(7);

    fireEvent.change(within(dialog).getByLabelText('Password', { exact: false }), { target: { value: 'right-password' } });
    fireEvent.click(within(dialog).getByTestId('delete-confirm'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en'));
    expect(store.auth.user).toBeNull();
    expect(store.favorites.ids.size).toBe(0);
    expect(store.ui.toasts.map((toast) => toast.message)).toContain('Your account has been deleted.');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => [c.path, c.data])).toEqual([
      ['/en/api/profile', { password: 'wrong' }],
      ['/en/api/profile', { password: 'right-password' }],
    ]);
  });

  it('cancel closes the dialog without a request', async () => {
    const { calls } = mockApi(() => undefined);
    await renderWithApp(<DeleteAccountSection lang="ru" />, { lang: 'ru', namespaces });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить аккаунт?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });
});

describe('InfoPage', () => {
  it('shows the server’s message at the field of the details form (422)', async () => {
    const { default: InfoPage } = await import('../pages/InfoPage');
    const { matchRoute } = await import('@realty/shared');
    mockApi((req) =>
      req.method === 'PATCH'
        ? { status: 422, data: { message: 'The phone number is not valid.', errors: { phone: ['The phone number is not valid.'] } } }
        : { data: { data: { email: user.email, pending: null } } },
    );
    const match = matchRoute('/en/profile/info');
    if (!match) throw new Error('no route');
    const { store } = await renderWithApp(<InfoPage lang="en" route={match.route} rest="" />, { namespaces, path: '/en/profile/info' });
    act(() => store.auth.setUser(user));
    fireEvent.change(screen.getByLabelText('Phone', { exact: false }), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('info-save'));
    expect(await screen.findByText('The phone number is not valid.', { selector: '[id$="-error"]' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Delete account' })).toBeTruthy();
  });
});

describe('InfoPage photo', () => {
  it('removes the current photo', async () => {
    const { default: InfoPage } = await import('../pages/InfoPage');
    const { matchRoute } = await import('@realty/shared');
    const { calls } = mockApi((req) =>
      req.method === 'DELETE' ? { data: { message: 'Photo removed.', data: { ...user, photo: null } } } : { data: { data: { email: user.email, pending: null } } },
    );
    const match = matchRoute('/en/profile/info');
    if (!match) throw new Error('no route');
    const { store } = await renderWithApp(<InfoPage lang="en" route={match.route} rest="" />, { namespaces, path: '/en/profile/info' });
    act(() => store.auth.setUser({ ...user, photo: '/uploads/avatars/7/abc-256.webp' }));
    expect(await screen.findByRole('img', { name: 'Your photo' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('photo-remove'));
    await waitFor(() => expect(store.auth.user?.photo).toBeNull());
    expect(screen.queryByTestId('photo-remove')).toBeNull();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/en/api/profile/photo');
  });
});
