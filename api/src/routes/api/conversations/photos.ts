// POST /api/conversations/{id}/photos (multipart, field "photo", one image): a photo for my next message in this
// thread; the reply's `id` goes into the message's `photos`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorSchema as errorSchema, idParamSchema } from '@realty/shared/schemas';
import { me } from '../../../plugins/app/session';
import { noStore } from '../../../http-cache';
import { firstFile } from '../../../plugins/external/multipart';
import { ImageError } from '../../../services/uploads';
import { storeMessagePhoto } from '../../../plugins/app/messages/photos';

const photoReplySchema = z.object({ data: z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() }) });

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:id/photos',
    {
      schema: {
        tags: ['messages'],
        summary: 'Upload one photo for a message (multipart field "photo")',
        params: idParamSchema,
        response: { 201: photoReplySchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 413: errorSchema, 415: errorSchema, 419: errorSchema, 422: errorSchema, 429: errorSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const userId = me(request).id;
      const errors = fastify.messagesErrors;
      const thread = await fastify.conversations.thread(userId, request.params.id);
      if (!thread) throw errors.error(404, 'conversationNotFound');
      const file = await firstFile(request);
      if (file === 'none' || file === 'malformed') throw errors.fieldError({ photo: ['photoRequired'] });
      if (file === 'tooLarge') throw errors.fieldError({ photo: ['photoTooLarge'] });
      if (file === 'unsupported') throw errors.fieldError({ photo: ['photoInvalid'] });
      try {
        const data = await storeMessagePhoto(fastify.uploads, thread.id, userId, file.buffer);
        return noStore(reply).code(201).send({ data });
      } catch (error) {
        if (error instanceof ImageError) throw errors.fieldError({ photo: [error.reason === 'too-large' ? 'photoTooLarge' : 'photoInvalid'] });
        throw error;
      }
    },
  );
};

export default route;
