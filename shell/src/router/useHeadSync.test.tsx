// The head the shell keeps in step on the client (issue 23): robots and hreflang follow the page's own head, so a
// filtered catalogue page stays noindex after hydration and page 2's hreflang points to page 2 in each language.
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageFrame, usePageHead, type PageProps } from '@realty/shared';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { AppRoutes } from './routes';
import { loadRemotePage } from '../remotes/runtime';

jest.mock('../remotes/runtime', () => ({ loadRemotePage: jest.fn(), resetRemote: jest.fn() }));
const loadPage = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

// The shell keeps a remote page's component once loaded, so one page reads the head each test sets.
let head: { canonical: string; robots?: string; hreflang?: Record<'tr' | 'en' | 'ru', string> } = { canonical: '/' };
const inEach = (path: string) => ({ tr: `/tr${path}`, en: `/en${path}`, ru: `/ru${path}` });
function CataloguePage({ lang, route }: PageProps) {
  usePageHead({ title: 'Property for sale', ...head });
  return <PageFrame lang={lang} route={route} title="Property for sale" />;
}
const pageWithHead = (next: typeof head) => {
  head = next;
  return CataloguePage;
};

async function visit(path: string) {
  await act(() =>
    renderWithApp(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
      { lang: 'en', router: false, namespaces: { shell: { en, tr, ru } } },
    ),
  );
}

const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('useHeadSync', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("a page's own hreflang (page 2 stays page 2) and no robots tag", async () => {
    loadPage.mockResolvedValue({ default: pageWithHead({ canonical: '/en/real-estate/sale?page=2', hreflang: inEach('/real-estate/sale?page=2') }) });
    await visit('/en/real-estate/sale?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Property for sale' });
    await waitFor(() => expect(href('link[rel="canonical"]')).toBe('http://localhost/en/real-estate/sale?page=2'));
    expect(href('link[hreflang="ru"]')).toBe('http://localhost/ru/real-estate/sale?page=2');
    expect(href('link[hreflang="x-default"]')).toBe('http://localhost/tr/real-estate/sale?page=2');
    expect(robots()).toBeUndefined();
  });

  it('a filtered page is noindex,follow with hreflang at its landing', async () => {
    loadPage.mockResolvedValue({ default: pageWithHead({ canonical: '/en/real-estate/sale', robots: 'noindex,follow', hreflang: inEach('/real-estate/sale') }) });
    await visit('/en/real-estate/sale?filter&price_to=100000');
    await screen.findByRole('heading', { level: 1, name: 'Property for sale' });
    await waitFor(() => expect(robots()).toBe('noindex,follow'));
    expect(href('link[hreflang="tr"]')).toBe('http://localhost/tr/real-estate/sale');
  });

  it("removes a robots tag the page's own head does not ask for", async () => {
    const stale = document.createElement('meta');
    stale.name = 'robots';
    stale.content = 'noindex,follow';
    document.head.appendChild(stale);
    loadPage.mockResolvedValue({ default: pageWithHead({ canonical: '/en/real-estate/sale' }) });
    await visit('/en/real-estate/sale');
    await screen.findByRole('heading', { level: 1, name: 'Property for sale' });
    await waitFor(() => expect(href('link[rel="canonical"]')).toBe('http://localhost/en/real-estate/sale'));
    expect(robots()).toBeUndefined();
  });

  it('rewrites no attribute of the head that already has its value (a filter change re-runs the sync)', async () => {
    loadPage.mockResolvedValue({ default: pageWithHead({ canonical: '/en/real-estate/sale', hreflang: inEach('/real-estate/sale') }) });
    await visit('/en/real-estate/sale');
    await screen.findByRole('heading', { level: 1, name: 'Property for sale' });
    await waitFor(() => expect(href('link[rel="canonical"]')).toBe('http://localhost/en/real-estate/sale'));
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true, characterData: true });
    // The same page and head again: the sync runs with what is already there. (A new tree: its store starts without the
    // page's head, so the title goes to the route's and back; a filter change keeps it.)
    await visit('/en/real-estate/sale');
    await screen.findAllByRole('heading', { level: 1, name: 'Property for sale' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    observer.disconnect();
    const inHead = changes.filter((change) => change.type === 'attributes' && (change.target === document.documentElement || document.head.contains(change.target)));
    expect(inHead.map((change) => `${change.type} ${change.attributeName ?? ''} ${change.target.nodeName}`)).toEqual([]);
  });
});
