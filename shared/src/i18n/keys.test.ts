// Missing and unused translation keys, for every package's namespace. Keys are static (an ESLint rule refuses
// t(`x.${y}`)), so a key is used exactly when its literal appears in the package's sources: a t('…') call, or a map of
// keys such as DEAL_LABEL_KEYS. The one built family is routes.<RouteId>.title|description (i18n/routeText.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../routes';

type Tree = { [key: string]: string | Tree | unknown[] };
const root = path.resolve(__dirname, '../../..');

const flatKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? flatKeys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' || name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every string literal ('…' or "…") in the files. */
function literals(files: string[]): Set<string> {
  const out = new Set<string>();
  for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"/g)) out.add(match[1] ?? match[2] ?? '');
  return out;
}

/** Keys passed as a literal to a translate function: t('a.b'), tc('a.b'), i18n.t('a.b'). */
function calledKeys(files: string[]): Set<string> {
  const out = new Set<string>();
  for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(/\bt[a-z]?\(\s*'([^']+)'/g)) out.add(match[1]!);
  return out;
}

/** Folders of an i18n folder with their own bundle (their keys join the namespace under the folder's name). */
const subBundles = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((name) => existsSync(path.join(dir, name, 'en.json'))) : [];

/**
 * Bundles of a part of a package (an i18n folder below src besides src/i18n), loaded with that part's lazy chunk; an
 * i18n folder without its own bundle holds several, one per folder (mf-profile's page texts, src/pages/i18n/<part>).
 */
function partBundles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const sub = path.join(dir, name);
    if (!statSync(sub).isDirectory() || name === 'node_modules') return [];
    if (name !== 'i18n') return partBundles(sub);
    return existsSync(path.join(sub, 'en.json')) ? [sub] : subBundles(sub).map((part) => path.join(sub, part));
  });
}


const load = (dir: string): Tree => JSON.parse(readFileSync(path.join(root, dir, 'en.json'), 'utf8')) as Tree;
const PACKAGES = readdirSync(root).filter((d) => (d === 'shell' || d.startsWith('mf-')) && existsSync(path.join(root, d, 'src/i18n/en.json')));
const common = flatKeys(load('shared/src/i18n'));
const routeKeys = new Set(ROUTES.flatMap((route) => [`routes.${route.id}.title`, `routes.${route.id}.description`]));

describe('translation keys', () => {
  it('every route has a title and a description', () => {
    for (const key of routeKeys) expect(common).toContain(key);
  });

  it('common: every key is used somewhere (front end or api), and nothing else lives under routes', () => {
    const used = literals(['shared/src', 'shell/src', 'api/src', ...PACKAGES.map((p) => `${p}/src`)].flatMap((d) => sourceFiles(path.join(root, d))));
    const unused = common.filter((key) => !used.has(key) && !routeKeys.has(key));
    expect(unused).toEqual([]);
  });

  it.each(PACKAGES)('%s: every key it calls exists, every key it defines is used', (pkg) => {
    const files = sourceFiles(path.join(root, pkg, 'src'));
    let own = flatKeys(load(`${pkg}/src/i18n`));
    // The shell's static pages bring their long texts in a bundle of their own, under `static`.
    const staticDir = path.join(root, pkg, 'src/pages/static/content');
    if (existsSync(staticDir)) own = [...own, ...flatKeys(JSON.parse(readFileSync(path.join(staticDir, 'en.json'), 'utf8')) as Tree, 'static.')];
    // A lazy part's namespace (src/**/i18n), and bundles merged into the package's namespace under their folder's name
    // (src/i18n/map -> `map.`, mf-catalog's map mode).
    for (const bundle of partBundles(path.join(root, pkg, 'src')).filter((dir) => dir !== path.join(root, pkg, 'src/i18n')))
      own = [...own, ...flatKeys(JSON.parse(readFileSync(path.join(bundle, 'en.json'), 'utf8')) as Tree)];
    for (const sub of subBundles(path.join(root, pkg, 'src/i18n')))
      own = [...own, ...flatKeys(JSON.parse(readFileSync(path.join(root, pkg, 'src/i18n', sub, 'en.json'), 'utf8')) as Tree, `${sub}.`)];
    const known = new Set([...own, ...common]);
    const isKnown = (key: string) => known.has(key) || own.some((k) => k.startsWith(`${key}.`)); // returnObjects subtrees
    expect([...calledKeys(files)].filter((key) => !isKnown(key))).toEqual([]);
    const used = literals(files);
    const ownLeaves = own.filter((key) => !key.startsWith('static.') || !/\.(sections|stats)\./.test(key));
    expect(ownLeaves.filter((key) => !used.has(key) && ![...used].some((u) => key.startsWith(`${u}.`)))).toEqual([]);
  });
});
