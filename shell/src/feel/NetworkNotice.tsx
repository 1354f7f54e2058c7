import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '@realty/shared';
import styles from './Feel.module.css';

/** Offline notice while the browser is offline, and a short 'back online' notice when the connection returns. */
export const NetworkNotice = observer(function NetworkNotice() {
  const { t } = useTranslation('shell');
  const { online } = useUiStore();
  const [back, setBack] = useState(false);
  const was = useRef(online);
  useEffect(() => {
    if (online && !was.current) {
      setBack(true);
      const id = setTimeout(() => setBack(false), 4000);
      was.current = online;
      return () => clearTimeout(id);
    }
    was.current = online;
    return undefined;
  }, [online]);
  if (online && !back) return null;
  return (
    <p className={`${styles.network} ${online ? styles.online : styles.offline}`} role="status" data-testid="network-notice">
      {online ? t('online') : t('offline')}
    </p>
  );
});
