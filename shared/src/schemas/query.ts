// Query-string coercion helpers shared by the public read schemas (Node-safe, no DOM).
// Query values arrive as strings (or string arrays when a key repeats); an empty value means "not set".
import { z } from 'zod';

/** '' / whitespace / null -> undefined; a repeated key keeps its last value. */
export const blankToUndefined = (value: unknown): unknown => {
  if (Array.isArray(value)) value = value[value.length - 1];
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  // NUL can never reach the database (PostgreSQL refuses it in text); other control characters are spaces.
  // eslint-disable-next-line no-control-regex
  return typeof value === 'string' ? value.replace(/\u0000/g, '').replace(/[\u0001-\u001f\u007f]/g, ' ').trim() || undefined : value;
};

/** A comma list (`a,b`) or a repeated key (`k=a&k=b`) -> trimmed, non-empty, de-duplicated strings. */
export const splitList = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string' ? item.split(',') : [item],
  );
  const cleaned = parts.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
  return cleaned.length ? [...new Set(cleaned)] : undefined;
};

/** Optional non-negative number from a query string (`_field` names it for the reader; messages are keys). */
export const queryNumber = (_field: string, opts: { int?: boolean; min?: number; max?: number } = {}) => {
  const min = opts.min ?? 0;
  const max = opts.max ?? 1e12;
  // zod 4 numbers are finite; messages are keys the API translates (validation-messages.ts), {min}/{max} filled
  let schema = z.coerce.number({ error: 'fieldNumber' });
  if (opts.int) schema = schema.int({ error: 'fieldInteger' });
  return z.preprocess(blankToUndefined, schema.min(min, { error: 'fieldMin' }).max(max, { error: 'fieldMax' }).optional());
};

/** A slug: ASCII lower case and digits in hyphen-separated words. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `blankToUndefined`, then lower case: slugs and codes are matched in lower case whatever case they come in. */
export const blankToLowerCase = (value: unknown): unknown => {
  const cleaned = blankToUndefined(value);
  return typeof cleaned === 'string' ? cleaned.toLowerCase() : cleaned;
};

/** A slug of at most `max` characters; `error` is the key when it is missing or not text. */
export const slugText = (error: string, max = 120) =>
  z.string({ error }).max(max, { error: 'fieldTooLong' }).regex(SLUG_PATTERN, { error: 'fieldSlug' });

/** Optional slug-like token (ASCII lower case, digits, hyphens), lower-cased. */
export const querySlug = (_field: string) => z.preprocess(blankToLowerCase, slugText('fieldText').optional());

/** Optional boolean flag from a query string: 1/0, true/false, yes/no, or a bare key. */
export const queryFlag = (_field: string) =>
  z.preprocess(
    (v) => {
      if (Array.isArray(v)) v = v[v.length - 1];
      if (v === undefined || v === null) return undefined;
      if (v === '' || v === true) return true;
      if (typeof v === 'string') {
        const s = v.toLowerCase();
        if (['1', 'true', 'yes', 'on'].includes(s)) return true;
        if (['0', 'false', 'no', 'off'].includes(s)) return false;
      }
      return v;
    },
    z.boolean({ error: 'fieldBoolean' }).optional(),
  );

/** A whole number from 1 to `max` (a page, a page size, a limit), `fallback` when not given. */
export const queryCount = (max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'fieldNumber' }).int({ error: 'fieldInteger' }).min(1, { error: 'fieldMin' }).max(max, { error: 'fieldMax' }).default(fallback),
  );

/** Page number: whole number >= 1, default 1. */
export const queryPage = (max = 100000) => queryCount(max, 1);

/** Required slug-like token. */
export const requiredSlug = (_field: string) => z.preprocess(blankToLowerCase, slugText('fieldRequired'));
