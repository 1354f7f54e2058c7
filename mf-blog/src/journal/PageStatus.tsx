import { useTranslation } from 'react-i18next';
import { Button } from '@realty/shared';
import styles from './Journal.module.css';

/** A journal page while its reply is not there: loading, or failed with a retry button. */
export function PageStatus({ failed, retry }: { failed: boolean; retry: () => void }) {
  const { t } = useTranslation('blog');
  return failed ? (
    <section className={styles.failed} role="alert">
      <p>{t('failed')}</p>
      <Button onClick={retry}>{t('retry')}</Button>
    </section>
  ) : (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}
