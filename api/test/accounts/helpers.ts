// Helpers for the account tests (and for any test that needs a signed-in user or a CSRF token):
//
//   const app = await build(t);
//   const alice = await signUp(app);                 // a CookieJar holding her session + XSRF-TOKEN
//   await alice.jar.inject({ method: 'POST', url: '/api/realty/favorite', headers: xsrf(alice.jar), payload: {...} });
//
// Mutating requests under /api, /{lang}/api and /sanctum need the XSRF-TOKEN cookie echoed in the
// X-XSRF-TOKEN header: `await withCsrf(jar)` fetches the cookie, `xsrf(jar)` builds the header.
import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AccountUser } from '@realty/shared/schemas';
import { CookieJar } from '../helper';

export const PASSWORD = 'Kestane-Sokak-42';
let counter = 0;

/** `{ 'x-xsrf-token': … }` from the jar's XSRF-TOKEN cookie. */
export function xsrf(jar: CookieJar): Record<string, string> {
  const token = jar.get('XSRF-TOKEN');
  assert.ok(token, 'the jar has no XSRF-TOKEN cookie: call withCsrf(jar) first');
  return { 'x-xsrf-token': token };
}

/** GET /sanctum/csrf-cookie into the jar. */
export async function withCsrf(jar: CookieJar): Promise<CookieJar> {
  const res = await jar.inject({ url: '/sanctum/csrf-cookie' });
  assert.equal(res.statusCode, 204);
  return jar;
}

export interface TestUser {
  jar: CookieJar;
  user: AccountUser;
  email: string;
  password: string;
}

/** Register a fresh user through the API (signed in afterwards). Each call uses its own client address. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  counter += 1;
  const jar = await withCsrf(new CookieJar(app));
  const email = (overrides.email as string | undefined) ?? `user${counter}-${Date.now()}@example.com`;
  const password = (overrides.password as string | undefined) ?? PASSWORD;
  const res = await jar.inject({
    method: 'POST',
    url: '/en/api/register',
    headers: xsrf(jar),
    remoteAddress: `10.0.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`,
    payload: {
      name: 'Ayşe',
      lastname: 'Yılmaz',
      phone: `0532 ${String(1000000 + counter).slice(-7)}`,
      email,
      password,
      password_confirmation: password,
      org_type: 'private',
      ...overrides,
    },
  });
  // the same neutral reply whether or not the address was free (issue 23); the new session says who is signed in
  assert.equal(res.statusCode, 200, res.body);
  const me = await jar.inject({ url: '/api/user' });
  assert.equal(me.statusCode, 200, `not signed in after registering ${email}: ${me.body}`);
  return { jar, user: me.json<{ data: AccountUser }>().data, email, password };
}

/** Sign in through the API with a fresh jar. */
export async function signIn(app: FastifyInstance, email: string, password: string, remoteAddress = '192.0.2.10'): Promise<{ jar: CookieJar; res: LightMyRequestResponse }> {
  const jar = await withCsrf(new CookieJar(app));
  const res = await jar.inject({ method: 'POST', url: '/en/api/login', headers: xsrf(jar), remoteAddress, payload: { email, password, lang: 'en' } });
  return { jar, res };
}

/** A mutating call with the jar's XSRF header added. */
export function send(jar: CookieJar, options: InjectOptions): Promise<LightMyRequestResponse> {
  return jar.inject({ ...options, headers: { ...xsrf(jar), ...(options.headers as Record<string, string> | undefined) } });
}

/** Insert a listing owned by `userId` straight into the database (reference rows come from the test seed). */
export async function insertListing(app: FastifyInstance, userId: number, status: 'active' | 'hidden' | 'deleted' = 'active'): Promise<number> {
  const { rows } = await app.database.execute(
    `INSERT INTO listings (deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, price_try, area, rooms)
     SELECT 'sale', (SELECT id FROM property_types ORDER BY id LIMIT 1), $2::listing_status, $1,
            c.region_id, c.id, 100000, 'EUR', 3500000, 80, '2+1'
     FROM cities c ORDER BY c.id LIMIT 1
     RETURNING id`,
    [userId, status],
  );
  const id = Number(rows[0]?.id);
  await app.database.execute(
    `INSERT INTO listing_translations (listing_id, lang, title, description) VALUES ($1, 'en', $2, 'A test flat near the sea.')`,
    [id, `Test flat ${id}`],
  );
  return id;
}

/** Extract the reset token from the newest mail in the outbox sent to `to`. */
export function tokenFromMail(text: string): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  assert.ok(match?.[1], `no reset link in: ${text}`);
  return match[1];
}
