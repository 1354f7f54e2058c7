import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType } from 'react';
import { createPromiseCache, useUiStore, type PopupName } from '@realty/shared';
import { reloadForChunkError } from '../errors/chunkLoadError';

/**
 * Layout-level popups (PRODUCT.md §2), each a chunk of its own loaded when it first opens: none is open on the first
 * render (server or browser), so their code stays out of every page's first load (docs/PERFORMANCE.md "Issue 12: the
 * framework floor").
 */
const LOADERS: Record<PopupName, () => Promise<ComponentType>> = {
  languages: () => import('./LanguagePopup').then((m) => m.LanguagePopup),
  currency: () => import('./CurrencyPopup').then((m) => m.CurrencyPopup),
  filter: () => import('./FilterPopup').then((m) => m.FilterPopup),
  forgot: () => import('./AuthPopups').then((m) => m.authPopupLoading('forgot')),
  register: () => import('./AuthPopups').then((m) => m.authPopupLoading('register')),
  signIn: () => import('./AuthPopups').then((m) => m.authPopupLoading('signIn')),
  sideMenu: () => import('./SideMenu').then((m) => m.SideMenu),
};

const loaded = new Map<PopupName, ComponentType>();
const loads = createPromiseCache<ComponentType>();

/** One load per popup (a preload on hover and the opening share it); a failed one is tried again next time. */
const load = (name: PopupName): Promise<ComponentType> =>
  loads.get(name, () =>
    LOADERS[name]().then((component) => {
      loaded.set(name, component);
      return component;
    }),
  );

/** The popup's component, loaded once (a failed chunk goes through the reload guard, like a route's). */
export async function loadPopup(name: PopupName): Promise<ComponentType | undefined> {
  try {
    return await load(name);
  } catch (error) {
    if (!reloadForChunkError(error)) console.error(`[realty] popup ${name} failed to load`, error);
    return undefined;
  }
}

/**
 * Load a popup ahead of its opening (a pointer over its control, remotes/intent.ts). A failure is left to the opening,
 * which retries and goes through the reload guard: a pointer passing over a button never reloads the page.
 */
export function preloadPopup(name: PopupName): void {
  load(name).catch(() => undefined);
}

/** Every popup loaded (tests render them synchronously after this). */
export const loadAllPopups = (): Promise<unknown> => Promise.all((Object.keys(LOADERS) as PopupName[]).map(loadPopup));

/** Renders the popup the ui store says is open (one at a time), once its chunk is there. */
export const PopupHost = observer(function PopupHost() {
  const { popup } = useUiStore();
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (!popup || loaded.has(popup)) return;
    let current = true;
    void loadPopup(popup).then(() => {
      if (current) setLoads((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [popup]);
  const Popup = popup ? loaded.get(popup) : undefined;
  return Popup ? <Popup key={popup} /> : null;
});
