// A readable "this browser has a session" hint for the shell (the session cookie itself is httpOnly), so the
// shell asks GET /api/user only when it may succeed: visitors never get a 401 in their console, and a session
// made outside the shell (another tab, an API client) is still seen. Kept in step on every HTML page response:
// set when the request has a valid session and no hint, cleared when it has a hint but no valid session.
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '../../services/sessions';
import type { AppOptions } from '../../app-options';

export const SESSION_HINT_COOKIE = 'realty_auth';

export default fp<AppOptions>(
  async (fastify) => {
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      const hinted = request.cookies[SESSION_HINT_COOKIE] === '1';
      if (!hinted && !request.cookies[SESSION_COOKIE]) return payload; // a visitor: no database work
      const user = await request.currentUser();
      const options = { path: '/', sameSite: 'lax', secure: request.protocol === 'https', httpOnly: false } as const;
      if (user && !hinted) reply.setCookie(SESSION_HINT_COOKIE, '1', { ...options, maxAge: SESSION_TTL_SECONDS });
      else if (!user && hinted) reply.clearCookie(SESSION_HINT_COOKIE, options);
      return payload;
    });
  },
  { name: 'session-hint', dependencies: ['session'] },
);
