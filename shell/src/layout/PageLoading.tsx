import { useTranslation } from 'react-i18next';
import styles from './Layout.module.css';

/** Placeholder while a page (usually a remote) loads. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      {t('remote.loading')}
    </div>
  );
}
