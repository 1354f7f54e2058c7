// The map's own strings travel with its chunk (the list view's first load does not carry them): they are added to
// the `catalog` namespace under `map.` when the chunk renders.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@realty/shared';

type Bundle = Record<string, unknown>;
const load = (lang: Lang): Promise<Bundle | { default: Bundle }> => import(`../i18n/map/${lang}.json`);

/** True once `catalog:map.*` is there in `lang`. */
export function useMapTranslations(lang: Lang): boolean {
  const { i18n } = useTranslation('catalog');
  const has = () => i18n.exists('map.label', { ns: 'catalog', lng: lang });
  const [loaded, setLoaded] = useState(false);
  const ready = loaded || has();
  useEffect(() => {
    if (ready) return;
    let live = true;
    void load(lang).then((module) => {
      const bundle = ('default' in module && typeof module.default === 'object' ? module.default : module) as Bundle;
      i18n.addResourceBundle(lang, 'catalog', { map: bundle }, true, false);
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, lang, ready]);
  return ready;
}
