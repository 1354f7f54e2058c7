import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * Per instance: its language-change subscription (stable, as useSyncExternalStore wants), its `common` t per language
 * and the strings those gave (forgotten when resources are added).
 */
interface CommonT {
  subscribe(onChange: () => void): () => void;
  byLang: Map<string, TFunction>;
  texts: Map<string, unknown>;
}

/** At most this many remembered strings per instance (prices and counts vary: a long visit stays bounded). */
const MAX_TEXTS = 2000;

/**
 * A t that remembers its strings by language, key and options: an i18next call costs ~0.1 ms (1x CPU) in its translate
 * pipeline, and a card makes about fifteen, most of them the same on every card. The common strings take plain options
 * (strings and numbers), which JSON tells apart.
 */
function remembering(t: TFunction, lang: string, texts: Map<string, unknown>): TFunction {
  const call = t as unknown as (key: unknown, options?: object) => unknown;
  return Object.assign((key: unknown, options?: object) => {
    const id = lang + JSON.stringify([key, options]);
    if (!texts.has(id)) {
      if (texts.size > MAX_TEXTS) texts.clear();
      texts.set(id, call(key, options));
    }
    return texts.get(id);
  }, t) as unknown as TFunction;
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
    // Resources added (a namespace loaded, a bundle added): the strings are looked up again.
    i18n.store?.on('added', () => texts.clear());
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
    t = remembering(i18n.getFixedT(lang, 'common'), lang, entry.texts);
    entry.byLang.set(lang, t);
  }
  return t;
}
