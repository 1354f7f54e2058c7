import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorItems, type ErrorItem } from './errors';

export type FormStatus = 'idle' | 'sending' | 'success' | 'error';

/** Props that mark a control as invalid and point it at its line in the error list. */
export interface InvalidProps {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormRequest<T> {
  status: FormStatus;
  /** Error list (status 'error'): each message once. */
  errors: string[];
  /** The same list with the field each line is about, for ErrorList. */
  errorItems: ErrorItem[];
  /** The server's general message when it says more than the listed field messages (PRODUCT.md §8). */
  general: string | null;
  /** The first message of each field still in error. */
  fieldErrors: Record<string, string>;
  /** Prefix of the ids of the error list's lines (`${idPrefix}-${field}`). */
  idPrefix: string;
  result: T | undefined;
  submit(send: () => Promise<T>): Promise<T | undefined>;
  /** The visitor changed a field: its message leaves the list and the field is no longer marked. */
  clearField(field: string): void;
  /** aria-invalid and aria-describedby (its line in the list) for a field in error; nothing otherwise. */
  invalid(field: string): InvalidProps;
  reset(): void;
}

/**
 * The idle → sending → success | error cycle every auth form goes through. Messages are shown once, in the list at
 * the top of the form; the fields in error are only marked (red, aria-invalid, described by their line of the list),
 * and a field's mark and line go as soon as it is changed.
 */
export function useFormRequest<T>(fieldOrder: readonly string[]): FormRequest<T> {
  const { t } = useTranslation('auth');
  const idPrefix = `form-errors-${useId().replace(/:/g, '')}`;
  const [status, setStatus] = useState<FormStatus>('idle');
  const [items, setItems] = useState<ErrorItem[]>([]);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [result, setResult] = useState<T | undefined>(undefined);
  const busy = useRef(false);

  const submit = useCallback(
    async (send: () => Promise<T>): Promise<T | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setStatus('sending');
      setItems([]);
      setServerMessage(null);
      try {
        const value = await send();
        setResult(value);
        setStatus('success');
        return value;
      } catch (error) {
        const list = errorItems(error, fieldOrder, t('errors.network'), t('errors.unknown'));
        const message = (error as { message?: unknown } | null)?.message;
        const hasFields = list.some((item) => item.field !== null);
        // The server's message often repeats a field message ('The name field is required.'): then it is left out.
        const repeats = list.some((item) => item.message === message);
        setItems(list);
        setServerMessage(hasFields && !repeats && typeof message === 'string' && message ? message : null);
        setStatus('error');
        return undefined;
      } finally {
        busy.current = false;
      }
    },
    [fieldOrder, t],
  );

  const clearField = useCallback((field: string) => {
    setItems((list) => {
      if (!list.some((item) => item.field === field)) return list;
      const rest = list.filter((item) => item.field !== field);
      if (!rest.length) setStatus((s) => (s === 'error' ? 'idle' : s));
      return rest;
    });
  }, []);

  const reset = useCallback(() => {
    setStatus('idle');
    setItems([]);
    setServerMessage(null);
  }, []);

  const fieldErrors = useMemo(() => Object.fromEntries(items.flatMap((item) => (item.field ? [[item.field, item.message]] : []))), [items]);
  const invalid = useCallback(
    (field: string): InvalidProps => (field in fieldErrors ? { 'aria-invalid': true, 'aria-describedby': `${idPrefix}-${field}` } : {}),
    [fieldErrors, idPrefix],
  );
  const errors = items.map((item) => item.message);
  const general = serverMessage && items.length ? serverMessage : null;

  return { status, errors, errorItems: items, general, fieldErrors, idPrefix, result, submit, clearField, invalid, reset };
}
