import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '@realty/shared';
import styles from './Layout.module.css';

/** Placeholder while a page (usually a remote) loads; it also drives the loading bar. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  const ui = useUiStore();
  useEffect(() => {
    ui.requestStarted();
    return () => ui.requestFinished();
  }, [ui]);
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      {t('remote.loading')}
    </div>
  );
}
