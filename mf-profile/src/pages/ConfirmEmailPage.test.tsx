import { act, screen, waitFor } from '@testing-library/react';
import { matchRoute } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import { en, tr, ru } from '../testing/texts';
import ConfirmEmailPage from './ConfirmEmailPage';

const TOKEN = 'A'.repeat(43);
const render = async (lang: 'en' | 'tr', token = TOKEN) => {
  const path = `/${lang}/confirm-email`;
  const match = matchRoute(path);
  if (!match) throw new Error('no route');
  return renderWithApp(<ConfirmEmailPage lang={lang} route={match.route} rest="" />, { lang, path: `${path}?token=${token}`, namespaces: { profile: { en, tr, ru } } });
};

describe('ConfirmEmailPage', () => {
  it('posts the token once and shows the result; a signed-in header gets the new address', async () => {
    const { calls } = mockApi((req) => {
      if (req.method === 'POST') return { data: { message: 'Your e-mail address is now new@example.com.', data: { email: 'new@example.com' } } };
      return { data: { data: { id: 7, name: 'Ayşe', lastname: 'Y', email: 'new@example.com', phone: null, photo: null, photos: null, org_type: 'private', initials: 'AY', created_at: '' } } };
    });
    const { store } = await render('en');
    act(() => store.auth.setUser({ id: 7, name: 'Ayşe', lastname: 'Y', email: 'old@example.com', phone: null, photo: null, org_type: 'private' }));
    expect(await screen.findByText('Your e-mail address is now new@example.com.')).toBeTruthy();
    await waitFor(() => expect(store.auth.user?.email).toBe('new@example.com'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/en/api/email-change/confirm', data: { token: TOKEN } })]);
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/en/profile/info');
  });

  it('shows why a used or expired link fails', async () => {
    const message = 'Bu onay bağlantısı geçersiz veya süresi dolmuş. Profilinizden yenisini isteyin.';
    mockApi(() => ({ status: 422, data: { message, errors: { token: [message] } } }));
    await render('tr', 'used');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Profilinize gidin' })).toBeTruthy();
  });

  it('without a token says so and asks the server nothing', async () => {
    const { calls } = mockApi(() => ({ status: 500, data: {} }));
    await render('en', '');
    expect((await screen.findByRole('alert')).textContent).toBe(en.confirmEmail.noToken);
    expect(calls).toEqual([]);
  });
});
