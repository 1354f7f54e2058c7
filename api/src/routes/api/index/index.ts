// Home page blocks: GET /api/index/filter/get, /useful-links, /realtors, /new-listings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountErrorSchema as errorSchema,
  filterOptionsReplySchema,
  usefulLinksReplySchema,
} from '@realty/shared/schemas';
import { cardListReplySchema, homeBlockQuerySchema, realtorsReplySchema } from '@realty/shared/contracts/catalog';
import { publicCache } from '../../../http-cache';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/filter/get',
    publicRoute('home', 'Home filter options (deal type default sale)', {
      querystring: homeBlockQuerySchema,
      response: { 200: filterOptionsReplySchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.homeFilterOptions(request.lang, request.query.dealType ?? 'sale');
      return publicCache(reply, 300).send({ data });
    },
  );

  fastify.get(
    '/useful-links',
    publicRoute('home', 'Counts per deal type × popular place, with catalogue links', {
      response: { 200: usefulLinksReplySchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.usefulLinks(request.lang);
      return publicCache(reply, 300).send({ data });
    },
  );

  fastify.get(
    '/realtors',
    publicRoute('home', 'Agents with the most active listings', {
      querystring: homeBlockQuerySchema,
      response: { 200: realtorsReplySchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.realtors(request.lang, request.query.limit ?? 12);
      return publicCache(reply, 300).send({ data });
    },
  );

  fastify.get(
    '/new-listings',
    publicRoute('home', 'Newest active listings (optionally of one deal type)', {
      querystring: homeBlockQuerySchema,
      response: { 200: cardListReplySchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.newListings(request.lang, request.query.dealType, request.query.limit ?? 12);
      return publicCache(reply, 60).send({ data });
    },
  );
};

export default route;
