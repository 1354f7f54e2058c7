import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * Per instance: its language-change subscription (stable, as useSyncExternalStore wants), its `common` t per language
 * and the strings those gave (forgotten when resources are added or loaded).
 */
interface CommonT {
  subscribe(onChange: () => void): () => void;
  byLang: Map<string, TFunction>;
  texts: Map<string, unknown>;
}

/** At most this many remembered strings per instance. */
const MAX_TEXTS = 2000;

/** Options whose values are all plain (strings, numbers, booleans): a call with them can be remembered. */
const plain = (options: object): boolean => Object.values(options).every((value) => value === null || typeof value !== 'object');

/**
 * A t that remembers its strings by key and plain options: an i18next call costs ~0.1 ms (1x CPU) in its translate
 * pipeline, and a card makes about fifteen, most of them the same on every card (arrows, favourite, compare).
 */
function remembering(t: TFunction, lang: string, entry: CommonT): TFunction {
  const call = t as unknown as (key: unknown, options?: unknown) => unknown;
  const remembered = (key: unknown, options?: unknown) => {
    if (typeof key !== 'string' || (options !== undefined && (typeof options !== 'object' || options === null || !plain(options)))) return call(key, options);
    const id = options === undefined ? `${lang}|${key}` : `${lang}|${key}|${JSON.stringify(options)}`;
    if (entry.texts.has(id)) return entry.texts.get(id);
    const text = call(key, options);
    if (entry.texts.size >= MAX_TEXTS) entry.texts.clear(); // prices and counts vary: a long visit stays bounded
    entry.texts.set(id, text);
    return text;
  };
  return Object.assign(remembered, t) as unknown as TFunction;
}
const perInstance = new WeakMap<I18n, CommonT>();

function commonTOf(i18n: I18n): CommonT {
  let entry = perInstance.get(i18n);
  if (!entry) {
    const texts = new Map<string, unknown>();
    entry = {
      subscribe(onChange) {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      byLang: new Map(),
      texts,
    };
    const forget = () => texts.clear();
    i18n.on('loaded', forget);
    i18n.on('initialized', forget);
    i18n.store?.on('added', forget);
    i18n.store?.on('removed', forget);
    perInstance.set(i18n, entry);
  }
  return entry;
}

/**
 * The `common` namespace's t, for the components a page mounts by the dozen (the card family, the filter fields,
 * buttons). react-i18next's useTranslation copies the i18next instance and makes a fixed t on every mount: a list of 20
 * cards mounted about 150 of them, a fifth of a filter change's render at 4x CPU. `common` is loaded with the instance
 * (createI18n), so nothing suspends here; a language change renders again, as with useTranslation. The t is one per
 * instance and language, stable across renders, and remembers the strings it gave.
 */
export function useCommonT(): TFunction {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const entry = commonTOf(i18n);
  const lang = useSyncExternalStore(entry.subscribe, () => i18n.language, () => i18n.language);
  let t = entry.byLang.get(lang);
  if (!t) {
    t = remembering(i18n.getFixedT(lang, 'common'), lang, entry);
    entry.byLang.set(lang, t);
  }
  return t;
}
