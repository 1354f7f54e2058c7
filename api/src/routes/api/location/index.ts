// GET /api/location/regions, /cities?region=, /districts?city=, /search?q=: places `{ code, title }`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationReplySchema } from '@realty/shared/schemas';
import {
  citiesQuerySchema,
  districtsQuerySchema,
  placeSearchQuerySchema,
  placeSearchReplySchema,
  regionsQuerySchema,
} from '@realty/shared/contracts/catalog';
import { publicRead } from '../../route-options';

const tag = 'places';
const maxAge = 3600;

const route: FastifyPluginAsyncZod = async (fastify) => {
  publicRead(
    fastify,
    '/regions',
    { tag, summary: 'Regions (provinces), optionally filtered by q in any script', input: { querystring: regionsQuerySchema }, reply: locationReplySchema, maxAge },
    (request) => fastify.catalog.regions(request.lang, request.query.q),
  );

  publicRead(
    fastify,
    '/cities',
    { tag, summary: 'Cities (districts, ilçe) of a region', input: { querystring: citiesQuerySchema }, reply: locationReplySchema, maxAge, notFound: 'regionNotFound' },
    (request) => fastify.catalog.cities(request.lang, request.query.region, request.query.q),
  );

  publicRead(
    fastify,
    '/districts',
    { tag, summary: 'Neighbourhoods (mahalle) of a city', input: { querystring: districtsQuerySchema }, reply: locationReplySchema, maxAge, notFound: 'cityNotFound' },
    ({ lang, query: { city, region, q } }) => fastify.catalog.districts(lang, city, region, q),
  );

  publicRead(
    fastify,
    '/search',
    {
      tag,
      summary: 'Find a place typed in Turkish, English or Russian, with or without Turkish letters',
      input: { querystring: placeSearchQuerySchema },
      reply: placeSearchReplySchema,
      maxAge,
    },
    (request) => fastify.catalog.searchPlaces(request.lang, request.query.q, request.query.limit),
  );
};

export default route;
