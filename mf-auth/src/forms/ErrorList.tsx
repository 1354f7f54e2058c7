import { useTranslation } from 'react-i18next';
import styles from './Forms.module.css';

/** The bulleted error list of a form (PRODUCT.md §8) under the server's general message, announced to screen readers. */
export function ErrorList({ messages, general = null }: { messages: string[]; general?: string | null }) {
  const { t } = useTranslation('auth');
  if (!messages.length) return null;
  return (
    <div className={styles.errors} role="alert" data-testid="form-errors">
      <p className={styles.errorsTitle}>{general ?? t('errors.title')}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
