import type { ReactNode } from 'react';
import { type PageProps } from '@realty/shared';
import { SectionLayout } from '@realty/shared/sections';
import { AdminNav } from './AdminNav';

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
    <SectionLayout lang={lang} route={route} title={title} intro={intro} nav={<AdminNav lang={lang} current={route.id} />} mainTestId="admin-main">
      {children}
    </SectionLayout>
  );
}
