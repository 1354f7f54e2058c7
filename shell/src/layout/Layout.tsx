import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiStore, type Lang } from '@realty/shared';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { PopupHost } from '../popups/PopupHost';
import styles from './Layout.module.css';

export interface LayoutProps {
  lang: Lang;
  children: ReactNode;
}

const OfflineNotice = observer(function OfflineNotice() {
  const { t } = useTranslation('shell');
  const ui = useUiStore();
  return ui.online ? null : (
    <p className={styles.offline} role="status">
      {t('offline')}
    </p>
  );
});

/** Header, main content (max 1340 px) and footer around every page. */
export function Layout({ lang, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <Header lang={lang} />
      <OfflineNotice />
      <main className={styles.main} id="main">
        {children}
      </main>
      <Footer lang={lang} />
      <PopupHost />
    </div>
  );
}
