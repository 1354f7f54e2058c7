import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

/** Per instance: its language-change subscription (stable, as useSyncExternalStore wants) and its `common` t per language. */
interface CommonT {
  subscribe(onChange: () => void): () => void;
  byLang: Map<string, TFunction>;
}
const perInstance = new WeakMap<I18n, CommonT>();

function commonTOf(i18n: I18n): CommonT {
  let entry = perInstance.get(i18n);
  if (!entry) {
    entry = {
      subscribe(onChange) {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      byLang: new Map(),
    };
    perInstance.set(i18n, entry);
  }
  return entry;
}

/**
 * The `common` namespace's t, for the components a page mounts by the dozen (the card family, the filter fields,
 * buttons). react-i18next's useTranslation copies the i18next instance and makes a fixed t on every mount: a list of 20
 * cards mounted about 150 of them, a fifth of a filter change's render at 4x CPU. `common` is loaded with the instance
 * (createI18n), so nothing suspends here; a language change renders again, as with useTranslation. The t is one per
 * instance and language, stable across renders.
 */
export function useCommonT(): TFunction {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const entry = commonTOf(i18n);
  const lang = useSyncExternalStore(entry.subscribe, () => i18n.language, () => i18n.language);
  let t = entry.byLang.get(lang);
  if (!t) {
    t = i18n.getFixedT(lang, 'common');
    entry.byLang.set(lang, t);
  }
  return t;
}
