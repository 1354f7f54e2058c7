import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hreflangPaths, LANGS, routeDescription, routeTitle, type Lang, type PageHead, type RouteDef } from '@realty/shared';

/** Sets an attribute only when it changes: most navigations (a filter change) keep most of the head as it is. */
function setIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The head element matching `selector` (created when missing) with `name` set to `value`. */
function upsert(selector: string, create: () => HTMLElement, name: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  setIfChanged(element, name, value);
}

const link = (rel: string, hreflang?: string) => () => {
  const element = document.createElement('link');
  element.rel = rel;
  if (hreflang) element.hreflang = hreflang;
  return element;
};

/**
 * Keeps <html lang>, <title>, description, canonical and hreflang in step on client-side navigation, with the values
 * the server renders: the page's own head when it set one for this path (a catalogue page's generated title), else
 * routes.<id>.title + ' — ' + siteName.
 */
export function useHeadSync(lang: Lang, route: RouteDef | null, pathname: string, pageHead: PageHead | null): void {
  const { t, i18n } = useTranslation('common');
  const ready = i18n.language === lang;
  const own = pageHead?.path === pathname ? pageHead : null;
  useEffect(() => {
    if (!ready) return;
    setIfChanged(document.documentElement, 'lang', lang);
    const siteName = t('siteName');
    const title = own?.title ?? `${route ? routeTitle(t, route.id) : t('notFound.title')} — ${siteName}`;
    if (document.title !== title) document.title = title;
    const description = own?.description ?? (route ? routeDescription(t, route.id) : '');
    upsert('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), 'content', description);
    if (!route) return;
    // A page that set its own head says whether it is indexable; the tag of the previous page never lingers.
    if (own) {
      if (own.robots) upsert('meta[name="robots"]', () => Object.assign(document.createElement('meta'), { name: 'robots' }), 'content', own.robots);
      else document.head.querySelector('meta[name="robots"]')?.remove();
    }
    const origin = window.location.origin;
    const canonical = own?.canonical ?? pathname;
    upsert('link[rel="canonical"]', link('canonical'), 'href', /^https?:/.test(canonical) ? canonical : origin + canonical);
    // hreflang: the languages the page exists in (a journal post may lack some), x-default = Turkish or the first.
    const paths = hreflangPaths(pathname, own);
    for (const other of LANGS) {
      const path = paths[other];
      if (path === undefined) document.head.querySelector(`link[rel="alternate"][hreflang="${other}"]`)?.remove();
      else upsert(`link[rel="alternate"][hreflang="${other}"]`, link('alternate', other), 'href', origin + path);
    }
    const fallback = paths.tr ?? LANGS.map((other) => paths[other]).find(Boolean);
    if (fallback === undefined) document.head.querySelector('link[rel="alternate"][hreflang="x-default"]')?.remove();
    else upsert('link[rel="alternate"][hreflang="x-default"]', link('alternate', 'x-default'), 'href', origin + fallback);
  }, [ready, lang, route, pathname, t, own]);
}
