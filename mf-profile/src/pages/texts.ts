import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createPromiseCache, registerNamespace, type Lang, type PromiseCache, type TranslationTree } from '@realty/shared';

/**
 * The account pages' own texts, kept out of the 'profile' bundle (which every profile page loads, profile/add's first
 * load included: it holds only the shared `intro`, `nav` and `common` and the listing form's first two tabs) and added
 * to the 'profile' namespace, under the same keys, when a page (or the form's later tabs) that needs them renders
 * (docs/PERFORMANCE.md, "Issue 27: profile/add"). One lazy chunk per part and language, `./i18n/<part>/<lang>.json`;
 * the value is a key of each part, the one checked to know whether the part is there already.
 */
const PARTS = {
  /** corporate.*, import.*: the company page and the feed import. */
  company: 'corporate',
  /** info.*, dashboard.*, confirmEmail.*: the account's data, its overview, the e-mail confirmation. */
  account: 'info',
  /** order.*, invoice.*: ordering a service (my listings, invoices) and the invoices page. */
  billing: 'order',
  /** my.*, favorites.*, saved.*: the lists of own listings, favourites and saved searches. */
  lists: 'my',
  /** The listing form's description, photos and price tabs (`form.*`, loaded with their lazy chunks). */
  formTabs: 'form.title',
} as const;
export type TextPart = keyof typeof PARTS;

const load = (part: TextPart, lang: Lang): Promise<unknown> => import(`./i18n/${part}/${lang}.json`);
// The 'profile' bundle's own loader (as ../i18n registers it), here so that the form's first load does not change.
const loadProfileTexts = (lang: Lang): Promise<unknown> => import(`../i18n/${lang}.json`);

/** The parts the exposed page modules loaded so far asked for (top-level groups of their own: merged shallowly). */
const withBundle = new Set<Exclude<TextPart, 'formTabs'>>();
const unwrap = (module: unknown): TranslationTree => ((module as { default?: TranslationTree }).default ?? module) as TranslationTree;

/**
 * Called by an exposed page module as it loads: its parts then come in the 'profile' bundle itself, which the shell
 * loads before hydrating a server-rendered page, so the page hydrates without waiting for them (a suspension there
 * would make React render the page anew on the client).
 */
export function withPageTexts(...parts: Exclude<TextPart, 'formTabs'>[]): void {
  for (const part of parts) withBundle.add(part);
  registerNamespace('profile', async (lang) => {
    const [core, ...added] = await Promise.all([loadProfileTexts(lang), ...[...withBundle].map((part) => load(part, lang))]);
    return Object.assign({}, unwrap(core), ...added.map(unwrap)) as TranslationTree;
  });
}

/** Per i18next instance (a server render makes one per request, tests several), one load per parts and language. */
const loads = new WeakMap<I18n, PromiseCache<unknown>>();

const hasPart = (i18n: I18n, part: TextPart, lang: Lang): boolean => i18n.getResource(lang, 'profile', PARTS[part]) !== undefined;

async function addPart(i18n: I18n, part: TextPart, lang: Lang): Promise<void> {
  if (hasPart(i18n, part, lang)) return;
  // The language's 'profile' bundle first: i18next takes an existing bundle for a loaded one, so adding a part to a
  // bundle that is not there yet would leave the rest of the namespace (intro, nav, common) as raw keys.
  const [module] = await Promise.all([load(part, lang), i18n.loadNamespaces('profile'), i18n.loadLanguages(lang)]);
  const tree = (module as { default?: unknown }).default ?? module;
  i18n.addResourceBundle(lang, 'profile', tree, true, false);
}

/** The same promise for the same parts and language every time (React's `use()` needs a stable one). */
export function loadPageTexts(i18n: I18n, lang: Lang, parts: readonly TextPart[]): Promise<unknown> {
  let cache = loads.get(i18n);
  if (!cache) loads.set(i18n, (cache = createPromiseCache<unknown>()));
  return cache.get(`${lang}:${parts.join('+')}`, () => Promise.all(parts.map((part) => addPart(i18n, part, lang))));
}

/**
 * A page's translate function ('profile') once its parts are in the namespace: suspends (on the server too) until the
 * parts of the page's language have loaded, so no child renders a raw key; no suspension when they are there already.
 */
export function usePageTexts(lang: Lang, ...parts: TextPart[]) {
  const translation = useTranslation('profile');
  if (!parts.every((part) => hasPart(translation.i18n, part, lang))) use(loadPageTexts(translation.i18n, lang, parts));
  return translation;
}
