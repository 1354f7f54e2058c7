import type { ReactNode } from 'react';
import type { Lang } from '@realty/shared';
import { LoadingBar } from '../feel/LoadingBar';
import { NetworkNotice } from '../feel/NetworkNotice';
import { Toasts } from '../feel/Toasts';
import { Footer } from '../footer/Footer';
import { BottomBar } from '../header/BottomBar';
import { Header } from '../header/Header';
import { PopupHost } from '../popups/PopupHost';
import styles from './Layout.module.css';

export interface LayoutProps {
  lang: Lang;
  children: ReactNode;
}

/** Loading bar, header, network notice, main content (max 1340 px), footer, mobile bottom bar, popups and toasts. */
export function Layout({ lang, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <LoadingBar />
      <Header lang={lang} />
      <NetworkNotice />
      <main className={styles.main} id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer lang={lang} />
      <BottomBar lang={lang} />
      <PopupHost />
      <Toasts />
    </div>
  );
}
