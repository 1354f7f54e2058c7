import type { i18n as I18n } from 'i18next';
import { createPromiseCache, type Lang, type PromiseCache } from '@realty/shared';

/** Long texts of the static pages: one lazy chunk per language, added to the 'shell' namespace under `static`. */
const loaders: Record<Lang, () => Promise<unknown>> = {
  tr: () => import('./content/tr.json'),
  en: () => import('./content/en.json'),
  ru: () => import('./content/ru.json'),
};

/** Per i18next instance (tests make several), one load per language. */
const loads = new WeakMap<I18n, PromiseCache<void>>();

/** The same promise for a language every time (React's `use()` needs a stable one). */
export function loadStaticContent(i18n: I18n, lang: Lang): Promise<void> {
  let cache = loads.get(i18n);
  if (!cache) loads.set(i18n, (cache = createPromiseCache<void>()));
  return cache.get(lang, async () => {
    if (i18n.hasResourceBundle(lang, 'shell') && i18n.exists('static.about.lead', { lng: lang, ns: 'shell' })) return;
    // The language's own namespaces first: i18next takes an existing bundle for a loaded one, so adding `static` to a
    // 'shell' bundle that is not there yet would leave the header and footer of that language as raw keys.
    const [module] = await Promise.all([loaders[lang](), i18n.loadLanguages(lang)]);
    const tree = (module as { default?: unknown }).default ?? module;
    i18n.addResourceBundle(lang, 'shell', { static: tree }, true, false);
  });
}

export interface StaticSection {
  title: string;
  paragraphs: string[];
}
