// OpenAPI document at /api/openapi.json and Swagger UI at /api/docs (API_DOCS; off in production unless
// set), generated from the zod schemas.
// /{lang}/api/... is routed as /api/... (lang-api.ts), so every operation appears once.
import { readFileSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppOptions } from '../../app-options';

/** Served at /api only: not under /{lang}/api (lang-api.ts leaves these paths alone). */
export const SWAGGER_PATHS = ['/api/openapi.json', '/api/docs'] as const;

export const apiVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export default fp<AppOptions>(
  async (fastify, opts) => {
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
      },
      transform: (input) => {
        // A route declared as '/' inside a prefix is listed as '/api/x/'; show it as '/api/x'.
        const result = jsonSchemaTransform(input);
        return { ...result, url: result.url.replace(/(.)\/$/, '$1') };
      },
    });
    // The UI only when configured (API_DOCS; off in production by default). The JSON document stays.
    if (opts.config.apiDocs) await fastify.register(fastifySwaggerUi, { routePrefix: SWAGGER_PATHS[1], staticCSP: true });
    fastify.get(SWAGGER_PATHS[0], { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger' },
);
