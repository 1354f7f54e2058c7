// Text that PostgreSQL cannot store never reaches a query: a NUL character (U+0000) or a lone UTF-16
// surrogate (a JSON escape such as `"\ud800"` without its pair; PostgreSQL refuses it in text and jsonb)
// anywhere in the path parameters, the query string or a JSON/form body of an API request answers 422
// `{ message, errors: { field: [message] } }` in the request's language (it used to reach the database
// and come back as a 500). Such text is refused rather than repaired: no client of ours sends it, so it is
// either a bug or a probe, and the field message says where it is. One preValidation hook covers every route
// of every team, before any schema or handler runs. Multipart parts are checked by the multipart plugin
// (plugins/external/multipart.ts): file names are cleaned, text fields refused the same way.
// `absentBodyAsEmpty` is a route hook for form bodies (sign-in, sign-up, password reset, contact).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authMessage } from '@realty/shared/schemas';

/** A NUL or a UTF-16 surrogate without its pair: text PostgreSQL refuses. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored as PostgreSQL text (no NUL, no lone surrogate). */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The dotted path of the first string (or key) holding a NUL or a lone surrogate, or null. */
export function nulField(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || 'body';
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    const here = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return here.replace(new RegExp(UNSTORABLE, 'g'), '');
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
