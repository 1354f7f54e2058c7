// GET /api/location/regions, /cities?region=, /districts?city=, /search?q=: places `{ code, title }`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema as errorSchema, locationReplySchema } from '@realty/shared/schemas';
import {
  citiesQuerySchema,
  districtsQuerySchema,
  placeSearchQuerySchema,
  placeSearchReplySchema,
  regionsQuerySchema,
} from '@realty/shared/contracts/catalog';
import { publicCache } from '../../../http-cache';
import { catalogError } from '../../../plugins/app/errors';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/regions',
    publicRoute('places', 'Regions (provinces), optionally filtered by q in any script', {
      querystring: regionsQuerySchema,
      response: { 200: locationReplySchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.regions(request.lang, request.query.q);
      return publicCache(reply, 3600).send({ data });
    },
  );

  fastify.get(
    '/cities',
    publicRoute('places', 'Cities (districts, ilçe) of a region', {
      querystring: citiesQuerySchema,
      response: { 200: locationReplySchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.cities(request.lang, request.query.region, request.query.q);
      if (!data) throw catalogError(404, 'regionNotFound');
      return publicCache(reply, 3600).send({ data });
    },
  );

  fastify.get(
    '/districts',
    publicRoute('places', 'Neighbourhoods (mahalle) of a city', {
      querystring: districtsQuerySchema,
      response: { 200: locationReplySchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const { city, region, q } = request.query;
      const data = await fastify.catalog.districts(request.lang, city, region, q);
      if (!data) throw catalogError(404, 'cityNotFound');
      return publicCache(reply, 3600).send({ data });
    },
  );

  fastify.get(
    '/search',
    publicRoute('places', 'Find a place typed in Turkish, English or Russian, with or without Turkish letters', {
      querystring: placeSearchQuerySchema,
      response: { 200: placeSearchReplySchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.searchPlaces(request.lang, request.query.q, request.query.limit);
      return publicCache(reply, 3600).send({ data });
    },
  );
};

export default route;
