// GET /api/services (also /{lang}/api/services): the paid services of the fees page, titled in the request's language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { servicesReplySchema } from '@realty/shared/schemas';
import { publicCache } from '../../../http-cache';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    publicRoute('data', 'Paid services (fees page)', { response: { 200: servicesReplySchema } }),
    async (request, reply) => {
      const data = await fastify.billing.services(request.lang);
      publicCache(reply, 300).send({ data });
      return reply;
    },
  );
};

export default route;
