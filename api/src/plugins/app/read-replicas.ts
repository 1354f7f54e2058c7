// Read-your-writes with read replicas (only with DATABASE_READ_URLS; db/replicas.ts). Every request is one read
// scope. After a successful write (any POST/PUT/PATCH/DELETE below 400) the reply carries the primary's WAL
// position in a cookie; the browser's reads in the following seconds go to a replica only when it has replayed that
// position, else to the primary. The cookie outlives the replicas' lag bound (DATABASE_READ_MAX_LAG_MS): when it is
// gone, every replica in use has the write anyway. A signed-in user's own data (account, favourites, own listings,
// the editor) is read through `fastify.database`, the primary, whatever the cookie says.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app-options';
import { formatLsn, parseLsn } from '../../db/replicas';

export const WAL_COOKIE = 'realty_wal';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp<AppOptions>(
  async (fastify, opts) => {
    const router = fastify.readReplicas;
    if (!router) return;
    const maxAge = Math.ceil(opts.config.databaseReadMaxLagMs / 1000) + 2;

    // Callback style: the rest of the request (handler, serialisation, hooks) runs inside this scope.
    fastify.addHook('onRequest', (request, _reply, done) => {
      router.withScope(parseLsn(request.cookies[WAL_COOKIE]) ?? 0n, done);
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
      try {
        const lsn = await router.primaryLsn();
        reply.setCookie(WAL_COOKIE, formatLsn(lsn), { path: '/', sameSite: 'lax', httpOnly: true, secure: request.protocol === 'https', maxAge });
      } catch (error) {
        // No position, no cookie: the write stands; this browser's next reads may lag by up to the bound.
        request.log.warn({ err: error }, 'read replicas: the position after a write could not be read');
      }
      return payload;
    });
  },
  { name: 'read-replicas', dependencies: ['database', 'cookie'] },
);
