import type { ReactNode } from 'react';
import styles from './PageHeading.module.css';

export interface PageHeadingProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

export function PageHeading({ title, intro, children }: PageHeadingProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </header>
  );
}
