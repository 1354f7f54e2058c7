// Logger settings shared by the server and the tests. Errors are serialised without the values a query
// was run with: drizzle's "Failed query: … params: …" message (and its stack), the `params`/`parameters`
// of the drivers' errors and PostgreSQL's `detail` (which repeats key values) never reach the log, so a
// failed insert cannot write a password hash, an e-mail or a phone number into it.
import { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';

type Serialized = { [key: string]: unknown; type: string; message: string; stack: string };

/** Fields of driver errors kept in the log (no values: code, table, constraint, position …). */
const KEPT = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine', 'position', 'statusCode', 'validationContext'] as const;

/** Drop drizzle's "\nparams: …" part of a message. */
const withoutParams = (text: string): string => text.replace(/\nparams: [\s\S]*$/, '');

export function serializeError(value: unknown, depth = 0): Serialized {
  if (!(value instanceof Error)) return { type: typeof value, message: String(value), stack: '' };
  const error = value as Error & Record<string, unknown>;
  const message = withoutParams(error.message);
  let stack = typeof error.stack === 'string' ? error.stack : undefined;
  if (stack && message !== error.message) {
    const at = stack.indexOf('\n    at ');
    stack = `${error.name}: ${message}${at >= 0 ? stack.slice(at) : ''}`;
  }
  const out: Serialized = { type: error.constructor?.name ?? error.name, message, stack: stack ?? '' };
  for (const key of KEPT) if (error[key] !== undefined && typeof error[key] !== 'object') out[key] = error[key];
  if (typeof error.query === 'string') out.query = error.query; // the statement text: placeholders, no values
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * Fastify's request serializer, with the URL the client sent: "incoming request" is logged before the first
 * onRequest hook gives a /{lang}/api/... request its URL back (lang-api.ts).
 */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: request.originalUrl,
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify `logger` option for a configuration (false when silent). */
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel === 'silent' ? 'error' : config.logLevel,
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Request logging (LOG_REQUESTS): Fastify's own "incoming request"/"request completed" lines cost about 13 % of
 * HTML throughput, so they are off in production by default. `share` 1 keeps Fastify's lines; between 0 and 1 a
 * random sample of requests is logged with one line at the response; 0 logs none (errors are still logged).
 */
export function requestLoggingOptions(share: number): Pick<FastifyServerOptions, 'logController'> {
  return share < 1 ? { logController: new LogController({ disableRequestLogging: true }) } : {};
}

export function registerSampledRequestLog(fastify: FastifyInstance, share: number, random: () => number = Math.random): void {
  if (share <= 0 || share >= 1) return;
  fastify.addHook('onResponse', async (request, reply) => {
    if (random() >= share) return;
    request.log.info(
      { req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime, sampled: share },
      'request completed (sampled)',
    );
  });
}
