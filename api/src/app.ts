// Builds the Fastify application (fastify/demo style): three autoload folders —
// plugins/external (infrastructure), plugins/app (services, session, errors), routes —
// plus the web server for the composed site (web/). Used by server.ts and the tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifyAutoload from '@fastify/autoload';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { loggerOptions, registerSampledRequestLog, requestLoggingOptions } from './logging';
import { clientErrorHandler, frameworkErrors } from './framework-errors';
import web from './web';
import errors from './plugins/app/errors';
import { restoreOriginalUrl, rewriteUrl } from './lang-api';
import type { AppOptions } from './app-options';

const here = path.dirname(fileURLToPath(import.meta.url));

// The api runs TypeScript through tsx (`node --import tsx`), which @fastify/autoload does not detect
// by itself (it looks for --require preloads): tell it that .ts plugins can be imported.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type { AppOptions } from './app-options';

export interface BuildOptions {
  /** Defaults to loadConfig(process.env). */
  config?: Config;
  database?: Database;
  /** Extra Fastify server options (e.g. a custom logger instance). */
  server?: FastifyServerOptions;
  /** Write the log here instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
}

export default async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  const options = { ...opts };
  // Infrastructure: database, cookies, helmet, rate limit, multipart, swagger.
  await fastify.register(fastifyAutoload, {
    dir: path.join(here, 'plugins/external'),
    ignorePattern: /\.test\.ts$/,
    options,
  });
  // The one error handler first: Fastify binds a route to the handler in force when the route is added, so the web
  // server's page routes registered before it would answer a thrown error with Fastify's default body (its message).
  await fastify.register(errors);
  // The composed site: head rendering registry, static shell and remotes, redirects, 404 page.
  await fastify.register(web, options);
  // Application plugins: lang, services, session, csrf (each an fp plugin).
  await fastify.register(fastifyAutoload, {
    dir: path.join(here, 'plugins/app'),
    ignorePattern: /\.test\.ts$|^errors\.[jt]s$/, // errors: registered above (api/dist has .js files)
    options,
  });
  // Every route folder; routes/api/** lands at /api/** (and answers at /{lang}/api/** through lang-api.ts).
  await fastify.register(fastifyAutoload, {
    dir: path.join(here, 'routes'),
    ignorePattern: /\.test\.ts$/,
    autoHooks: true,
    cascadeHooks: true,
    options,
  });
}

/** Create the application (not listening, not yet ready: tests may add routes). Close it with `await app.close()`. */
export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config = opts.config ?? loadConfig();
  const fastify = Fastify({
    logger: loggerOptions(config, opts.logStream),
    ...requestLoggingOptions(config.logRequests),
    trustProxy: config.trustProxy,
    pluginTimeout: config.pluginTimeoutMs,
    // Long URLs of catalogue filters are normal; bodies above 1 MiB go through multipart.
    routerOptions: { maxParamLength: 500 },
    // Errors answered before routing come in the project's `{ message }` shape too.
    clientErrorHandler,
    frameworkErrors,
    // /{lang}/api/... is routed as /api/... (lang-api.ts).
    rewriteUrl,
    ...opts.server,
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.decorate('config', config);
  // First of all hooks: the request carries the URL the client sent again (lang-api.ts).
  fastify.addHook('onRequest', restoreOriginalUrl);
  registerSampledRequestLog(fastify, config.logRequests);
  // Not encapsulated: the decorators (database, web, services) and handlers are visible on the returned instance.
  await fastify.register(fp(app, { name: 'app' }), { config, ...(opts.database ? { database: opts.database } : {}) });
  return fastify;
}
