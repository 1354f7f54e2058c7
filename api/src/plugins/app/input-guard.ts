// Text that PostgreSQL cannot store never reaches a query: a NUL character (U+0000) anywhere in the
// path parameters, the query string or a JSON/form body of an API request answers 422
// `{ message, errors: { field: [message] } }` in the request's language (it used to reach the database
// and come back as a 500). One preValidation hook covers every route of every team, before any schema
// or handler runs. Multipart files are bytes, not text, and are not looked at.
// `absentBodyAsEmpty` is a route hook for form bodies (sign-in, sign-up, password reset, contact).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authMessage } from '@realty/shared/schemas';

const NUL = '\u0000';

/** The dotted path of the first string (or key) holding a NUL, or null. */
export function nulField(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'body' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return here.replaceAll(NUL, '');
    const found = nulField(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export async function rejectNul(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const field = nulField(request.params) ?? nulField(request.query) ?? nulField(request.body);
  if (!field) return;
  const message = authMessage('textInvalid', request.lang);
  await reply.code(422).type('application/json; charset=utf-8').send({ message, errors: { [field]: [message] } });
}

/**
 * A route hook (preValidation) for form bodies: an absent or `null` body is an empty form, so the schema answers
 * with a message per missing field (in the request's language), as for `{}`.
 */
export async function absentBodyAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

export default fp(
  async (fastify) => {
    fastify.addHook('preValidation', rejectNul);
  },
  { name: 'input-guard', dependencies: ['lang'] },
);
