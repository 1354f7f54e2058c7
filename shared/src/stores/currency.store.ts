import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { CURRENCIES, CURRENCY_SYMBOLS, isCurrency, type CurrencyCode } from '../format/currency';
import { convertPrice } from '../format/format';
import type { Lang } from '../routes';
import { readCookie, writeCookie } from '../utils';
import type { RootStore } from './root.store';

export const CURRENCY_COOKIE = 'currency';

/** DECISIONS.md: the `currency` cookie, else EUR, or TRY when the language is tr. */
export const defaultCurrency = (lang: Lang, cookie = readCookie(CURRENCY_COOKIE)): CurrencyCode =>
  isCurrency(cookie) ? cookie : lang === 'tr' ? 'TRY' : 'EUR';

export interface CurrencyRate {
  code: CurrencyCode;
  symbol: string;
  /** TRY per unit of this currency. */
  rate: number;
}

export interface ICurrencyStore {
  currency: CurrencyCode;
  rates: Partial<Record<CurrencyCode, number>>;
  readonly symbol: string;
  readonly list: CurrencyRate[];
  setCurrency(currency: CurrencyCode): void;
  setRates(rates: Partial<Record<CurrencyCode, number>>): void;
  /** Without a chosen currency (no cookie), follow the language's default (TRY for tr, else EUR); no cookie is written. */
  applyDefault(lang: Lang): void;
  convert(amount: number, from: CurrencyCode): number | null;
}

export class CurrencyStore implements ICurrencyStore {
  currency: CurrencyCode;
  rates: Partial<Record<CurrencyCode, number>> = { TRY: 1 };

  constructor(
    private readonly root: RootStore,
    lang: Lang,
    /** The `currency` cookie as the server read it; the browser reads document.cookie. */
    cookie: string | undefined = readCookie(CURRENCY_COOKIE),
  ) {
    this.currency = defaultCurrency(lang, cookie);
    makeObservable(this, {
      currency: observable,
      rates: observableRef,
      symbol: computed,
      list: computed,
      setCurrency: action,
      setRates: action,
      applyDefault: action,
    });
  }

  get symbol(): string {
    return CURRENCY_SYMBOLS[this.currency];
  }

  get list(): CurrencyRate[] {
    return CURRENCIES.map((code) => ({ code, symbol: CURRENCY_SYMBOLS[code], rate: code === 'TRY' ? 1 : (this.rates[code] ?? 0) }));
  }

  setCurrency(currency: CurrencyCode): void {
    if (currency === this.currency) return;
    const previous = this.currency;
    this.currency = currency;
    writeCookie(CURRENCY_COOKIE, currency);
    this.root.bus.emit('currency:changed', { currency, previous });
  }

  setRates(rates: Partial<Record<CurrencyCode, number>>): void {
    this.rates = { ...rates, TRY: 1 };
  }

  applyDefault(lang: Lang): void {
    const next = defaultCurrency(lang);
    if (next === this.currency) return;
    const previous = this.currency;
    this.currency = next;
    this.root.bus.emit('currency:changed', { currency: next, previous });
  }

  convert(amount: number, from: CurrencyCode): number | null {
    return convertPrice(amount, from, this.currency, this.rates);
  }
}
