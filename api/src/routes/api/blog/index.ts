// GET /api/blog (page, category or tag) and GET /api/blog/{slug}.
// An empty category answers 204 (PRODUCT.md §8); an unknown category, tag or post 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountErrorSchema as errorSchema,
  blogListQuerySchema,
  blogListReplySchema,
  blogPostReplySchema,
  blogSlugParamSchema,
} from '@realty/shared/schemas';
import { publicCache } from '../../../http-cache';
import { catalogError } from '../../../plugins/app/errors';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    publicRoute('journal', 'Journal posts with categories, lastPage and total (category or tag when asked)', {
      querystring: blogListQuerySchema,
      response: { 200: blogListReplySchema, 204: z.null().describe('The category exists but has no posts'), 404: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const result = await fastify.journal.list(request.lang, request.query);
      if (result.kind === 'unknown') throw catalogError(404, result.what === 'tag' ? 'tagNotFound' : 'categoryNotFound');
      if (result.kind === 'empty') return publicCache(reply, 60).code(204).send();
      publicCache(reply, 120).send(result.reply);
      return reply;
    },
  );

  fastify.get(
    '/:slug',
    publicRoute('journal', 'One post with the categories and related posts', {
      params: blogSlugParamSchema,
      response: { 200: blogPostReplySchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.journal.post(request.lang, request.params.slug);
      if (!data) throw catalogError(404, 'postNotFound');
      publicCache(reply, 300).send({ post: data.post, categories: data.categories, related: data.related.slice(0, 3) });
      return reply;
    },
  );
};

export default route;
