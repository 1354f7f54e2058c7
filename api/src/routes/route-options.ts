// A route's options with its OpenAPI tag and summary beside its zod schemas, in one line instead of the same five or
// six in every route. The schema's types reach the handler as if the object were written out.
import type { FastifySchema } from 'fastify';

/** Open to visitors (`config.public`: no session needed, no security in the OpenAPI document). */
export function publicRoute<S extends FastifySchema>(tag: string, summary: string, schema: S) {
  return { config: { public: true }, schema: { tags: [tag], summary, ...schema } };
}

/** For a signed-in user (every API route that is not public answers 401 without a session; admin/ adds its gate). */
export function signedInRoute<S extends FastifySchema>(tag: string, summary: string, schema: S) {
  return { schema: { tags: [tag], summary, ...schema } };
}
