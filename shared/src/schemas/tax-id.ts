// Turkish tax identifiers: the VKN (vergi kimlik numarası, 10 digits) of companies and sole traders, and the TC identity
// number (T.C. kimlik numarası, 11 digits) that a private person gives instead. Both carry check digits, so a typo
// is caught before an invoice is made out to a number the tax office would refuse.

const digitsOf = (value: string): number[] | null => (/^\d+$/.test(value) ? [...value].map(Number) : null);

/** A TC identity number: 11 digits, not starting with 0; digit 10 and digit 11 are its check digits. */
export function isTcIdentityNumber(value: string): boolean {
  const d = digitsOf(value);
  if (!d || d.length !== 11 || d[0] === 0) return false;
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const eleventh = d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10;
  return eleventh === d[10];
}

/** A VKN: 10 digits, the last one the check digit of the first nine (the Revenue Administration's algorithm). */
export function isTaxNumber(value: string): boolean {
  const d = digitsOf(value);
  if (!d || d.length !== 10) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const tmp = (d[i]! + 10 - (i + 1)) % 10;
    let v = (tmp * 2 ** (10 - (i + 1))) % 9;
    if (tmp !== 0 && v === 0) v = 9;
    sum += v;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}
