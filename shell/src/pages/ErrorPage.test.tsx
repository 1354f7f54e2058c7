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
  await act(() => renderWithApp((
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        ), { lang, router: false, namespaces: { shell: { en, tr, ru } } }));
}

describe('error page', () => {
  it('/en/error: inside the layout, a heading, the status and its message, what to do, links home and to the listings', async () => {
    await visit('/en/error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    const page = screen.getByTestId('error-page');
    expect(page.getAttribute('data-status')).toBe('500');
    expect(screen.getByTitle('Error code').textContent).toBe('500');
    expect(screen.getByText('Internal server error')).toBeTruthy();
    expect(screen.getByText('Please try again in a moment. If it keeps happening, start again from the home page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
    expect(screen.getByRole('link', { name: 'Browse listings' }).getAttribute('href')).toBe('/en/real-estate');
    // The site's layout around it: header and footer.
    expect(screen.getByTestId('burger')).toBeTruthy();
    expect(screen.getByTestId('footer-searches')).toBeTruthy();
  });

  it.each([
    ['/ru/error?status=404', 'Страница не найдена', '404 страница не найдена'],
    ['/tr/error?status=429', 'Bir şeyler ters gitti', 'Çok fazla istek, lütfen biraz bekleyin'],
    ['/en/error?status=999', 'Something went wrong', 'Internal server error'],
  ])('%s', async (path, heading, message) => {
    await visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });
});
