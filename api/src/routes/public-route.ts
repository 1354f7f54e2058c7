// The options of a route open to visitors (`config.public`: no session needed, no security in the OpenAPI document),
// with its OpenAPI tag and summary beside its zod schemas: one line instead of the same six in every public route.
import type { FastifySchema } from 'fastify';

/** `{ config: { public: true }, schema: { tags: [tag], summary, ...schema } }`; the schema's types reach the handler. */
export function publicRoute<S extends FastifySchema>(tag: string, summary: string, schema: S) {
  return { config: { public: true }, schema: { tags: [tag], summary, ...schema } };
}
