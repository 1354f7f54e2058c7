// POST /api/realty/{id}/contact: the listing page's contact form, mailed to the listing's owner. Rate-limited per
// client address (IPv6 by its /64), never a client-chosen cookie; 422 with field messages in the request's language; 404 for a listing that is not active.
// A signed-in sender's message also becomes a message of their thread about the listing (issue 30); the mail still goes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountErrorSchema as errorSchema,
  accountMessage,
  idParamSchema,
  messageReplySchema,
} from '@realty/shared/schemas';
import { contactBodySchema } from '@realty/shared/contracts/listing';
import { noStore } from '../../../http-cache';
import { catalogError } from '../../../plugins/app/errors';
import { absentBodyAsEmpty } from '../../../plugins/app/input-guard';
import { DomainHttpError } from '../../../plugins/app/errors';
import { writeToTarget } from '../../../plugins/app/messages/writer';

export const CONTACT_RATE = { max: 5, timeWindow: '10 minutes' } as const;

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:id/contact',
    {
      config: { public: true, rateLimit: { ...CONTACT_RATE, keyGenerator: (request) => `contact:${fastify.limits.addressKey(request.ip)}` } },
      schema: {
        tags: ['catalogue'],
        summary: "Write to the listing's owner (name, phone or e-mail, message); mailed, stored for statistics",
        params: idParamSchema,
        body: contactBodySchema,
        response: { 200: messageReplySchema, 404: errorSchema, 419: errorSchema, 422: errorSchema, 429: errorSchema },
      },
      preValidation: absentBodyAsEmpty,
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const sent = await fastify.contactOwner({
        listingId: request.params.id,
        data: request.body,
        lang: request.lang,
        senderId: user?.id ?? null,
        publicUrl: fastify.config.publicUrl,
      });
      if (!sent) throw catalogError(404, 'listingNotFound');
      if (user) {
        // The mail went: a thread the sender may not write to now (blocked, over a limit, their own listing) is skipped.
        await writeToTarget(fastify, null, user.id, { realtyId: request.params.id }, request.body.message).catch((error: unknown) => {
          if (!(error instanceof DomainHttpError)) throw error;
          request.log.info({ listingId: request.params.id, refusal: error.key }, 'contact form: no thread message');
        });
      }
      return noStore(reply).send({ message: accountMessage('contactSent', request.lang) });
    },
  );
};

export default route;
