// One rule for "the same page in another language", read by the shell's language popup and its hreflang links: a page
// that exists only in some languages (a journal post) sets `alternates` (and `otherwise`) in its head
// (`usePageHead`); every other page is the same path under another language prefix.
import { LANGS, pathTo, switchLangPath, type Lang } from '../routes';
import type { PageHead } from '../stores/ui.store';

/** The head that belongs to this location, if the page set one. */
const own = (pathname: string, head: PageHead | null | undefined): PageHead | null => (head && head.path === pathname ? head : null);

/** Where the language switch goes from `pathname + search + hash` to `lang`. */
export function languageTarget(lang: Lang, pathname: string, search = '', hash = '', head?: PageHead | null): string {
  const alternates = own(pathname, head)?.alternates;
  if (!alternates) return `${switchLangPath(pathname, lang)}${search}${hash}`;
  return alternates[lang] ?? pathTo(lang, own(pathname, head)?.otherwise ?? 'home');
}

/**
 * hreflang paths of the page: its own `hreflang` (a catalogue page: its canonical in each language, so page 2 points to
 * page 2), else the languages it exists in (all three unless the page said otherwise).
 */
export function hreflangPaths(pathname: string, head?: PageHead | null): Partial<Record<Lang, string>> {
  const mine = own(pathname, head);
  if (mine?.hreflang) return mine.hreflang;
  if (mine?.alternates) return mine.alternates;
  return Object.fromEntries(LANGS.map((lang) => [lang, switchLangPath(pathname, lang)]));
}
