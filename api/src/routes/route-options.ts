// A route's options with its OpenAPI tag and summary beside its zod schemas, in one line instead of the same five or
// six in every route. The schema's types reach the handler as if the object were written out.
import type {
  preValidationHookHandler,
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
import { accountErrorSchema as errorSchema, listMeta } from '@realty/shared/schemas';
import { publicFormErrors } from '@realty/shared/contracts/account';
import { noStore, publicCache } from '../http-cache';
import { catalogError, type CatalogErrorKey } from '../plugins/app/errors';
import { absentBodyAsEmpty } from '../plugins/app/input-guard';

/** Open to visitors (`config.public`: no session needed, no security in the OpenAPI document). */
export function publicRoute<S extends FastifySchema>(tag: string, summary: string, schema: S) {
  return { config: { public: true }, schema: { tags: [tag], summary, ...schema } };
}

/** For a signed-in user (every API route that is not public answers 401 without a session; admin/ adds its gate). */
export function signedInRoute<S extends FastifySchema>(tag: string, summary: string, schema: S) {
  return { schema: { tags: [tag], summary, ...schema } };
}

/**
 * A public form of the sign-in pages (tag `auth`): `body` answered by `reply` or `errors` (by default the public
 * forms' 419, 422, 429, 503); an absent body is an empty one (422 per field); `guards` (rate limits) run before
 * validation, so that every attempt counts, whatever its body.
 */
export function authForm<B extends z.ZodType, R extends z.ZodType>(
  summary: string,
  form: { body: B; reply: R; errors?: Record<number, z.ZodType> },
  ...guards: preValidationHookHandler[]
) {
  const response = { 200: form.reply, ...(form.errors ?? publicFormErrors) };
  return { ...publicRoute('auth', summary, { body: form.body, response }), preValidation: [...guards, absentBodyAsEmpty] };
}

export type ZodFastify = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
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

/** What a signed-in read declares: its OpenAPI tag and summary, input, reply and 4xx replies. */
export interface SignedInGet<S extends ReadInput, R extends z.ZodType> {
  tag: string;
  summary: string;
  input: S;
  reply: R;
  errors: Record<number, z.ZodType>;
}

/**
 * A signed-in GET that answers `await load(request)` whole (a `{ data }`, or a list with its `meta`), never cached
 * (it depends on the user): 404s and the like are `load`'s to throw.
 */
export function signedInGet<S extends ReadInput, R extends z.ZodType>(
  fastify: ZodFastify,
  path: string,
  read: SignedInGet<S, R>,
  load: (request: ReadRequest<S>) => Promise<z.input<R>>,
): void {
  // As in publicRead: the handler is typed once, by `load`'s request type.
  const untyped = fastify.withTypeProvider<FastifyTypeProviderDefault>();
  const options: RouteShorthandOptions = signedInRoute(read.tag, read.summary, { ...read.input, response: { 200: read.reply, ...read.errors } });
  untyped.get(path, options, async (request, reply) => noStore(reply).send(await load(request as unknown as ReadRequest<S>)));
}

/** What a signed-in page of a list declares: OpenAPI tag and summary, query (with `page`), reply, 4xx replies, page size. */
export interface SignedInPage<Q extends z.ZodType<{ page: number }>> {
  tag: string;
  summary: string;
  querystring: Q;
  reply: z.ZodType;
  errors: Record<number, z.ZodType>;
  perPage: number;
}

/** One page of a list and the count of all its rows, as the services answer it (`rows` or `items`). */
type ListPage = { total: number } & ({ rows: unknown[] } | { items: unknown[] });

/**
 * GET `/` of a signed-in list: `{ data, meta: listMeta(page, perPage, total) }` of `load`'s page, never cached
 * (it depends on the user).
 */
export function signedInPage<Q extends z.ZodType<{ page: number }>>(
  fastify: ZodFastify,
  page: SignedInPage<Q>,
  load: (request: ReadRequest<{ querystring: Q }>, perPage: number) => Promise<ListPage>,
): void {
  const untyped = fastify.withTypeProvider<FastifyTypeProviderDefault>();
  const response = { 200: page.reply, ...page.errors };
  const options: RouteShorthandOptions = signedInRoute(page.tag, page.summary, { querystring: page.querystring, response });
  untyped.get('/', options, async (request, reply) => {
    const typed = request as unknown as ReadRequest<{ querystring: Q }>;
    const result = await load(typed, page.perPage);
    const data = 'rows' in result ? result.rows : result.items;
    return noStore(reply).send({ data, meta: listMeta((typed.query as z.output<Q>).page, page.perPage, result.total) });
  });
}
