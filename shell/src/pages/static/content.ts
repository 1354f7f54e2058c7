import type { i18n as I18n } from 'i18next';
import type { Lang } from '@realty/shared';

/** Long texts of the static pages: one lazy chunk per language, added to the 'shell' namespace under `static`. */
const loaders: Record<Lang, () => Promise<unknown>> = {
  tr: () => import('./content/tr.json'),
  en: () => import('./content/en.json'),
  ru: () => import('./content/ru.json'),
};

const loads = new Map<string, Promise<void>>();

export function loadStaticContent(i18n: I18n, lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'shell') && i18n.exists('static.about.lead', { lng: lang, ns: 'shell' })) return Promise.resolve();
  let load = loads.get(lang);
  if (!load) {
    load = loaders[lang]().then((module) => {
      const tree = (module as { default?: unknown }).default ?? module;
      i18n.addResourceBundle(lang, 'shell', { static: tree }, true, false);
    });
    load.catch(() => loads.delete(lang));
    loads.set(lang, load);
  }
  return load;
}

export interface StaticSection {
  title: string;
  paragraphs: string[];
}
