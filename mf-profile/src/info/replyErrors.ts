import { isApiError } from '@realty/shared';

export type Errors = Record<string, string[] | undefined>;

/** The server's `{ message, errors }` of a failed call (422, 429: an ApiError from the client), or a general message. */
export function replyErrors(error: unknown, fallback: string): { message: string; errors: Errors; status?: number } {
  if (!isApiError(error) || error.network) return { message: fallback, errors: {} };
  return { message: error.message || fallback, errors: error.errors ?? {}, status: error.status };
}

/** `errors` without the messages of `fields` (the same object when none of them has one): a field the user changes loses its old error. */
export function withoutErrors<E extends Errors>(errors: E, ...fields: string[]): E {
  if (!fields.some((field) => errors[field])) return errors;
  const copy = { ...errors };
  for (const field of fields) delete copy[field];
  return copy;
}
