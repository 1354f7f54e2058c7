// Home page blocks: GET /api/index/filter/get, /useful-links, /realtors, /new-listings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filterOptionsReplySchema, usefulLinksReplySchema } from '@realty/shared/schemas';
import { cardListReplySchema, homeBlockQuerySchema, realtorsReplySchema } from '@realty/shared/contracts/catalog';
import { publicRead } from '../../route-options';

const input = { querystring: homeBlockQuerySchema };

const route: FastifyPluginAsyncZod = async (fastify) => {
  publicRead(
    fastify,
    '/filter/get',
    { tag: 'home', summary: 'Home filter options (deal type default sale)', input, reply: filterOptionsReplySchema, maxAge: 300 },
    (request) => fastify.catalog.homeFilterOptions(request.lang, request.query.dealType ?? 'sale'),
  );

  publicRead(
    fastify,
    '/useful-links',
    { tag: 'home', summary: 'Counts per deal type × popular place, with catalogue links', input: {}, reply: usefulLinksReplySchema, maxAge: 300 },
    (request) => fastify.catalog.usefulLinks(request.lang),
  );

  publicRead(
    fastify,
    '/realtors',
    { tag: 'home', summary: 'Agents with the most active listings', input, reply: realtorsReplySchema, maxAge: 300 },
    (request) => fastify.catalog.realtors(request.lang, request.query.limit ?? 12),
  );

  publicRead(
    fastify,
    '/new-listings',
    { tag: 'home', summary: 'Newest active listings (optionally of one deal type)', input, reply: cardListReplySchema, maxAge: 60 },
    (request) => fastify.catalog.newListings(request.lang, request.query.dealType, request.query.limit ?? 12),
  );
};

export default route;
