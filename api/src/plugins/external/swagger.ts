// OpenAPI document at /api/openapi.json and Swagger UI at /api/docs (API_DOCS; off in production unless
// set), generated from the zod schemas.
// /{lang}/api/... is routed as /api/... (lang-api.ts), so every operation appears once.
import { readFileSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppOptions } from '../../app-options';
import { csrfChecked, ERROR_REPLY_SCHEMA, nullableOnBranches, operationIdOf, securityOf, SECURITY_SCHEMES, withErrorReplies } from '../../openapi';

/** Served at /api only: not under /{lang}/api (lang-api.ts leaves these paths alone). */
export const SWAGGER_PATHS = ['/api/openapi.json', '/api/docs'] as const;

export const apiVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export default fp<AppOptions>(
  async (fastify, opts) => {
    fastify.addSchema(ERROR_REPLY_SCHEMA);
    await fastify.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Realty Turkey API',
          description:
            'JSON API of the marketplace. Every path under /api is also served under /tr/api, /en/api and /ru/api ' +
            '(the prefix sets the language of translated fields and messages; /api means tr).',
          version: apiVersion(),
        },
        servers: [{ url: opts.config.publicUrl }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      // Shared schemas (ErrorReply) keep their $id as their component name.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      // OpenAPI 3.0 has no `type: 'null'`: zod's nullable unions come out as `anyOf` + `nullable` with no `type`, which
      // the spec does not allow; the nullability goes on each alternative instead.
      transformObject: (documentObject) => nullableOnBranches('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject),
      transform: (input) => {
        // A route declared as '/' inside a prefix is listed as '/api/x/'; show it as '/api/x'.
        const result = jsonSchemaTransform(input);
        // in OpenAPI's form (`/api/realty/{id}`) for the operation's facts
        const url = result.url.replace(/(.)\/$/, '$1').replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');
        const method = [input.route.method].flat()[0] ?? 'GET';
        const config = input.route.config ?? {};
        const schema = result.schema as Record<string, unknown>;
        const facts = {
          method,
          url,
          public: config.public === true,
          csrf: csrfChecked(method, config.csrf),
          rateLimited: Boolean(config.rateLimit),
          validates: Boolean(schema.params ?? schema.querystring ?? schema.body),
        };
        return {
          // a wildcard is the `path` parameter (OpenAPI's `{*}` is not a parameter name)
          url: result.url.replace(/(.)\/$/, '$1').replace(/\/\*$/, '/:path'),
          schema: {
            ...schema,
            operationId: typeof schema.operationId === 'string' ? schema.operationId : operationIdOf(method, url),
            security: securityOf(facts),
            response: withErrorReplies(schema.response as Record<string, unknown> | undefined, facts),
          },
        };
      },
    });
    // The UI only when configured (API_DOCS; off in production by default). The JSON document stays.
    if (opts.config.apiDocs) await fastify.register(fastifySwaggerUi, { routePrefix: SWAGGER_PATHS[1], staticCSP: true });
    fastify.get(SWAGGER_PATHS[0], { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger' },
);
