import type { ReactNode } from 'react';
import { type PageProps } from '@realty/shared';
import { SectionLayout } from '@realty/shared/sections';
import { ProfileNav } from './ProfileNav';

/** Every account page: breadcrumbs and heading, the account navigation, then the page. */
export function ProfileLayout({ lang, route, intro, children }: Pick<PageProps, 'lang' | 'route'> & { intro?: ReactNode; children?: ReactNode }) {
  return (
    <SectionLayout lang={lang} route={route} intro={intro} nav={<ProfileNav lang={lang} current={route.id} />}>
      {children}
    </SectionLayout>
  );
}
