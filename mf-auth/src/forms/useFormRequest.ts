import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from './errors';

export type FormStatus = 'idle' | 'sending' | 'success' | 'error';

export interface FormRequest<T> {
  status: FormStatus;
  /** Error list (status 'error'). */
  errors: string[];
  /** The server's general message when the list holds field messages (PRODUCT.md §8 'plus a general message'). */
  general: string | null;
  /** The first message of a field, for aria-invalid and inline hints. */
  fieldErrors: Record<string, string>;
  result: T | undefined;
  submit(send: () => Promise<T>): Promise<T | undefined>;
  reset(): void;
}

/** The idle → sending → success | error cycle every auth form goes through. */
export function useFormRequest<T>(fieldOrder: readonly string[]): FormRequest<T> {
  const { t } = useTranslation('auth');
  const [status, setStatus] = useState<FormStatus>('idle');
  const [errors, setErrors] = useState<string[]>([]);
  const [general, setGeneral] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<T | undefined>(undefined);
  const busy = useRef(false);

  const submit = useCallback(
    async (send: () => Promise<T>): Promise<T | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setStatus('sending');
      setErrors([]);
      setGeneral(null);
      setFieldErrors({});
      try {
        const value = await send();
        setResult(value);
        setStatus('success');
        return value;
      } catch (error) {
        setErrors(errorMessages(error, fieldOrder, t('errors.network'), t('errors.unknown')));
        const record = (error as { errors?: Record<string, string[]> } | null)?.errors ?? {};
        const message = (error as { message?: unknown } | null)?.message;
        setGeneral(Object.keys(record).length && typeof message === 'string' && message ? message : null);
        setFieldErrors(Object.fromEntries(Object.entries(record).map(([field, list]) => [field, list[0] ?? ''])));
        setStatus('error');
        return undefined;
      } finally {
        busy.current = false;
      }
    },
    [fieldOrder, t],
  );

  const reset = useCallback(() => {
    setStatus('idle');
    setErrors([]);
    setGeneral(null);
    setFieldErrors({});
  }, []);

  return { status, errors, general, fieldErrors, result, submit, reset };
}
