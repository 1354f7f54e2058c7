import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Forms.module.css';

/** A form's submit button: 'Sending ...' and disabled while the request runs (PRODUCT.md §8). */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <button className={styles.button} type="submit" disabled={sending} aria-busy={sending}>
      {sending ? t('sending') : children}
    </button>
  );
}
