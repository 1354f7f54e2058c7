import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replyError } from './replyError';

/** A back-office form's save state: busy while a call runs; the shown message; a refusal's field errors. */
export function useSaving() {
  const { t } = useTranslation('admin');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /**
   * Runs `call` (it shows its own reply); resolves to its value, or to null when the server refused or did not answer
   * (then its message and field errors are shown). The old field errors go when it starts, unless `keepErrors`.
   */
  const run = async <T>(call: () => Promise<T>, { keepErrors = false } = {}): Promise<T | null> => {
    setBusy(true);
    if (!keepErrors) setErrors({});
    try {
      return await call();
    } catch (error) {
      const r = replyError(error, t('common.saveFailed'));
      setErrors(r.errors);
      setMessage(r.message);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { errors, message, setMessage, busy, run };
}
