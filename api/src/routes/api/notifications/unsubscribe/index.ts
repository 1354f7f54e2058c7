// One-click unsubscribe from the message / viewing notice e-mails (no sign-in: the link is signed with the app secret),
// like the alert e-mails' (routes/api/alerts/unsubscribe).
//   GET  /{lang}/api/notifications/unsubscribe?kind=messages|viewings&id&sig  the mail's link: turns email_<kind> off,
//        then 303 to the site's page `/{lang}/unsubscribe?result=done&kind=…`; a bad link → `?result=invalid`
//   POST same query                                                             RFC 8058 (List-Unsubscribe-Post), no CSRF token
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeMessage } from '@realty/shared/contracts/messages';
import { accountErrorSchema, messageReplySchema } from '@realty/shared/schemas';
import { pathTo } from '@realty/shared/routes';
import { catalogueErrors } from '../../../../plugins/app/errors';
import { EMAIL_NOTICE_KINDS } from '../../../../plugins/app/notices/settings';

const { httpError } = catalogueErrors(noticeMessage);

const querySchema = z.object({
  kind: z.enum(EMAIL_NOTICE_KINDS),
  id: z.coerce.number().int().positive().max(2_147_483_647),
  sig: z.string().min(1).max(100),
});

const resultPage = (request: FastifyRequest, query: string): string => `${pathTo(request.lang, 'unsubscribe')}?${query}`;

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));
  const unsubscribe = async (query: z.output<typeof querySchema>) => {
    const { settings } = fastify.notices;
    if (!settings.verify(query.kind, query.id, query.sig) || !(await settings.unsubscribe(query.kind, query.id))) throw httpError(404, 'unsubscribeInvalid');
  };

  fastify.get(
    '/',
    {
      config: { public: true },
      schema: {
        tags: ['messages'],
        summary: "Unsubscribe from message or viewing e-mails (the signed link of the e-mail); redirects to the site's page",
        querystring: querySchema,
        response: { 303: z.null().describe("No body: `Location` is the site's page with the result"), 404: accountErrorSchema, 422: accountErrorSchema },
      },
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
        tags: ['messages'],
        summary: 'One-click unsubscribe from message or viewing e-mails (RFC 8058 List-Unsubscribe-Post)',
        querystring: querySchema,
        response: { 200: messageReplySchema, 404: accountErrorSchema, 422: accountErrorSchema },
      },
    },
    async (request, reply) => {
      await unsubscribe(request.query);
      return reply.send({ message: noticeMessage('unsubscribed', request.lang) });
    },
  );
};

export default route;
