// The one-click unsubscribe routes of the e-mails that carry a signed link (alerts: routes/api/alerts/unsubscribe;
// notices: routes/api/notifications/unsubscribe). No sign-in: the link is signed with the app secret.
//   GET  ?kind&id&sig  the link in the mail: unsubscribes, then 303 to the site's page `/{lang}/unsubscribe?result=done&kind=…`
//        in that language; a broken or forged link (any 4xx) goes to `/{lang}/unsubscribe?result=invalid`, not a JSON error
//   POST ?kind&id&sig  RFC 8058 (List-Unsubscribe-Post), no CSRF token
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorSchema, messageReplySchema } from '@realty/shared/schemas';
import { pathTo, type Lang } from '@realty/shared/routes';

/** The site's unsubscribe page with the result (shell/src/pages/UnsubscribePage.tsx). */
const resultPage = (request: FastifyRequest, query: string): string => `${pathTo(request.lang, 'unsubscribe')}?${query}`;

type KindQuery = z.ZodObject<{ kind: z.ZodType<string>; id: z.ZodType<number>; sig: z.ZodType<string> }>;

export interface UnsubscribeRoutes<Q extends KindQuery> {
  tag: string;
  /** What the links unsubscribe from, in the OpenAPI summaries ("an alert", "message or viewing e-mails"). */
  what: string;
  querystring: Q;
  /** Turns the kind off (through the app's services); throws a 404 (or another 4xx) for a forged or stale link. */
  unsubscribe(query: z.output<Q>, fastify: FastifyInstance): Promise<void>;
  /** The POST's reply, in the request's language. */
  doneMessage(lang: Lang): string;
}

export function unsubscribeRoutes<Q extends KindQuery>(opts: UnsubscribeRoutes<Q>): FastifyPluginAsyncZod {
  return async (fastify) => {
    // Mail clients post `List-Unsubscribe=One-Click` as a form; the body carries nothing else we need.
    fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));

    fastify.get(
      '/',
      {
        config: { public: true },
        schema: {
          tags: [opts.tag],
          summary: `Unsubscribe from ${opts.what} (the signed link of the e-mail); redirects to the site's page with the result`,
          querystring: opts.querystring,
          response: { 303: z.null().describe("No body: `Location` is the site's page with the result"), 404: accountErrorSchema, 422: accountErrorSchema },
        },
        // A visitor follows this link from a mail: a bad link gets the site's page that says so, not a JSON error.
        errorHandler: (error: FastifyError, request, reply) => {
          if ((error.statusCode ?? 500) >= 500) throw error;
          return reply.header('cache-control', 'private, no-store').redirect(resultPage(request, 'result=invalid'), 303);
        },
      },
      async (request, reply) => {
        const query = request.query as z.output<Q>;
        await opts.unsubscribe(query, fastify);
        return (reply as unknown as FastifyReply)
          .header('cache-control', 'private, no-store')
          .redirect(resultPage(request, `result=done&kind=${query.kind}`), 303);
      },
    );

    fastify.post(
      '/',
      {
        config: { public: true, csrf: false },
        schema: {
          tags: [opts.tag],
          summary: `One-click unsubscribe from ${opts.what} (RFC 8058 List-Unsubscribe-Post)`,
          querystring: opts.querystring,
          response: { 200: messageReplySchema, 404: accountErrorSchema, 422: accountErrorSchema },
        },
      },
      async (request, reply) => {
        await opts.unsubscribe(request.query as z.output<Q>, fastify);
        return reply.send({ message: opts.doneMessage(request.lang) });
      },
    );
  };
}
