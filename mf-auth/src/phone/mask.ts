// Phone input of the registration form (PRODUCT.md §5, §9): a country calling code (default Turkey) and a
// national number typed into a template whose underscores are filled with digits only.
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

export const DEFAULT_COUNTRY: CountryCode = 'TR';

/** National-number templates of the countries our visitors come from most; others use GENERIC_TEMPLATE. */
export const PHONE_TEMPLATES: Partial<Record<CountryCode, string>> = {
  TR: '(___) ___ __ __',
  RU: '(___) ___-__-__',
  KZ: '(___) ___-__-__',
  UA: '(__) ___-__-__',
  BY: '(__) ___-__-__',
  AZ: '(__) ___-__-__',
  GE: '(___) __-__-__',
  DE: '____ ________',
  GB: '____ ______',
  NL: '(__) ___ ____',
  US: '(___) ___-____',
  IR: '(___) ___-____',
  AE: '(__) ___ ____',
};
export const GENERIC_TEMPLATE = '_______________';

export const PHONE_COUNTRIES = Object.keys(PHONE_TEMPLATES) as CountryCode[];

export const templateOf = (country: CountryCode): string => PHONE_TEMPLATES[country] ?? GENERIC_TEMPLATE;

export const callingCode = (country: CountryCode): string => getCountryCallingCode(country);

export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

/** How many digits a template holds. */
export const capacity = (template: string): number => template.split('_').length - 1;

/**
 * Fill the template's underscores with the digits of `input` (anything else is dropped). The result stops after
 * the last filled underscore, so deleting works naturally; extra digits beyond the template are ignored.
 * A leading trunk prefix 0 (e.g. Turkish '0532…') is dropped: the calling code replaces it.
 */
export function applyMask(template: string, input: string): string {
  const digits = digitsOnly(input).replace(/^0+/, '');
  if (!digits) return '';
  let out = '';
  let next = 0;
  for (const char of template) {
    if (next >= digits.length) break;
    if (char === '_') {
      out += digits[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/** The number sent to the server: `+{calling code}{national digits}` ('' when nothing was typed). */
export function fullNumber(country: CountryCode, masked: string): string {
  const digits = digitsOnly(masked);
  return digits ? `+${callingCode(country)}${digits}` : '';
}

/** The template with its first `n` underscores shown as typed, for the placeholder. */
export const placeholderOf = (country: CountryCode): string => templateOf(country);
