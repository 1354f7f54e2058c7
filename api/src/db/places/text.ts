/** Turkish-aware text helpers: slugs, Latin folding, Cyrillic transliteration. */

const FOLD: Record<string, string> = {
  ı: 'i', İ: 'I', ş: 's', Ş: 'S', ğ: 'g', Ğ: 'G', ç: 'c', Ç: 'C', ö: 'o', Ö: 'O', ü: 'u', Ü: 'U',
  â: 'a', Â: 'A', î: 'i', Î: 'I', û: 'u', Û: 'U',
};

/** Drops Turkish diacritics, keeping case: "İstanbul" -> "Istanbul", "Muğla" -> "Mugla". */
export function foldTurkish(s: string): string {
  return s.replace(/[ıİşŞğĞçÇöÖüÜâÂîÎûÛ]/g, (c) => FOLD[c] ?? c);
}

/** Lower case by Turkish rules (I -> ı, İ -> i). */
export function lowerTr(s: string): string {
  return s.toLocaleLowerCase('tr-TR');
}

/** ASCII slug folded by Turkish rules: "İstanbul" -> "istanbul", "19 Mayıs" -> "19-mayis". */
export function slugify(s: string): string {
  return foldTurkish(lowerTr(s))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Title case by Turkish rules for each word: "demirhanlar köyü" -> "Demirhanlar Köyü". */
export function titleCaseTr(s: string): string {
  return s
    .split(/(\s+|-)/)
    .map((w) => (w.length > 0 ? w.charAt(0).toLocaleUpperCase('tr-TR') + w.slice(1) : w))
    .join('');
}

/**
 * Key stored in places.search and computed the same way from a user's query:
 * Latin folded by Turkish rules, Cyrillic lower-cased (ё -> е), single spaces.
 */
export function searchKey(s: string): string {
  return foldTurkish(lowerTr(s))
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^a-z0-9\u0400-\u04ff]+/g, ' ')
    .trim();
}

const VOWELS = 'aeıioöuüâîû';
const SIMPLE: Record<string, string> = {
  a: 'а', â: 'а', b: 'б', c: 'дж', ç: 'ч', d: 'д', f: 'ф', g: 'г', h: 'х', ı: 'ы', i: 'и', î: 'и', j: 'ж',
  k: 'к', l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', ş: 'ш', t: 'т', u: 'у', û: 'у', v: 'в',
  z: 'з', x: 'кс', w: 'в', q: 'к',
};
const IOTATED: Record<string, string> = { a: 'я', u: 'ю', ü: 'ю', e: 'е' };

function isVowel(c: string | undefined): boolean {
  return c !== undefined && VOWELS.includes(c);
}

function translitWord(word: string): string {
  const lower = lowerTr(word);
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i] ?? '';
    const prev = i > 0 ? lower[i - 1] : undefined;
    const next = lower[i + 1];
    const start = i === 0 || !/\p{L}/u.test(prev ?? '');
    let piece: string;
    if (c === 'y' && next !== undefined && IOTATED[next] !== undefined) {
      // ya/yu/ye -> я/ю/е; after a consonant with a soft sign: Esenyurt -> Эсеньюрт
      piece = (!start && !isVowel(prev) ? 'ь' : '') + IOTATED[next];
      i++;
    } else if (c === 'y') {
      piece = 'й';
    } else if (c === 'e') {
      piece = start || isVowel(prev) ? 'э' : 'е';
    } else if (c === 'ö') {
      piece = start ? 'о' : 'ё';
    } else if (c === 'ü') {
      piece = start ? 'у' : 'ю';
    } else if (c === 'ğ') {
      // silent between vowels (Bademağacı), "г" elsewhere (Muğla, Tekirdağ, Beyoğlu)
      piece = isVowel(prev) && isVowel(next) ? '' : 'г';
    } else {
      piece = SIMPLE[c] ?? c;
    }
    out += piece;
  }
  const first = word.charAt(0);
  return first !== lowerTr(first) ? out.charAt(0).toUpperCase() + out.slice(1) : out;
}

/**
 * Turkish -> Russian Cyrillic transliteration (practical Russian rules):
 * c -> дж, ç -> ч, ş -> ш, ı -> ы, ö -> ё, ü -> ю, ğ silent between vowels,
 * e -> э at the start of a word or after a vowel, y + vowel -> я/ю/е (ья/ью/ье after a consonant).
 * "Kadıköy" -> "Кадыкёй", "Beylikdüzü" -> "Бейликдюзю", "Konyaaltı" -> "Коньяалты".
 */
export function transliterateRu(s: string): string {
  return s.replace(/[\p{L}]+/gu, (w) => translitWord(w));
}
