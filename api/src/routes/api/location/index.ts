// GET /api/location/regions, /cities?region=, /districts?city=, /search?q=: places `{ code, title }`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citiesQuerySchema,
  districtsQuerySchema,
  locationReplySchema,
  placeSearchQuerySchema,
  placeSearchReplySchema,
  regionsQuerySchema,
} from '@realty/shared/schemas';
import { errorSchema } from '../../../services/catalog-schemas';
import { publicCache, sendError } from '../../../http-cache';
import { listCities, listDistricts, listRegions, searchPlaces } from '../../../plugins/app/catalog/locations';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/regions',
    {
      config: { public: true },
      schema: {
        tags: ['places'],
        summary: 'Regions (provinces), optionally filtered by q in any script',
        querystring: regionsQuerySchema,
        response: { 200: locationReplySchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await listRegions(fastify.database, request.lang, request.query.q);
      publicCache(reply, 3600).send({ data });
      return reply;
    },
  );

  fastify.get(
    '/cities',
    {
      config: { public: true },
      schema: {
        tags: ['places'],
        summary: 'Cities (districts, ilçe) of a region',
        querystring: citiesQuerySchema,
        response: { 200: locationReplySchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await listCities(fastify.database, request.lang, request.query.region, request.query.q);
      if (!data) return sendError(request, reply, 404, 'regionNotFound');
      publicCache(reply, 3600).send({ data });
      return reply;
    },
  );

  fastify.get(
    '/districts',
    {
      config: { public: true },
      schema: {
        tags: ['places'],
        summary: 'Neighbourhoods (mahalle) of a city',
        querystring: districtsQuerySchema,
        response: { 200: locationReplySchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { city, region, q } = request.query;
      const data = await listDistricts(fastify.database, request.lang, city, region, q);
      if (!data) return sendError(request, reply, 404, 'cityNotFound');
      publicCache(reply, 3600).send({ data });
      return reply;
    },
  );

  fastify.get(
    '/search',
    {
      config: { public: true },
      schema: {
        tags: ['places'],
        summary: 'Find a place typed in Turkish, English or Russian, with or without Turkish letters',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchReplySchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await searchPlaces(fastify.database, request.lang, request.query.q, request.query.limit);
      publicCache(reply, 3600).send({ data });
      return reply;
    },
  );
};

export default route;
