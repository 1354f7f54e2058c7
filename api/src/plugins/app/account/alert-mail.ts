// Texts of the alert e-mails (services/alerts.ts) in tr, en and ru.
import type { Lang } from '@realty/shared/routes';

export interface AlertMailText {
  searchSubject(count: number, name: string): string;
  searchIntro(name: string): string;
  priceSubject(count: number): string;
  priceIntro: string;
  openSearch: string;
  openFavorites: string;
  unsubscribe: string;
}

const ruPlural = (n: number, one: string, few: string, many: string): string => {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
};

const TEXTS: Record<Lang, AlertMailText> = {
  en: {
    searchSubject: (n, name) => `${n} new ${n === 1 ? 'listing' : 'listings'} for “${name}”`,
    searchIntro: (name) => `New and reduced listings matching your saved search “${name}”:`,
    priceSubject: (n) => (n === 1 ? 'A listing in your favourites is cheaper now' : `${n} listings in your favourites are cheaper now`),
    priceIntro: 'The price went down on listings you saved:',
    openSearch: 'Open the search',
    openFavorites: 'Open your favourites',
    unsubscribe: 'Unsubscribe from these alerts',
  },
  tr: {
    searchSubject: (n, name) => `“${name}” için ${n} yeni ilan`,
    searchIntro: (name) => `Kayıtlı aramanız “${name}” ile eşleşen yeni ve fiyatı düşen ilanlar:`,
    priceSubject: (n) => (n === 1 ? 'Favorilerinizdeki bir ilanın fiyatı düştü' : `Favorilerinizdeki ${n} ilanın fiyatı düştü`),
    priceIntro: 'Kaydettiğiniz ilanlarda fiyat düştü:',
    openSearch: 'Aramayı aç',
    openFavorites: 'Favorilerinizi açın',
    unsubscribe: 'Bu bildirimlerden çık',
  },
  ru: {
    searchSubject: (n, name) => `${n} ${ruPlural(n, 'новое объявление', 'новых объявления', 'новых объявлений')} по поиску «${name}»`,
    searchIntro: (name) => `Новые и подешевевшие объявления по сохранённому поиску «${name}»:`,
    priceSubject: (n) => (n === 1 ? 'Объявление из избранного подешевело' : `${n} ${ruPlural(n, 'объявление', 'объявления', 'объявлений')} из избранного подешевели`),
    priceIntro: 'Цена снизилась на объявления, которые вы сохранили:',
    openSearch: 'Открыть поиск',
    openFavorites: 'Открыть избранное',
    unsubscribe: 'Отписаться от этих уведомлений',
  },
};

export const alertMailText = (lang: Lang): AlertMailText => TEXTS[lang];
