// Small grammar helpers for generated titles (issue 23): the Russian prepositional case of a place name, so a title
// reads "Купить квартиру в Алании, Анталья" instead of "Купить: квартиры — Алания, Анталья".

/** Endings that do not decline in Russian (Болу, Денизли, Чанаккале, Кушадасы, Фетхие, …). */
const INDECLINABLE = /[иеоуюыэё]$/;

/**
 * The prepositional case (after "в") of a Russian place name: Алания → Алании, Анталья → Анталье, Анкара → Анкаре,
 * Стамбул → Стамбуле, Бингёль → Бингёле, Турция → Турции; names ending in a vowel other than а/я stay as they are.
 * Only the last word of a name changes; a name with anything but Cyrillic letters, spaces and hyphens is left alone.
 */
export function ruLocative(name: string): string {
  if (!/^[А-Яа-яЁё][А-Яа-яЁё\s-]*$/.test(name)) return name;
  const match = /^(.*?)([А-Яа-яЁё]+)$/.exec(name);
  if (!match) return name;
  const [, head = '', word = ''] = match;
  const lower = word.toLowerCase();
  let declined: string;
  if (INDECLINABLE.test(lower)) declined = word;
  else if (/ия$/.test(lower)) declined = `${word.slice(0, -1)}и`;
  else if (/[ая]$/.test(lower)) declined = `${word.slice(0, -1)}е`;
  else if (/[ьй]$/.test(lower)) declined = `${word.slice(0, -1)}е`;
  else declined = `${word}е`;
  return head + declined;
}

export const upperFirst = (lang: string, s: string): string => (s ? s.charAt(0).toLocaleUpperCase(lang) + s.slice(1) : s);
export const lowerFirst = (lang: string, s: string): string => (s ? s.charAt(0).toLocaleLowerCase(lang) + s.slice(1) : s);
