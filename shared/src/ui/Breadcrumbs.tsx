import type { ReactNode } from 'react';
import styles from './Breadcrumbs.module.css';
import { primitives } from './primitives';

export interface BreadcrumbItem {
  label: string;
  /** Absent for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** Accessible name of the navigation landmark (translated by the caller). */
  label: string;
  /** Renders links; the shell passes react-router's Link wrapper, plain <a> otherwise. */
  renderLink?: (item: Required<BreadcrumbItem>, className: string) => ReactNode;
}

export function Breadcrumbs({ items, label, renderLink }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={primitives.pills}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {item.href && index < items.length - 1 ? (
              renderLink ? (
                renderLink(item as Required<BreadcrumbItem>, styles.link ?? '')
              ) : (
                <a className={styles.link} href={item.href}>
                  {item.label}
                </a>
              )
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
