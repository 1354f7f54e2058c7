// The words a keyword search finds a listing feature by: its name in tr, en and ru, plus the Turkish name without
// Turkish letters ("deniz manzarasi") and the Russian one with е for ё ("тренажерный"), as people type them.
// Migration 0017 stores them in `listing_feature_names`; a test checks that table against this list.
import { LISTING_FEATURES } from './reference';

const FOLD: Record<string, string> = { ç: 'c', Ç: 'C', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ö: 'o', Ö: 'O', ş: 's', Ş: 'S', ü: 'u', Ü: 'U', ё: 'е', Ё: 'Е' };
const fold = (text: string): string => text.replace(/[çÇğĞıİöÖşŞüÜёЁ]/g, (c) => FOLD[c] ?? c);

/** Each feature code with its search names, one space-separated text. */
export function featureSearchNames(): Array<{ code: string; names: string }> {
  return LISTING_FEATURES.map(({ code, title }) => {
    const names = [title.tr, fold(title.tr), title.en, title.ru, fold(title.ru)];
    return { code, names: [...new Set(names)].join(' ') };
  });
}
