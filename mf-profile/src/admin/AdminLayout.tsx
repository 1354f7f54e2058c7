import type { ReactNode } from 'react';
import { PageFrame, primitives, type PageProps } from '@realty/shared';
import { AdminNav } from './AdminNav';
import styles from '../components/Profile.module.css';

/**
 * Every back-office page: breadcrumbs and heading (the route's title unless `title` says otherwise), the sections'
 * navigation, then the page. The shell's gate has
 * already refused anyone but an administrator (403 page); the API refuses them as well.
 */
export function AdminLayout({
  lang,
  route,
  title,
  intro,
  children,
}: Pick<PageProps, 'lang' | 'route'> & { title?: string | undefined; intro?: ReactNode; children?: ReactNode }) {
  return (
    <PageFrame lang={lang} route={route} title={title} intro={intro}>
      <div className={styles.layout}>
        <AdminNav lang={lang} current={route.id} />
        <div className={primitives.stack} data-testid="admin-main">
          {children}
        </div>
      </div>
    </PageFrame>
  );
}
