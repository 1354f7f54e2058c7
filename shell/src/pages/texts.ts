import type { i18n as I18n } from 'i18next';
import { createPromiseCache, type Lang, type PromiseCache } from '@realty/shared';

/**
 * Texts of the unsubscribe and error pages (`unsubscribe.*`, `errorPage.*` of the 'shell' namespace), added to 'shell'
 * when one of these pages is shown, so that every other page's first load does not carry them (docs/PERFORMANCE.md,
 * first-load JS). One lazy chunk with the three languages (`lazy-once`): each chunk of its own would add its name to
 * the shell's runtime, which every page loads; these pages are rare.
 */
const load = (lang: Lang): Promise<unknown> => import(/* webpackMode: "lazy-once" */ `./i18n/${lang}.json`);

/** Per i18next instance (tests make several), one load per language. */
const loads = new WeakMap<I18n, PromiseCache<void>>();

/** The same promise for a language every time (React's `use()` needs a stable one). */
export function loadPageTexts(i18n: I18n, lang: Lang): Promise<void> {
  let cache = loads.get(i18n);
  if (!cache) loads.set(i18n, (cache = createPromiseCache<void>()));
  return cache.get(lang, async () => {
    if (i18n.hasResourceBundle(lang, 'shell') && i18n.exists('errorPage.generic', { lng: lang, ns: 'shell' })) return;
    // The language's own namespaces first (as for the static pages' texts): adding to a 'shell' bundle that is not there
    // yet would leave the header and footer of that language as raw keys.
    const [module] = await Promise.all([load(lang), i18n.loadLanguages(lang)]);
    const tree = (module as { default?: unknown }).default ?? module;
    i18n.addResourceBundle(lang, 'shell', tree, true, false);
  });
}
