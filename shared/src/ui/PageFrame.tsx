import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeTitle } from '../i18n/routeText';
import { breadcrumbTrail } from '../routes';
import type { PageProps } from '../types';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs';
import { PageHeading } from './PageHeading';

export interface PageFrameProps extends Pick<PageProps, 'lang' | 'route'> {
  /** Overrides the heading (`routes.<id>.title` by default). */
  title?: string;
  intro?: ReactNode;
  /** Overrides the route table's trail (a catalogue page's deal → province → district). */
  crumbs?: BreadcrumbItem[];
  children?: ReactNode;
}

/** Breadcrumbs + heading of a page in the active language; every page of every package starts with it. */
export function PageFrame({ lang, route, title, intro, crumbs, children }: PageFrameProps) {
  const { t } = useTranslation('common');
  // The current page's crumb says what its heading says (an agent's name, "New post" on the post editor's route).
  const items = crumbs ?? breadcrumbTrail(route, lang).map((crumb) => ({
    label: crumb.id === 'home' ? t('home') : crumb.id === route.id && title ? title : routeTitle(t, crumb.id),
    ...(crumb.path ? { href: crumb.path } : {}),
  }));
  return (
    <>
      <Breadcrumbs
        items={items}
        label={t('breadcrumbs')}
        renderLink={(item, className) => (
          <Link className={className} to={item.href}>
            {item.label}
          </Link>
        )}
      />
      <PageHeading title={title ?? routeTitle(t, route.id)} intro={intro} />
      {children}
    </>
  );
}
