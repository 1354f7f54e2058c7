import { toApiError } from '@realty/shared';

/** The server's message and per-field messages of a failed request (the fallback when there is no reply). */
export function replyError(error: unknown, fallback: string): { message: string; errors: Record<string, string[]> } {
  const e = toApiError(error);
  return { message: e.network || !e.message ? fallback : e.message, errors: e.errors ?? {} };
}
