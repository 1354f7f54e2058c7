import { isApiError } from '@realty/shared';

export type Errors = Record<string, string[] | undefined>;

/** The server's `{ message, errors }` of a failed call (422, 429: an ApiError from the client), or a general message. */
export function replyErrors(error: unknown, fallback: string): { message: string; errors: Errors; status?: number } {
  if (!isApiError(error) || error.network) return { message: fallback, errors: {} };
  return { message: error.message || fallback, errors: error.errors ?? {}, status: error.status };
}
