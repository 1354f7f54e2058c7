// One-click unsubscribe from alert e-mails (no sign-in: the link is signed with the app secret).
//   GET  /{lang}/api/alerts/unsubscribe?kind=search|favorites&id&sig   the link in the mail: unsubscribes, then 303 to the
//        site's page `/{lang}/unsubscribe?result=done&kind=…` in that language; a broken or forged link (any 4xx) goes to
//        `/{lang}/unsubscribe?result=invalid` instead of a JSON error
//   POST /{lang}/api/alerts/unsubscribe?kind&id&sig                    RFC 8058 (List-Unsubscribe-Post), no CSRF token
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorSchema, accountMessage, messageReplySchema } from '@realty/shared/schemas';
import { unsubscribeQuerySchema } from '@realty/shared/contracts/account';
import { pathTo } from '@realty/shared/routes';
import { httpError } from '../../../../plugins/app/errors';

/** The site's unsubscribe page with the result (shell/src/pages/UnsubscribePage.tsx). */
const resultPage = (request: FastifyRequest, query: string): string => `${pathTo(request.lang, 'unsubscribe')}?${query}`;

const route: FastifyPluginAsyncZod = async (fastify) => {
  // Mail clients post `List-Unsubscribe=One-Click` as a form; the body carries nothing else we need.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));
  const unsubscribe = async (query: z.output<typeof unsubscribeQuerySchema>) => {
    if (!fastify.alerts.verify(query.kind, query.id, query.sig)) throw httpError(404, 'unsubscribeInvalid');
    await fastify.alerts.unsubscribe(query.kind, query.id);
  };

  fastify.get(
    '/',
    {
      config: { public: true },
      schema: {
        tags: ['account'],
        summary: "Unsubscribe from an alert (the signed link of the e-mail); redirects to the site's page with the result",
        querystring: unsubscribeQuerySchema,
        response: { 303: z.null().describe("No body: `Location` is the site's page with the result"), 404: accountErrorSchema, 422: accountErrorSchema },
      },
      // A visitor follows this link from a mail: a bad link gets the site's page that says so, not a JSON error.
      errorHandler: (error: FastifyError, request, reply) => {
        if ((error.statusCode ?? 500) >= 500) throw error;
        return reply.header('cache-control', 'private, no-store').redirect(resultPage(request, 'result=invalid'), 303);
      },
    },
    async (request, reply) => {
      await unsubscribe(request.query);
      return (reply as unknown as FastifyReply)
        .header('cache-control', 'private, no-store')
        .redirect(resultPage(request, `result=done&kind=${request.query.kind}`), 303);
    },
  );

  fastify.post(
    '/',
    {
      config: { public: true, csrf: false },
      schema: {
        tags: ['account'],
        summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)',
        querystring: unsubscribeQuerySchema,
        response: { 200: messageReplySchema, 404: accountErrorSchema, 422: accountErrorSchema },
      },
    },
    async (request, reply) => {
      await unsubscribe(request.query);
      return reply.send({ message: accountMessage('unsubscribed', request.lang) });
    },
  );
};

export default route;
