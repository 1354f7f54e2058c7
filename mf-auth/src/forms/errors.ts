import { isApiError } from '@realty/shared';

/**
 * Messages of a failed form request as a list (PRODUCT.md §8): the first message of each field, known fields first
 * in form order, then any other field; the general message only when no field explains the failure.
 * A request that got no response gives the translated network error (DECISIONS.md).
 */
export function errorMessages(error: unknown, fieldOrder: readonly string[], networkMessage: string, fallback: string): string[] {
  if (!isApiError(error)) return [fallback];
  if (error.network) return [networkMessage];
  const errors = error.errors ?? {};
  const fields = [...fieldOrder.filter((field) => field in errors), ...Object.keys(errors).filter((field) => !fieldOrder.includes(field))];
  const messages = fields.map((field) => error.first(field)).filter((message): message is string => Boolean(message));
  const unique = [...new Set(messages)];
  if (unique.length) return unique;
  return [error.message || fallback];
}
