import { useTranslation } from 'react-i18next';
import { primitives } from '@realty/shared';
import styles from './Post.module.css';

/** Share the post: links to the networks' own share pages (nothing is loaded from them) and e-mail. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('blog');
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links = [
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['X', `https://x.com/intent/post?url=${u}&text=${text}`],
    ['Telegram', `https://t.me/share/url?url=${u}&text=${text}`],
    ['WhatsApp', `https://wa.me/?text=${text}%20${u}`],
    [t('email'), `mailto:?subject=${text}&body=${u}`],
  ] as const;
  return (
    <nav className={styles.share} aria-label={t('share')}>
      <span className={styles.shareLabel}>{t('share')}</span>
      <ul className={primitives.pills}>
        {links.map(([name, href]) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={`${primitives.pill} ${styles.shareLink}`}>
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
