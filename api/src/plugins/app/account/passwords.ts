// Password policy and hashing: argon2id (t=2, m=19 MiB, p=1, the OWASP minimum), 8 to 128 characters,
// and a check against a bundled list of common passwords. Hashes never leave this module's callers' SQL.
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN, type AuthMessageKey } from '@realty/shared/schemas';
import { COMMON_PASSWORDS } from './passwords-common';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which isolatedModules cannot read). */
const ARGON2ID = 2;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, timeCost: 2, memoryCost: 19456, parallelism: 1 } as const;

/** Short words that are common on their own and stay common with digits or symbols appended. */
const COMMON_STEMS = new Set([
  '', 'password', 'passwort', 'pass', 'qwerty', 'qwertz', 'azerty', 'asdf', 'asdfgh', 'zxcvbn', 'qwe', 'abc', 'abcd',
  'admin', 'root', 'test', 'user', 'guest', 'login', 'welcome', 'letmein', 'iloveyou', 'love', 'monkey', 'dragon',
  'master', 'sifre', 'şifre', 'parola', 'parol', 'пароль', 'qazwsx', 'secret', 'changeme', 'hello', 'emlak',
]);

const TRAILING_JUNK = /[\d\s!@#$%^&*.?_-]+$/u;

/** True when the password is on the common list, is a common word plus digits/symbols, or is one repeated character. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (/^(.)\1*$/su.test(password)) return true;
  const stem = lower.replace(TRAILING_JUNK, '');
  if (stem !== lower && (COMMON_STEMS.has(stem) || COMMON_PASSWORDS.has(stem))) return true;
  // A pure run of consecutive digits, ascending or descending (e.g. 23456789, 98765432).
  if (/^\d+$/u.test(lower)) {
    const digits = [...lower].map(Number);
    const steps = new Set(digits.slice(1).map((d, i) => (d - (digits[i] ?? 0) + 10) % 10));
    if (steps.size === 1 && (steps.has(1) || steps.has(9))) return true;
  }
  return false;
}

/** The policy's first failing rule as a message key, or null when the password is acceptable. */
export function passwordProblem(password: string): AuthMessageKey | null {
  if (password.length < PASSWORD_MIN) return 'passwordMin';
  if (password.length > PASSWORD_MAX) return 'passwordMax';
  if (isCommonPassword(password)) return 'passwordCommon';
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Constant-time verify; false (never a throw) for a malformed or missing hash. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash || password.length > PASSWORD_MAX) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spend the same time as a real verify when there is no such account, so response times do not tell
 * whether an e-mail is registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-only');
  await verifyPassword(await dummyHash, password.slice(0, PASSWORD_MAX));
  return false;
}
