import { useTranslation } from 'react-i18next';
import styles from '../catalog/Catalog.module.css';

/** Loading or failed, while a page reply is not there. */
export function PageState({ state }: { state: 'loading' | 'failed' }) {
  const { t } = useTranslation('catalog');
  if (state === 'failed')
    return (
      <section className={styles.failed} role="alert">
        <p>{t('agents.failed')}</p>
      </section>
    );
  return (
    <p className={styles.loadingText} role="status">
      {t('agents.loading')}
    </p>
  );
}
