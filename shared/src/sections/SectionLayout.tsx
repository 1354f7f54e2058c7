import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageFrame, pathTo, primitives, type Lang, type PageProps, type RouteId } from '@realty/shared';
import styles from './SectionLayout.module.css';

export interface SectionNavProps {
  lang: Lang;
  /** The navigation's accessible name. */
  label: string;
  testId: string;
  /** The section's pages, in the order of the navigation. */
  items: readonly RouteId[];
  /** The page marked current. */
  current: RouteId | string;
  itemLabel: (id: RouteId) => string;
}

/** A section's navigation (one list of links; the current page is marked): the account pages', the back office's. */
export function SectionNav({ lang, label, testId, items, current, itemLabel }: SectionNavProps) {
  return (
    <nav className={styles.nav} aria-label={label} data-testid={testId}>
      <ul className={primitives.pills}>
        {items.map((id) => (
          <li key={id}>
            <Link to={pathTo(lang, id)} className={`${styles.navLink} ${current === id ? styles.navCurrent : ''}`} aria-current={current === id ? 'page' : undefined}>
              {itemLabel(id)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface SectionLayoutProps extends Pick<PageProps, 'lang' | 'route'> {
  /** The section's navigation (a SectionNav). */
  nav: ReactNode;
  title?: string | undefined;
  intro?: ReactNode;
  mainTestId?: string;
  children?: ReactNode;
}

/** Every page of a section: breadcrumbs and heading, the section's navigation, then the page. */
export function SectionLayout({ lang, route, nav, title, intro, mainTestId, children }: SectionLayoutProps) {
  return (
    <PageFrame lang={lang} route={route} title={title} intro={intro}>
      <div className={styles.layout}>
        {nav}
        <div className={primitives.stack} data-testid={mainTestId}>
          {children}
        </div>
      </div>
    </PageFrame>
  );
}
