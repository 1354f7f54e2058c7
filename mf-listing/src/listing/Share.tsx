import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primitives } from '@realty/shared';
import styles from './Listing.module.css';

/** Share the listing: copy its link, send it through WhatsApp or Telegram, or print the page. */
export function Share({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('listing');
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied(false);
      return;
    }
    clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const text = encodeURIComponent(`${title} ${url}`);
  return (
    <div className={styles.share} data-testid="share">
      <button type="button" className={`${primitives.pill} ${styles.shareButton}`} onClick={copy}>
        {t('share.copy')}
      </button>
      <a className={`${primitives.pill} ${styles.shareButton}`} href={`https://wa.me/?text=${text}`} target="_blank" rel="noopener noreferrer">
        {t('share.whatsapp')}
      </a>
      <a
        className={`${primitives.pill} ${styles.shareButton}`}
        href={`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('share.telegram')}
      </a>
      <button type="button" className={`${primitives.pill} ${styles.shareButton}`} onClick={() => window.print()}>
        {t('share.print')}
      </button>
      <span role="status" className={styles.shareStatus}>
        {copied === true ? t('share.copied') : copied === false ? t('share.copyFailed') : ''}
      </span>
    </div>
  );
}
