import { useMemo } from 'react';
import { safePostHtml } from './safeHtml';
import styles from './Post.module.css';

/** A post's body: sanitised HTML (headings, lists, images, tables that scroll sideways on narrow screens, links). */
export function PostBody({ html, lang }: { html: string; lang: string }) {
  const clean = useMemo(() => safePostHtml(html), [html]);
  // The HTML is the allow-listed result of safePostHtml (and of the server's sanitiser before it).
  return <div className={styles.body} lang={lang} data-testid="post-body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
