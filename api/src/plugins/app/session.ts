// Cookie sessions (PRODUCT.md §7, DECISIONS.md "Accounts and security"): the `realty_session` cookie
// holds a random token, the database its SHA-256. httpOnly, SameSite=Lax, Secure when the request came
// over HTTPS (behind a proxy with TRUST_PROXY), 30 days. Decorates:
//   fastify.sessions / fastify.users        the services
//   request.currentUser()                   the signed-in user (memoised per request) or null
//   request.sessionId                       hashed id of the current session (after currentUser())
//   reply.startSession(user) / endSession() rotate / destroy the session and set / clear the cookie
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppOptions } from '../../app-options';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, SessionService, type UserRow } from '../../services/sessions';
import { UserService } from '../../services/users';

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
  }
  interface FastifyReply {
    /** Sign the user in: the old session (if any) is destroyed and a new one set (rotation). */
    startSession(user: UserRow): Promise<void>;
    /** Sign out: destroy the session and clear the cookie. */
    endSession(): Promise<void>;
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

    fastify.decorateReply('endSession', async function endSession(this: FastifyReply): Promise<void> {
      const request = this.request;
      await sessions.destroyToken(request.cookies[SESSION_COOKIE]);
      this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
      loaded.set(request, Promise.resolve(null));
      switched.set(request, '');
      request.sessionId = null;
    });
  },
  { name: 'session', dependencies: ['database', 'cookie'] },
);
