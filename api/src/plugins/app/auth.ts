// Sign-up, sign-in and password reset (`fastify.auth`; their routes validate with the zod schemas of
// @realty/shared/schemas/auth) and the helper of the routes outside the signed-in folders (those use the gate
// of account.ts):
//   requireUser(request, reply)            401 when signed out
// The other concerns have their own plugins: the sign-in locks and request limits in throttle.ts (on the
// one Redis connection of plugins/external/redis.ts, or the database), photo uploads in uploads.ts,
// sessions in session.ts, CSRF in csrf.ts.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authMessage, type AuthMessageKey } from '@realty/shared/schemas';
import type { AppOptions } from '../../app-options';
import { AuthService } from '../../services/auth';
import type { UserRow } from '../../services/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

function sendMessage(reply: FastifyReply, request: FastifyRequest, status: number, key: AuthMessageKey, params?: Record<string, string | number>) {
  return reply.code(status).send({ message: authMessage(key, request.lang, params) });
}

/** The signed-in user, or a 401 reply and null. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
  const user = await request.currentUser();
  if (!user) {
    await sendMessage(reply, request, 401, 'unauthenticated');
    return null;
  }
  return user;
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    const db = fastify.database.db;
    const auth = new AuthService({ db, users: fastify.users, sessions: fastify.sessions, throttle: fastify.loginThrottle, mailer: fastify.mailer, publicUrl: config.publicUrl });
    fastify.decorate('auth', auth);
    // Reset mails started after their reply go out before the database closes.
    fastify.addHook('onClose', async () => auth.settled());
  },
  { name: 'auth', dependencies: ['database', 'session', 'mail', 'lang', 'throttle'] },
);

/** The largest id an `integer` (int4) column holds; a larger one would make the query fail (500). */
const INT4_MAX = 2_147_483_647;

/** A positive whole id that fits the id columns (1..2^31-1) from a query/body value (digits or numbers); null otherwise. */
export function positiveId(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[value.length - 1] : value;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,12}\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= INT4_MAX ? id : null;
}
