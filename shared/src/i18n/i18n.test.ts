import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createI18n, registerNamespace } from './setup';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

describe('i18n', () => {
  it('loads namespaces lazily per language through registered loaders', async () => {
    const loader = jest.fn((lang: string) => Promise.resolve({ default: { hello: `hello-${lang}` } }));
    registerNamespace('blog', loader);
    const i18n = await createI18n({ lang: 'tr', ns: ['common'] });
    expect(i18n.t('siteName')).toBe('Realty Turkey');
    await i18n.loadNamespaces('blog');
    expect(i18n.t('hello', { ns: 'blog' })).toBe('hello-tr');
    await i18n.changeLanguage('en');
    expect(i18n.t('hello', { ns: 'blog' })).toBe('hello-en');
    expect(i18n.t('siteName')).toBe('Realty Turkey');
    expect(loader.mock.calls.map(([lang]) => lang)).toEqual(['tr', 'en']);
  });

  // Missing or extra keys in one language fail here, for every package's namespace.
  const root = path.resolve(__dirname, '../../..');
  // Every bundle: a package's own (src/i18n) and a lazy part's (an i18n folder deeper in src, e.g. the listing's decide
  // section, or a kernel subpath's such as shared/src/messaging/i18n).
  const bundles = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .flatMap((entry) =>
        entry.name === 'i18n'
          ? [`${dir}/i18n`, ...readdirSync(path.join(root, dir, 'i18n'), { withFileTypes: true }).filter((sub) => sub.isDirectory()).map((sub) => `${dir}/i18n/${sub.name}`)]
          : bundles(`${dir}/${entry.name}`),
      );
  const dirs = [...bundles('shared/src'), ...readdirSync(root).filter((d) => (d === 'shell' || d.startsWith('mf-')) && existsSync(path.join(root, d, 'src'))).flatMap((d) => bundles(`${d}/src`))].filter(
    (d) => existsSync(path.join(root, d, 'en.json')),
  );
  it.each(dirs)('%s has the same keys in tr, en and ru', (dir) => {
    const load = (lang: string) => keys(JSON.parse(readFileSync(path.join(root, dir, `${lang}.json`), 'utf8')) as Tree).sort();
    const en = load('en');
    expect(load('tr')).toEqual(en);
    expect(load('ru')).toEqual(en);
  });
});
