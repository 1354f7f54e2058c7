// What the OpenAPI document (plugins/external/swagger.ts) says beyond the routes' zod schemas, derived from each
// route's own declarations so it cannot drift: an operationId from method and path; security (the session cookie for
// every route but those declaring `config: { public: true }`, plus the X-XSRF-TOKEN header on writes the CSRF check
// covers); and the error replies the shared hooks give (401, 403, 404, 419, 422, 429), each an `ErrorReply`.
// api/test/public/openapi.test.ts calls every operation signed out and checks the declared security against it.
import { SESSION_COOKIE } from './services/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers without a session (the catalogue, the journal, sign-in…); every other API route needs one (401). */
    public?: boolean;
  }
}

export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session, set by POST /api/login or /api/register' },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: 'The XSRF-TOKEN cookie (GET /sanctum/csrf-cookie, renewed at sign-in and sign-out) sent back on every POST, PUT, PATCH and DELETE (419 without it)',
  },
} as const;

/** The error body of every 4xx: a translated message, and per-field messages on 422. */
export const ERROR_REPLY_SCHEMA = {
  $id: 'ErrorReply',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `GET /api/realty/{id}/phone` -> `getRealtyByIdPhone`; `/sanctum/csrf-cookie` -> `getSanctumCsrfCookie`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(.+)\}$/.exec(part)?.[1];
      if (param === '*') return 'ByPath';
      const word = (param ? `by-${param}` : part).replace(/\.(\w+)$/, '-$1');
      return word
        .split(/[-_.]/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('');
    });
  return method.toLowerCase() + (words.join('') || 'Root');
}

export interface RouteFacts {
  method: string;
  url: string;
  public: boolean;
  /** The CSRF check applies (an unsafe method without `config: { csrf: false }`). */
  csrf: boolean;
  rateLimited: boolean;
  /** The route validates params, a query string or a body. */
  validates: boolean;
}

export const csrfChecked = (method: string, csrfConfig: boolean | undefined): boolean => UNSAFE.has(method.toUpperCase()) && csrfConfig !== false;

/** OpenAPI `security` of an operation: alternatives of required schemes ([] = none). */
export function securityOf(route: Pick<RouteFacts, 'public' | 'csrf'>): Array<Record<string, string[]>> {
  const needs: Record<string, string[]> = {};
  if (!route.public) needs.session = [];
  if (route.csrf) needs.xsrf = [];
  return Object.keys(needs).length ? [needs] : [];
}

const ERROR_TEXT = {
  401: 'Not signed in',
  403: 'Signed in, but not allowed (the back office: not an administrator)',
  404: 'Not found',
  419: 'The X-XSRF-TOKEN header is missing or does not match the XSRF-TOKEN cookie',
  422: 'Invalid input: a message, and one per field in `errors`',
  429: 'Too many requests: try again after Retry-After seconds',
} as const;

/** The error replies an operation can give besides its own, keyed by status. */
export function errorStatuses(route: RouteFacts): Array<keyof typeof ERROR_TEXT> {
  const statuses: Array<keyof typeof ERROR_TEXT> = [];
  if (!route.public) statuses.push(401);
  if (route.url.startsWith('/api/admin')) statuses.push(403);
  if (/\{[^}]+\}/.test(route.url)) statuses.push(404);
  if (route.csrf) statuses.push(419);
  if (route.validates || UNSAFE.has(route.method.toUpperCase())) statuses.push(422);
  if (route.rateLimited) statuses.push(429);
  return statuses;
}

/** The documented responses: the route's own, then the shared errors it does not describe itself. */
export function withErrorReplies(responses: Record<string, unknown> | undefined, route: RouteFacts): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(responses ?? {}) };
  // a route without a success schema yet still says it succeeds (fastify-swagger's default 200 goes once errors are listed)
  if (!Object.keys(out).some((status) => /^2/.test(status))) out['2XX'] = { description: 'Success (this reply has no schema yet)', type: 'null' };
  for (const status of errorStatuses(route)) {
    if (!(String(status) in out)) out[String(status)] = { description: ERROR_TEXT[status], $ref: 'ErrorReply#' };
  }
  return out;
}

/**
 * Move `nullable` from a type-less `anyOf`/`oneOf` node onto its alternatives, everywhere in the document; a nullable
 * `enum` lists `null` among its values (OpenAPI 3.0.3: `nullable` does not widen an `enum`).
 */
export function nullableOnBranches<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item: unknown) => nullableOnBranches(item)) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableOnBranches(value);
  const branches = (out.anyOf ?? out.oneOf) as Array<Record<string, unknown>> | undefined;
  if (out.nullable === true && out.type === undefined && Array.isArray(branches)) {
    delete out.nullable;
    const key = out.anyOf ? 'anyOf' : 'oneOf';
    out[key] = branches.map((branch) => ('$ref' in branch ? { allOf: [branch], nullable: true } : { ...branch, nullable: true }));
  }
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
  return out as T;
}
