import { useTranslation } from 'react-i18next';
import { PageFrame } from '@realty/shared';
import styles from './RemoteFallback.module.css';
import { useRemoteSlot } from './RemoteSlot';

/** Shown in place of a remote's page when it cannot be loaded or crashed; the layout around it stays. */
export function RemoteFallback() {
  const { t } = useTranslation('shell');
  const slot = useRemoteSlot();
  const box = (
    <section className={styles.box} role="alert" data-testid="remote-fallback" data-remote={slot?.remote}>
      <p className={styles.title}>{t('remote.unavailable')}</p>
      <p className={styles.hint}>{t('remote.hint')}</p>
      <button type="button" className={styles.button} onClick={() => (slot ? slot.retry() : window.location.reload())}>
        {t('remote.retry')}
      </button>
    </section>
  );
  return slot ? (
    <PageFrame lang={slot.page.lang} route={slot.page.route}>
      {box}
    </PageFrame>
  ) : (
    box
  );
}
