import { useMemo } from 'react';
import { useHydrated } from '@realty/shared';
import { safePostHtml } from './safeHtml';
import styles from './Post.module.css';

/** A post's body: sanitised HTML (headings, lists, images, tables that scroll sideways on narrow screens, links). */
export function PostBody({ html, lang }: { html: string; lang: string }) {
  // The server sends the body its sanitiser made; the browser walks it once more after hydrating (same first render).
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? safePostHtml(html) : html), [html, hydrated]);
  // The HTML is the allow-listed result of safePostHtml (and of the server's sanitiser before it).
  return <div className={styles.body} lang={lang} data-testid="post-body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
