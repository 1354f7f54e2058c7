// Home page blocks: GET /api/index/filter/get, /useful-links, /realtors, /new-listings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardListReplySchema,
  filterOptionsReplySchema,
  homeBlockQuerySchema,
  realtorsReplySchema,
  usefulLinksReplySchema,
} from '@realty/shared/schemas';
import { errorSchema } from '../../../services/catalog-schemas';
import { publicCache } from '../../../http-cache';
import { filterOptions } from '../../../plugins/app/catalog/filter-options';
import { newListings, realtors, usefulLinks } from '../../../plugins/app/catalog/index-blocks';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/filter/get',
    {
      config: { public: true },
      schema: {
        tags: ['home'],
        summary: 'Home filter options (deal type default sale)',
        querystring: homeBlockQuerySchema,
        response: { 200: filterOptionsReplySchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await filterOptions(fastify.readDatabase, request.lang, { dealType: request.query.dealType ?? 'sale' });
      publicCache(reply, 300).send({ data });
      return reply;
    },
  );

  fastify.get(
    '/useful-links',
    {
      config: { public: true },
      schema: {
        tags: ['home'],
        summary: 'Counts per deal type × popular place, with catalogue links',
        response: { 200: usefulLinksReplySchema },
      },
    },
    async (request, reply) => {
      const data = await usefulLinks(fastify.readDatabase, request.lang);
      publicCache(reply, 300).send({ data });
      return reply;
    },
  );

  fastify.get(
    '/realtors',
    {
      config: { public: true },
      schema: {
        tags: ['home'],
        summary: 'Agents with the most active listings',
        querystring: homeBlockQuerySchema,
        response: { 200: realtorsReplySchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await realtors(fastify.readDatabase, request.lang, request.query.limit ?? 12);
      publicCache(reply, 300).send({ data });
      return reply;
    },
  );

  fastify.get(
    '/new-listings',
    {
      config: { public: true },
      schema: {
        tags: ['home'],
        summary: 'Newest active listings (optionally of one deal type)',
        querystring: homeBlockQuerySchema,
        response: { 200: cardListReplySchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await newListings(fastify.readDatabase, request.lang, request.query.dealType, request.query.limit ?? 12);
      publicCache(reply, 60).send({ data });
      return reply;
    },
  );
};

export default route;
