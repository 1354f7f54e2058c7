// A route's options with its OpenAPI tag and summary beside its zod schemas, in one line instead of the same five or
// six in every route. The schema's types reach the handler as if the object were written out.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { accountErrorSchema as errorSchema } from '@realty/shared/schemas';
import { publicCache } from '../http-cache';
import { catalogError, type CatalogErrorKey } from '../plugins/app/errors';

/** Open to visitors (`config.public`: no session needed, no security in the OpenAPI document). */
export function publicRoute<S extends FastifySchema>(tag: string, summary: string, schema: S) {
  return { config: { public: true }, schema: { tags: [tag], summary, ...schema } };
}

/** For a signed-in user (every API route that is not public answers 401 without a session; admin/ adds its gate). */
export function signedInRoute<S extends FastifySchema>(tag: string, summary: string, schema: S) {
  return { schema: { tags: [tag], summary, ...schema } };
}

type ZodFastify = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
type ReadInput = { querystring?: z.ZodType; params?: z.ZodType };
type ReadRequest<S extends ReadInput> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, S, ZodTypeProvider>;

/** What a public read of `{ data }` declares: its OpenAPI tag and summary, input, reply, cache time and 404 message. */
export interface PublicRead<S extends ReadInput, R extends z.ZodType<{ data: unknown }>> {
  tag: string;
  summary: string;
  input: S;
  reply: R;
  /** Seconds browsers and shared caches may keep the reply. */
  maxAge: number;
  /** The 404's message when `load` answers null (without it, null is data like any other). */
  notFound?: CatalogErrorKey;
}

/**
 * A public GET that answers `{ data: await load(request) }`, cached `maxAge` seconds (publicCache): 422 on invalid
 * input, 404 `notFound` when `load` answers null and the route names one.
 */
export function publicRead<S extends ReadInput, R extends z.ZodType<{ data: unknown }>>(
  fastify: ZodFastify,
  path: string,
  read: PublicRead<S, R>,
  load: (request: ReadRequest<S>) => Promise<z.infer<R>['data'] | null>,
): void {
  const hasInput = read.input.querystring !== undefined || read.input.params !== undefined;
  const response = {
    200: read.reply,
    ...(read.notFound ? { 404: errorSchema } : {}),
    ...(hasInput ? { 422: errorSchema } : {}),
  };
  // The schema's types cannot be resolved for a generic S here: the handler is typed once, by `load`'s request type.
  const untyped = fastify.withTypeProvider<FastifyTypeProviderDefault>();
  const options: RouteShorthandOptions = publicRoute(read.tag, read.summary, { ...read.input, response });
  untyped.get(path, options, async (request, reply) => {
    const data: unknown = await load(request as unknown as ReadRequest<S>);
    if (data === null && read.notFound) throw catalogError(404, read.notFound);
    return publicCache(reply, read.maxAge).send({ data });
  });
}
