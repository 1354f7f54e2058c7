// The catalogue's and its map's common answer to a filter: a catalogue `path` resolved into its fields (an unknown one
// is a 404), then a public reply served from the reply cache, or a personal one (favourites, own listings) for the
// signed-in user only, never stored.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { edgeCache, noStore } from '../../../http-cache';
import { catalogError } from '../../../plugins/app/errors';
import type { SearchExtras } from '../../../plugins/app/catalog/search';

interface FilterQuery {
  path?: string | undefined;
  isFavorite?: boolean | undefined;
  user_id?: number | undefined;
}

export async function answerFilter<Q extends FilterQuery, T>(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Q,
  cacheKind: 'list' | 'map',
  run: (query: Q, extras?: SearchExtras) => Promise<T>,
): Promise<FastifyReply> {
  let q = query;
  if (q.path !== undefined) {
    const fromPath = await fastify.catalog.filterOfPath(q.path);
    if (!fromPath) throw catalogError(404, 'pageNotFound');
    q = { ...q, dealType: fromPath.dealType, propertyType: fromPath.propertyType, region: fromPath.region, city: fromPath.city };
  }
  if (q.isFavorite !== true && q.user_id === undefined) {
    const publicQuery = q;
    return fastify.replyCache.serve(request, edgeCache(fastify.config, request, reply), `${cacheKind}:${request.lang}:${request.url}`, () => run(publicQuery));
  }
  const user = await request.currentUser();
  if (!user) throw catalogError(401, 'signInRequired');
  if (q.user_id !== undefined && q.user_id !== user.id) throw catalogError(403, 'forbidden');
  return noStore(reply).send(await run(q, q.isFavorite ? { favoritesOf: user.id } : { ownerId: user.id }));
}
