// One brand in every language (the logo, titles, e-mails and every text take `siteName` from common): "Realty Turkey"
// (issue 23: the Turkish pages had another name). No translation of any package may name the site differently.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang } from '../routes';

const root = path.resolve(__dirname, '../../..');
/** Every name the site has had; a text may only carry the one of its own language. */
const BRAND_NAMES = ['Emlak Türkiye', 'Realty Turkey', 'Недвижимость Турции', 'Türkiye Emlak', 'Turkey Realty'];

function translationFiles(dir: string, lang: Lang): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : translationFiles(file, lang);
    return name === `${lang}.json` && /[/\\](i18n|content)$/.test(dir) ? [file] : [];
  });
}

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

const siteName = (lang: Lang): string => (JSON.parse(readFileSync(path.join(root, 'shared/src/i18n', `${lang}.json`), 'utf8')) as { siteName: string }).siteName;

describe('brand', () => {
  it('is Realty Turkey in Turkish, English and Russian', () => {
    expect(LANGS.map(siteName)).toEqual(['Realty Turkey', 'Realty Turkey', 'Realty Turkey']);
  });

  const packages = ['shared', 'shell', ...readdirSync(root).filter((d) => d.startsWith('mf-'))];
  it.each([...LANGS])('%s: every text that names the site uses its siteName', (lang) => {
    const own = siteName(lang);
    const files = packages.flatMap((pkg) => translationFiles(path.join(root, pkg, 'src'), lang));
    expect(files.length).toBeGreaterThan(8);
    const wrong = files.flatMap((file) =>
      texts(JSON.parse(readFileSync(file, 'utf8'))).flatMap((text) =>
        BRAND_NAMES.filter((name) => name !== own && text.includes(name)).map((name) => `${path.relative(root, file)}: "${name}" in "${text.slice(0, 60)}"`),
      ),
    );
    expect(wrong).toEqual([]);
  });
});
