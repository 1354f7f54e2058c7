import type { ReactNode } from 'react';
import { PageFrame, primitives, type PageProps } from '@realty/shared';
import { ProfileNav } from './ProfileNav';
import styles from './Profile.module.css';

/** Every account page: breadcrumbs and heading, the account navigation, then the page. */
export function ProfileLayout({ lang, route, intro, children }: Pick<PageProps, 'lang' | 'route'> & { intro?: ReactNode; children?: ReactNode }) {
  return (
    <PageFrame lang={lang} route={route} intro={intro}>
      <div className={styles.layout}>
        <ProfileNav lang={lang} current={route.id} />
        <div className={primitives.stack}>{children}</div>
      </div>
    </PageFrame>
  );
}
