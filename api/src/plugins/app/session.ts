// Cookie sessions (PRODUCT.md §7, DECISIONS.md "Accounts and security"): the `realty_session` cookie
// holds a random token, the database its SHA-256. httpOnly, SameSite=Lax, Secure when the request came
// over HTTPS (behind a proxy with TRUST_PROXY), 30 days. Decorates:
//   fastify.sessions / fastify.users        the services
//   request.currentUser()                   the signed-in user (memoised per request) or null
//   request.sessionId                       hashed id of the current session (after currentUser())
//   reply.startSession(user) / endSession() rotate / destroy the session and set / clear the cookie
// and the gates every domain's routes use (kernel, not the account module's):
//   signedInHooks       the gate of a signed-in route folder (its autohooks.ts re-exports it); `me(request)` then
//   requireUser         the check of a route outside those folders (401 reply when signed out)
//
// Gate: @fastify/autoload applies a folder's autohooks.ts to every route of the folder and its subfolders
// (cascadeHooks):
//   onRequest   401 when signed out (before validation, so a visitor learns nothing about the input)
//   preHandler  403 when a validated `user_id` (query or body) is not the caller's own id
// Routes then read the caller with `me(request)` and throw `httpError(...)`/`fieldError(...)` for 4xx replies;
// the error handler translates the message keys (plugins/app/errors.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authMessage } from '@realty/shared/schemas';
import type { AppOptions } from '../../app-options';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, SessionService, type UserRow } from '../../services/sessions';
import { UserService } from '../../services/users';

export type { UserRow } from '../../services/sessions';
import { httpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    users: UserService;
  }
  interface FastifyRequest {
    /** The signed-in user, or null (one database read per request at most). */
    currentUser(): Promise<UserRow | null>;
    /** Hashed id of the current session; set by currentUser(). */
    sessionId: string | null;
    /** The signed-in user, set by the gate of a signed-in folder. */
    account: UserRow | null;
  }
  interface FastifyReply {
    /** Sign the user in: the old session (if any) is destroyed and a new one set (rotation). */
    startSession(user: UserRow): Promise<void>;
    /** Sign out: destroy the session and clear the cookie. */
    endSession(): Promise<void>;
    /** Extend the current session (and its cookie) to 30 days from now; nothing when signed out. */
    extendSession(): Promise<void>;
  }
}

const loaded = new WeakMap<FastifyRequest, Promise<UserRow | null>>();
/** The session token a reply switched to (startSession: the new one; endSession: ''). */
const switched = new WeakMap<FastifyRequest, string>();

/** The raw session token this request speaks for: the one set by this reply, else the cookie ('' signed out). */
export const sessionTokenOf = (request: FastifyRequest): string =>
  switched.get(request) ?? (request.cookies as Record<string, string | undefined> | undefined)?.[SESSION_COOKIE] ?? '';

/** Cookie attributes: Secure over HTTPS (request.protocol honours X-Forwarded-Proto with TRUST_PROXY). */
export const sessionCookieOptions = (request: FastifyRequest) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: SESSION_TTL_SECONDS }) as const;

/** The signed-in user of a gated route. */
export function me(request: FastifyRequest): UserRow {
  if (!request.account) throw httpError(401, 'unauthenticated');
  return request.account;
}

const userIdOf = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).user_id : undefined;

/** The gate of a signed-in route folder (re-exported by its autohooks.ts). */
export async function signedInHooks(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', async (request) => {
    const user = await request.currentUser();
    if (!user) throw httpError(401, 'unauthenticated');
    request.account = user;
  });
  fastify.addHook('preHandler', async (request) => {
    // After validation: a present user_id is a positive whole number here (422 otherwise).
    for (const id of [userIdOf(request.query), userIdOf(request.body)]) {
      if (typeof id === 'number' && id !== request.account?.id) throw httpError(403, 'forbidden');
    }
  });
}

/** The signed-in user, or a 401 reply and null (a route outside the signed-in folders). */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
  const user = await request.currentUser();
  if (!user) {
    await reply.code(401).send({ message: authMessage('unauthenticated', request.lang) });
    return null;
  }
  return user;
}

/** The largest id an `integer` (int4) column holds; a larger one would make the query fail (500). */
const INT4_MAX = 2_147_483_647;

/** A positive whole id that fits the id columns (1..2^31-1) from a query/body value (digits or numbers); null otherwise. */
export function positiveId(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[value.length - 1] : value;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,12}\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= INT4_MAX ? id : null;
}

export default fp<AppOptions>(
  async (fastify) => {
    const sessions = new SessionService(fastify.database.db);
    const users = new UserService(fastify.database.db);
    fastify.decorate('sessions', sessions);
    fastify.decorate('users', users);
    // Housekeeping every 6 hours: expired sessions.
    const purge = setInterval(() => {
      sessions.purgeExpired().catch((error: unknown) => fastify.log.warn({ err: error }, 'session housekeeping failed'));
    }, 6 * 60 * 60 * 1000);
    purge.unref();
    fastify.addHook('onClose', async () => clearInterval(purge));
    fastify.decorateRequest('sessionId', null);
    fastify.decorateRequest('account', null);

    fastify.decorateRequest('currentUser', function currentUser(this: FastifyRequest): Promise<UserRow | null> {
      let pending = loaded.get(this);
      if (!pending) {
        const token = this.cookies[SESSION_COOKIE];
        pending = token
          ? sessions.find(token).then((session) => {
              this.sessionId = session?.id ?? null;
              return session?.user ?? null;
            })
          : Promise.resolve(null);
        loaded.set(this, pending);
      }
      return pending;
    });

    fastify.decorateReply('startSession', async function startSession(this: FastifyReply, user: UserRow): Promise<void> {
      const request = this.request;
      await sessions.destroyToken(request.cookies[SESSION_COOKIE]);
      const { token } = await sessions.create(user.id, { userAgent: request.headers['user-agent'], ip: request.ip });
      this.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
      loaded.set(request, Promise.resolve(user));
      switched.set(request, token);
    });

    fastify.decorateReply('extendSession', async function extendSession(this: FastifyReply): Promise<void> {
      const request = this.request;
      const token = request.cookies[SESSION_COOKIE];
      if (!request.sessionId || !token) return;
      await sessions.extend(request.sessionId);
      this.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
    });

    fastify.decorateReply('endSession', async function endSession(this: FastifyReply): Promise<void> {
      const request = this.request;
      await sessions.destroyToken(request.cookies[SESSION_COOKIE]);
      this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
      loaded.set(request, Promise.resolve(null));
      switched.set(request, '');
      request.sessionId = null;
    });
  },
  { name: 'session', dependencies: ['database', 'cookie', 'lang'] },
);
