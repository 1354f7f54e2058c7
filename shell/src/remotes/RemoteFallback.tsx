import { useTranslation } from 'react-i18next';
import { PageFrame, useRetryWhenOnline } from '@realty/shared';
import message from '../ui/Message.module.css';
import styles from './RemoteFallback.module.css';
import { useRemoteSlot } from './RemoteSlot';

/** Shown in place of a remote's page when it cannot be loaded or crashed; the layout around it stays. */
export function RemoteFallback() {
  const { t } = useTranslation('shell');
  const slot = useRemoteSlot();
  const retry = () => (slot ? slot.retry() : window.location.reload());
  // Most failed loads are a lost connection: try again by itself when it returns, as the Retry button does.
  useRetryWhenOnline(true, retry);
  const box = (
    <section className={styles.box} role="alert" data-testid="remote-fallback" data-remote={slot?.remote}>
      <p className={styles.title}>{t('remote.unavailable')}</p>
      <p className={styles.hint}>{t('remote.hint')}</p>
      <button type="button" className={`${message.button} ${styles.button}`} onClick={retry}>
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
