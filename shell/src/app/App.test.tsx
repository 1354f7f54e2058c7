import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageFrame, type PageProps } from '@realty/shared';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { AppRoutes } from '../router/routes';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { loadRemotePage, resetRemote } from '../remotes/runtime';

jest.mock('../remotes/runtime', () => ({ loadRemotePage: jest.fn(), resetRemote: jest.fn() }));
const loadPage = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

function FakeRemotePage({ lang, route }: PageProps) {
  return <PageFrame lang={lang} route={route} intro="from remote" />;
}

async function visit(path: string) {
  const lang = (['tr', 'en', 'ru'] as const).find((l) => path.startsWith(`/${l}`)) ?? 'tr';
  // Rendered inside an awaited act(): pages that suspend (remote loads) need it to resume in tests.
  await act(() => renderWithApp((
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        ), { lang, router: false, namespaces: { shell: { en, tr, ru } } }));
}

describe('shell routing', () => {
  beforeEach(() => loadPage.mockReset());

  it('renders a remote page through the runtime inside the layout', async () => {
    loadPage.mockResolvedValue({ default: FakeRemotePage });
    await visit('/en/real-estate/ad/123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing' })).toBeTruthy();
    expect(loadPage).toHaveBeenCalledWith('listing', './ListingPage');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByText('Rent').getAttribute('href')).toBe('/en/real-estate/rent');
    expect(document.title).toBe('Listing — Realty Turkey');
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('link[hreflang="ru"]')?.getAttribute('href')).toBe('http://localhost/ru/real-estate/ad/123');
  });

  it('renders shell pages itself', async () => {
    await visit('/ru/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'О нас' })).toBeTruthy();
    expect(loadPage).not.toHaveBeenCalled();
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(screen.getByText(`© ${year} Realty Turkey. Все права защищены.`)).toBeTruthy();
  });

  it.each([['/en/nope', 'This page could not be found'], ['/en/profile/nope/x', 'This page could not be found'], ['/de', 'Bu sayfa bulunamadı']])(
    '%s is the 404 page',
    async (path, message) => {
      await visit(path);
      expect(await screen.findByRole('heading', { level: 1, name: message })).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
    },
  );

  it('shows the fallback with Retry when a remote fails, and the header keeps working', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadPage.mockResolvedValueOnce({ default: RemoteFallback }).mockResolvedValue({ default: FakeRemotePage });
    await visit('/en/journal');
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback.textContent).toContain('This section could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(resetRemote).toHaveBeenCalledWith('blog');
    expect(await screen.findByText('from remote')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    error.mockRestore();
  });

  it('contains a crashing remote page in its own boundary', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadPage.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    await visit('/en/journal');
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    error.mockRestore();
  });
});
