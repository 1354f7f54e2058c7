// Sign-in counters, per account and per client address, kept where a restart does not reset them:
// the `auth_throttles` table, or Redis when REDIS_URL is set (Redis down: the limits fail closed, see
// ThrottleUnavailableError). Fixed windows: the first attempt opens a
// window. Every attempt is reserved atomically (one increment that returns the new count) BEFORE the
// password is checked, so at most `limit` checks run per key and window whatever the concurrency; over
// the limit the attempt is refused (429 + Retry-After) without a check. A successful sign-in clears the
// account's counter and gives the address its reservation back.
import { createHash } from 'node:crypto';
import type { Database } from '../db/client';

export interface ThrottleState {
  hits: number;
  resetAt: Date;
}

export interface ThrottleStore {
  /** Count one failure; opens a window of `windowSeconds` when none is open. */
  hit(key: string, windowSeconds: number): Promise<ThrottleState>;
  /** The open window of a key, or null. */
  peek(key: string): Promise<ThrottleState | null>;
  clear(key: string): Promise<void>;
  /** Give back one reservation of an open window (never below 0). */
  release(key: string): Promise<void>;
}

export class DatabaseThrottleStore implements ThrottleStore {
  constructor(private readonly database: Database) {}

  async hit(key: string, windowSeconds: number): Promise<ThrottleState> {
    const { rows } = await this.database.execute(
      `INSERT INTO auth_throttles (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2::int))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN auth_throttles.reset_at <= now() THEN 1 ELSE auth_throttles.hits + 1 END,
         reset_at = CASE WHEN auth_throttles.reset_at <= now() THEN EXCLUDED.reset_at ELSE auth_throttles.reset_at END
       RETURNING hits, reset_at`,
      [key, windowSeconds],
    );
    return toState(rows[0]);
  }

  async peek(key: string): Promise<ThrottleState | null> {
    const { rows } = await this.database.execute(
      'SELECT hits, reset_at FROM auth_throttles WHERE key = $1 AND reset_at > now()',
      [key],
    );
    return rows[0] ? toState(rows[0]) : null;
  }

  async clear(key: string): Promise<void> {
    await this.database.execute('DELETE FROM auth_throttles WHERE key = $1', [key]);
  }

  async release(key: string): Promise<void> {
    await this.database.execute('UPDATE auth_throttles SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()', [key]);
  }

  /** Housekeeping: drop closed windows. */
  async purge(): Promise<void> {
    await this.database.execute('DELETE FROM auth_throttles WHERE reset_at <= now()', []);
  }
}

function toState(row: Record<string, unknown> | undefined): ThrottleState {
  const resetAt = row?.reset_at;
  return {
    hits: Number(row?.hits ?? 0),
    resetAt: resetAt instanceof Date ? resetAt : new Date(String(resetAt)),
  };
}

/**
 * The store cannot count now (Redis down, or no reply in time): the limit fails closed, the request is refused
 * (503 + Retry-After, plugins/app/throttle.ts) rather than let through uncounted or kept waiting.
 */
export class ThrottleUnavailableError extends Error {
  constructor(readonly retryAfter: number, options?: { cause?: unknown }) {
    super('throttle store unavailable', options);
    this.name = 'ThrottleUnavailableError';
  }
}

/** Seconds a client is told to wait when the limits cannot be counted (Redis reconnects every ≤ 2 s). */
export const THROTTLE_UNAVAILABLE_RETRY_SECONDS = 5;

/** The subset of an ioredis client this store uses. */
export interface RedisLike {
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
  pttl(key: string): Promise<number>;
  get(key: string): Promise<string | null>;
  del(key: string): Promise<number>;
}

const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

const RELEASE_SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters in Redis. Any failed command (the app's client has no offline queue, so a command while Redis is not
 * connected fails at once; one without a reply fails after the client's command timeout) throws
 * ThrottleUnavailableError.
 */
export class RedisThrottleStore implements ThrottleStore {
  constructor(private readonly redis: RedisLike, private readonly prefix = 'realty:throttle:') {}

  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw new ThrottleUnavailableError(THROTTLE_UNAVAILABLE_RETRY_SECONDS, { cause: error });
    }
  }

  async hit(key: string, windowSeconds: number): Promise<ThrottleState> {
    const result = (await this.call(() => this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowSeconds * 1000))) as [number, number];
    return { hits: Number(result[0]), resetAt: new Date(Date.now() + Math.max(0, Number(result[1]))) };
  }

  async peek(key: string): Promise<ThrottleState | null> {
    const [value, ttl] = await this.call(() => Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]));
    if (value === null || ttl <= 0) return null;
    return { hits: Number(value), resetAt: new Date(Date.now() + ttl) };
  }

  async clear(key: string): Promise<void> {
    await this.call(() => this.redis.del(this.prefix + key));
  }

  async release(key: string): Promise<void> {
    await this.call(() => this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key));
  }
}

export interface LoginLimits {
  /** Failures allowed per account inside the window. */
  perAccount: number;
  /** Failures allowed per client address inside the window. */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 5, perAddress: 30, windowSeconds: 15 * 60 };

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 40);

/** Sign-in throttling on top of a store. Keys never contain the raw e-mail. */
export class LoginThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  private keys(email: string, ip: string): [string, number][] {
    return [
      [`login:acct:${digest(email.trim().toLowerCase())}`, this.limits.perAccount],
      [`login:ip:${addressKey(ip)}`, this.limits.perAddress],
    ];
  }

  /**
   * Reserve one attempt on the account and the address counters before the password is checked.
   * Returns 0 when the check may run, else the seconds until the locked key's window ends.
   */
  async reserve(email: string, ip: string): Promise<number> {
    let wait = 0;
    for (const [key, limit] of this.keys(email, ip)) {
      const state = await this.store.hit(key, this.limits.windowSeconds);
      if (state.hits > limit) wait = Math.max(wait, Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000)));
    }
    return wait;
  }

  /** A successful sign-in clears the account's counter and releases the address's reservation. */
  async succeeded(email: string, ip: string): Promise<void> {
    const [account, address] = this.keys(email, ip);
    if (account) await this.store.clear(account[0]);
    if (address) await this.store.release(address[0]);
  }

  /** A generic limited action (e.g. reset e-mails per account): true while under `limit`. */
  async allow(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const state = await this.store.hit(key, windowSeconds);
    return state.hits <= limit;
  }
}

export { digest as throttleDigest };

/**
 * The address a limit is keyed on: IPv4 as it is, IPv6 by its /64 network (one subscriber usually gets a
 * whole /64, so rotating addresses inside it does not make a new client).
 */
export function addressKey(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4?.[1]) return v4[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** A named request limit: at most `max` requests per key inside a window of `windowSeconds`. */
export interface RequestLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Request limits (registration, forgot-password, phone reveal) on the same store as the sign-in locks, so
 * a restart does not reset them and several API instances share them. Each request counts on every key
 * given (the address, and the account when signed in); over `max` on any key it is refused.
 */
export class RequestLimits {
  constructor(private readonly store: ThrottleStore) {}

  /** Count one request; 0 when allowed, else the seconds until the fullest key's window ends. */
  async take(limit: RequestLimit, keys: readonly string[]): Promise<number> {
    let wait = 0;
    for (const key of keys) {
      const state = await this.store.hit(`${limit.name}:${key}`, limit.windowSeconds);
      if (state.hits > limit.max) wait = Math.max(wait, Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000)));
    }
    return wait;
  }
}

/** The request limits of the public account and listing endpoints (docs/AUTH.md "Sign-in limits"). */
export const REQUEST_LIMITS = {
  /** Registrations per address and hour (the "already registered" answer stays behind it). */
  register: { name: 'register', max: 100, windowSeconds: 60 * 60 },
  /** Forgot-password requests per address and 15 minutes. */
  forgot: { name: 'forgot', max: 10, windowSeconds: 15 * 60 },
  /** Phone reveals per address (and per account when signed in) and minute. */
  phone: { name: 'phone', max: 10, windowSeconds: 60 },
  /** "Report this listing" per address (and per account when signed in) and hour. */
  report: { name: 'report', max: 5, windowSeconds: 60 * 60 },
  /** E-mail change requests (each sends two mails, one to any address) per account and hour... */
  emailChange: { name: 'email-change', max: 5, windowSeconds: 60 * 60 },
  /** ...and per address and hour (many accounts behind one address cannot mail the world). */
  emailChangeAddress: { name: 'email-change-ip', max: 30, windowSeconds: 60 * 60 },
  /** Confirmation links opened per address and 15 minutes. */
  emailConfirm: { name: 'email-confirm', max: 30, windowSeconds: 15 * 60 },
  /** Account deletion attempts (a password check) per account and 15 minutes... */
  accountDelete: { name: 'account-delete', max: 10, windowSeconds: 15 * 60 },
  /** ...and per address and 15 minutes. */
  accountDeleteAddress: { name: 'account-delete-ip', max: 50, windowSeconds: 15 * 60 },
  /** Personal data downloads (profile/info; JSON and HTML count one each) per account and hour. */
  dataExport: { name: 'data-export', max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RequestLimit>;
