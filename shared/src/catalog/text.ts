// Text folding for slugs and place search (DECISIONS.md "Locations"): Turkish letters fold to ASCII,
// Cyrillic is transliterated so "Алания", "alanya" and "Alanya" compare equal after folding.

const TURKISH: Record<string, string> = {
  İ: 'i', I: 'i', ı: 'i', Ş: 's', ş: 's', Ğ: 'g', ğ: 'g', Ç: 'c', ç: 'c', Ö: 'o', ö: 'o', Ü: 'u', ü: 'u', Â: 'a', â: 'a', Î: 'i', î: 'i', Û: 'u', û: 'u',
};

/** Lower-case ASCII slug with Turkish folding: "İstanbul Kadıköy" -> "istanbul-kadikoy". */
export function slugify(input: string): string {
  return input
    .replace(/[İIıŞşĞğÇçÖöÜüÂâÎîÛû]/g, (ch) => TURKISH[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const CYR: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'j', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'c', ш: 's', щ: 's', ъ: '', ы: 'i', ь: '',
  э: 'e', ю: 'yu', я: 'ya',
};

/**
 * A search key: lower-case ASCII letters and digits only. Turkish letters fold, Cyrillic is
 * transliterated loosely (Алания -> alaniya, Анталья -> antalya), so callers compare keys by prefix
 * and with a little fuzziness (see `placeKeys`).
 */
export function foldKey(input: string): string {
  const lower = input.replace(/[İIıŞşĞğÇçÖöÜüÂâÎîÛû]/g, (ch) => TURKISH[ch] ?? ch).toLowerCase();
  let out = '';
  for (const ch of lower) out += CYR[ch] ?? ch;
  return out
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
}

/** A coarser key that forgives transliteration differences (y/i/j, doubled letters, soft vowels). */
export function looseKey(input: string): string {
  return foldKey(input)
    .replace(/ya/g, 'a')
    .replace(/yu/g, 'u')
    .replace(/[yj]/g, 'i')
    .replace(/ts/g, 's')
    .replace(/(.)\1+/g, '$1')
    .replace(/i(?=a)/g, '');
}
