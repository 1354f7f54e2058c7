import { action, makeObservable, observable } from 'mobx';
import { DEFAULT_LANG, isLang, type Lang } from '../routes';
import { writeCookie } from '../utils';
import type { RootStore } from './root.store';

/** PRODUCT.md §9: the chosen locale is remembered in this cookie for 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected';

export interface ILocaleStore {
  lang: Lang;
  setLang(lang: Lang): void;
}

export class LocaleStore implements ILocaleStore {
  lang: Lang;

  constructor(
    private readonly root: RootStore,
    initial: Lang = DEFAULT_LANG,
  ) {
    this.lang = isLang(initial) ? initial : DEFAULT_LANG;
    makeObservable(this, { lang: observable, setLang: action });
  }

  setLang(lang: Lang): void {
    if (lang === this.lang) return;
    const previous = this.lang;
    this.lang = lang;
    writeCookie(LOCALE_COOKIE, lang);
    this.root.bus.emit('locale:changed', { lang, previous });
  }
}
