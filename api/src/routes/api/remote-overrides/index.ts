// /api/remote-overrides (only with REMOTE_OVERRIDES=1; otherwise these routes do not exist: 404): this browser session's
// remote overrides, for testing a branch's build of a remote against an environment (web/remote-overrides.ts).
//   GET     the overrides in force and the configuration the session gets
//   PUT     { "blog": "https://host/branch/mf-manifest.json", ... }: replaces them (remotes.json's schema; 422 per field)
//   DELETE  clears them
// The overrides live in a signed, httpOnly session cookie; PUT and DELETE need the XSRF header like every other write.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldError } from '../../../plugins/app/errors';
import { mergeOverrides, parseOverrides, REMOTE_OVERRIDES_COOKIE, type RemoteOverrides } from '../../../web/remote-overrides';
import type { RemotesConfig } from '../../../web/remotes';

const cookieOptions = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' }) as const;

const route: FastifyPluginAsync = async (fastify) => {
  if (!fastify.config.remoteOverrides) return;
  const tags = ['remote overrides'];

  const answer = (reply: FastifyReply, overrides: RemoteOverrides, remotes: RemotesConfig) =>
    reply.header('Cache-Control', 'no-store').send({ data: { overrides, remotes } });

  fastify.get('/', { schema: { tags, summary: 'This session’s remote overrides (REMOTE_OVERRIDES=1 only)' } }, async (request, reply) => {
    const { remotes, overrides } = fastify.remotesFor(request);
    return answer(reply, overrides ?? {}, remotes);
  });

  fastify.put('/', { schema: { tags, summary: 'Load other builds of some remotes in this session (REMOTE_OVERRIDES=1 only)' } }, async (request, reply) => {
    const parsed = parseOverrides(request.body);
    if (!parsed.ok) throw fieldError(parsed.fields, parsed.params);
    const overrides = parsed.value;
    if (Object.keys(overrides).length === 0) reply.clearCookie(REMOTE_OVERRIDES_COOKIE, cookieOptions(request));
    else reply.setCookie(REMOTE_OVERRIDES_COOKIE, JSON.stringify(overrides), { ...cookieOptions(request), signed: true });
    request.log.info({ overrides }, 'remote overrides set for a session');
    return answer(reply, overrides, mergeOverrides(fastify.remotesSource.current(), overrides));
  });

  fastify.delete('/', { schema: { tags, summary: 'Clear this session’s remote overrides' } }, async (request, reply) => {
    reply.clearCookie(REMOTE_OVERRIDES_COOKIE, cookieOptions(request));
    return answer(reply, {}, fastify.remotesSource.current());
  });
};

export default route;
