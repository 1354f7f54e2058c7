// CSRF protection, Laravel Sanctum style (PRODUCT.md §7): `GET /sanctum/csrf-cookie` sets a
// script-readable `XSRF-TOKEN` cookie; every POST/PUT/PATCH/DELETE under /api, /{lang}/api and
// /sanctum must send the same value back in the `X-XSRF-TOKEN` header (URL-decoded compare), or it
// gets 419. The token is `<nonce>.<HMAC(COOKIE_SECRET, nonce + SHA-256 of the session cookie)>`: it is
// bound to the session it was issued for (as Laravel keeps it in the session), so a value the server never
// issued, a token fetched anonymously and planted in a signed-in victim's browser, or a pre-sign-in token
// used after sign-in, is refused. A new token is issued at sign-up, sign-in and sign-out (rotation).
// One hook for the whole app: every helper's mutating endpoint is covered. A route that must accept
// foreign POSTs (a payment provider's webhook) opts out with `config: { csrf: false }`.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authMessage } from '@realty/shared/schemas';
import type { AppOptions } from '../../app-options';
import { langOfPath } from './lang';
import { sessionTokenOf } from './session';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Same lifetime as a session. */
export const XSRF_TTL_SECONDS = 30 * 24 * 60 * 60;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths the check applies to: the API under every prefix, and /sanctum. */
export const CSRF_PROTECTED = /^\/(?:(?:tr|en|ru)\/)?(?:api|sanctum)(?:[/?#]|$)/;

declare module 'fastify' {
  interface FastifyInstance {
    csrf: {
      /** Create a token for the reply's session (the new one after startSession) and set it as the XSRF-TOKEN cookie. */
      issue(request: FastifyRequest, reply: FastifyReply): string;
      /** True when the header matches the cookie and the token is one we issued for this request's session. */
      verify(request: FastifyRequest): boolean;
    };
  }
  interface FastifyContextConfig {
    /** false: skip the CSRF check for this route. */
    csrf?: boolean;
  }
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Tokens bound to a session: `session` is the session cookie's value ('' for a visitor). The cookie is
 * httpOnly, so a script or a sibling host that can plant a token cannot make one for the victim's session.
 */
export function createCsrfTokens(secret: string) {
  const sign = (nonce: string, session: string) =>
    createHmac('sha256', secret)
      .update(`xsrf:${nonce}:${session ? createHash('sha256').update(session).digest('base64url') : '-'}`)
      .digest('base64url');
  return {
    create(session = ''): string {
      const nonce = randomBytes(24).toString('base64url');
      return `${nonce}.${sign(nonce, session)}`;
    },
    valid(token: string, session = ''): boolean {
      const [nonce, mac, extra] = token.split('.');
      if (!nonce || !mac || extra !== undefined || nonce.length > 64) return false;
      const expected = Buffer.from(sign(nonce, session));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Header and cookie carry the same issued token (both URL-decoded, compared in constant time). */
export function tokensMatch(header: unknown, cookie: unknown, valid: (token: string) => boolean): boolean {
  if (typeof header !== 'string' || typeof cookie !== 'string' || !header || !cookie) return false;
  const a = Buffer.from(decode(header));
  const b = Buffer.from(decode(cookie));
  return a.length === b.length && timingSafeEqual(a, b) && valid(decode(cookie));
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const tokens = createCsrfTokens(opts.config.cookieSecret);

    const csrf = {
      issue(request: FastifyRequest, reply: FastifyReply): string {
        const token = tokens.create(sessionTokenOf(request));
        reply.setCookie(XSRF_COOKIE, token, {
          path: '/',
          httpOnly: false, // the front end reads it and echoes it in X-XSRF-TOKEN
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: XSRF_TTL_SECONDS,
        });
        return token;
      },
      verify(request: FastifyRequest): boolean {
        const session = sessionTokenOf(request);
        return tokensMatch(request.headers[XSRF_HEADER], request.cookies[XSRF_COOKIE], (token) => tokens.valid(token, session));
      },
    };
    fastify.decorate('csrf', csrf);

    fastify.addHook('onRequest', async (request, reply) => {
      if (!MUTATING.has(request.method)) return;
      if (!CSRF_PROTECTED.test(request.url)) return;
      if (request.routeOptions.config?.csrf === false) return;
      if (csrf.verify(request)) return;
      return reply
        .code(419)
        .type('application/json; charset=utf-8')
        .send({ message: authMessage('csrfMismatch', langOfPath(request.url)) });
    });
  },
  { name: 'csrf', dependencies: ['cookie'] },
);
