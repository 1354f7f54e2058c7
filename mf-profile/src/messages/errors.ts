/** The api's message for a refused call (its translated `message` or a field's), else the fallback. */
export function replyError(error: unknown, fallback: string): string {
  const e = error as { message?: string; errors?: Record<string, string[]>; response?: { data?: { message?: string } }; network?: boolean };
  const field = e?.errors ? Object.values(e.errors).flat()[0] : undefined;
  if (e?.network) return fallback;
  return field ?? e?.response?.data?.message ?? (typeof e?.message === 'string' && e.message ? e.message : fallback);
}

/** A 404 from the api (the thread does not exist or is not the user's). */
export const isNotFound = (error: unknown): boolean => (error as { status?: number } | null)?.status === 404;
