import { useTranslation } from 'react-i18next';
import type { ErrorItem } from './errors';
import styles from './Forms.module.css';

/**
 * The bulleted error list of a form (PRODUCT.md §8) under the server's general message (or a plain title), announced
 * to screen readers. Each line about a field has the id its field is described by (`${idPrefix}-${field}`).
 */
export function ErrorList({ items, general = null, idPrefix }: { items: ErrorItem[]; general?: string | null; idPrefix: string }) {
  const { t } = useTranslation('auth');
  if (!items.length) return null;
  return (
    <div className={styles.errors} role="alert" data-testid="form-errors">
      <p className={styles.errorsTitle}>{general ?? t('errors.title')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.message} id={item.field ? `${idPrefix}-${item.field}` : undefined}>
            {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
