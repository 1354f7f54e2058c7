// One-click unsubscribe from alert e-mails (no sign-in: the link is signed with the app secret).
//   GET  /{lang}/api/alerts/unsubscribe?kind=search|favorites&id&sig   the link in the mail: a small page in that language
//   POST /{lang}/api/alerts/unsubscribe?kind&id&sig                    RFC 8058 (List-Unsubscribe-Post), no CSRF token
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { accountErrorSchema, accountMessage, messageReplySchema, unsubscribeQuerySchema } from '@realty/shared/schemas';
import { pathTo } from '@realty/shared/routes';
import { httpError } from '../../../../plugins/app/errors';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
      schema: {
        tags: ['account'],
        summary: 'Unsubscribe from an alert (the signed link of the e-mail); answers a small HTML page',
        querystring: unsubscribeQuerySchema,
        response: { 404: accountErrorSchema, 422: accountErrorSchema },
      },
    },
    async (request, reply) => {
      await unsubscribe(request.query);
      const lang = request.lang;
      const message = accountMessage('unsubscribed', lang);
      // HTML, not JSON: sent raw (the 200 reply has no JSON schema).
      return (reply as unknown as FastifyReply)
        .header('cache-control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
            `<meta name="robots" content="noindex"><title>${esc(message)}</title></head>` +
            `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.4rem">${esc(message)}</h1>` +
            `<p><a href="${esc(pathTo(lang, 'profileSaved'))}">${esc(accountMessage('unsubscribeManage', lang))}</a></p></body></html>`,
        );
    },
  );

  fastify.post(
    '/',
    {
      config: { csrf: false },
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
