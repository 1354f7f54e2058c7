import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithApp } from '@realty/shared/testing';
import shellEn from '../../i18n/en.json';
import shellTr from '../../i18n/tr.json';
import shellRu from '../../i18n/ru.json';
import { AppRoutes } from '../../router/routes';
import en from './content/en.json';
import tr from './content/tr.json';
import ru from './content/ru.json';

jest.mock('../../remotes/runtime', () => ({ loadRemotePage: jest.fn(), resetRemote: jest.fn() }));

type Tree = Record<string, unknown>;
/** Every key path, with array lengths, so that the three languages must have the same structure. */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${prefix}[${i}]`))];
  if (value && typeof value === 'object') return Object.entries(value as Tree).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

describe('static pages', () => {
  it('content and shell keys are the same in tr, en and ru, and no text is empty', () => {
    expect(shape(tr)).toEqual(shape(en));
    expect(shape(ru)).toEqual(shape(en));
    expect(shape(shellTr)).toEqual(shape(shellEn));
    expect(shape(shellRu)).toEqual(shape(shellEn));
    const texts = (tree: unknown): string[] =>
      Array.isArray(tree) ? tree.flatMap(texts) : tree && typeof tree === 'object' ? Object.values(tree).flatMap(texts) : [String(tree)];
    for (const tree of [en, tr, ru]) expect(texts(tree).every((text) => text.trim().length > 0)).toBe(true);
  });

  it.each([
    ['/en/privacy-policy', 'Your rights'],
    ['/tr/terms-of-service', 'Hesaplar'],
    ['/ru/refund-policy', 'Как запросить возврат'],
    ['/en/about', 'What you can do here'],
  ])('%s renders its sections', async (path, heading) => {
    const lang = path.slice(1, 3) as 'en' | 'tr' | 'ru';
    await act(() => renderWithApp((
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        ), { lang, router: false, namespaces: { shell: { en: shellEn, tr: shellTr, ru: shellRu } } }));
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });
});
