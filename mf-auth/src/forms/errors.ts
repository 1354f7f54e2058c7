import { isApiError } from '@realty/shared';

/** One line of a form's error list: the field it is about (null for a message of the whole form). */
export interface ErrorItem {
  field: string | null;
  message: string;
}

/**
 * A failed form request as list items (PRODUCT.md §8): the first message of each field, known fields first in form
 * order, then any other field, each message once; the general message only when no field explains the failure.
 * A request that got no response gives the translated network error (DECISIONS.md).
 */
export function errorItems(error: unknown, fieldOrder: readonly string[], networkMessage: string, fallback: string): ErrorItem[] {
  if (!isApiError(error)) return [{ field: null, message: fallback }];
  if (error.network) return [{ field: null, message: networkMessage }];
  const errors = error.errors ?? {};
  const fields = [...fieldOrder.filter((field) => field in errors), ...Object.keys(errors).filter((field) => !fieldOrder.includes(field))];
  const seen = new Set<string>();
  const items: ErrorItem[] = [];
  for (const field of fields) {
    const message = error.first(field);
    if (!message || seen.has(message)) continue;
    seen.add(message);
    items.push({ field, message });
  }
  if (items.length) return items;
  return [{ field: null, message: error.message || fallback }];
}

/** The messages of `errorItems`. */
export function errorMessages(error: unknown, fieldOrder: readonly string[], networkMessage: string, fallback: string): string[] {
  return errorItems(error, fieldOrder, networkMessage, fallback).map((item) => item.message);
}
