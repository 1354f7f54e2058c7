import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { AppRoutes } from '../router/routes';

jest.mock('../remotes/runtime', () => ({ loadRemotePage: jest.fn(), resetRemote: jest.fn() }));

async function visit(path: string) {
  const lang = path.slice(1, 3) as 'en' | 'tr' | 'ru';
  await act(() =>
    renderWithApp(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
      { lang, router: false, namespaces: { shell: { en, tr, ru } } },
    ),
  );
}

describe('unsubscribe page', () => {
  it.each([
    ['/en/unsubscribe?result=done&kind=messages', 'You will no longer receive e-mails about new messages.', 'Notification settings', '/en/profile/notifications'],
    ['/tr/unsubscribe?result=done&kind=viewings', 'Artık yer gösterme talepleri', 'Bildirim ayarları', '/tr/profile/notifications'],
    ['/ru/unsubscribe?result=done&kind=favorites', 'Письма об изменении цен в избранном больше не придут', null, '/ru/profile/favorites'],
    ['/en/unsubscribe?result=done&kind=search', 'new listings for this saved search', 'Manage saved searches', '/en/profile/saved'],
  ])('%s: says what was turned off and links to where it is managed', async (path, text, link, href) => {
    await visit(path);
    const panel = await screen.findByTestId('unsubscribe');
    expect(panel.getAttribute('data-result')).toBe('done');
    expect(panel.textContent).toContain(text);
    const manage = panel.querySelector('a');
    expect(manage?.getAttribute('href')).toBe(href);
    if (link) expect(manage?.textContent).toBe(link);
  });

  it('a forged or broken link claims nothing, whatever the kind', async () => {
    await visit('/en/unsubscribe?result=invalid&kind=messages');
    const panel = await screen.findByTestId('unsubscribe');
    expect(panel.getAttribute('data-result')).toBe('invalid');
    expect(panel.textContent).not.toContain('new messages');
  });
});
