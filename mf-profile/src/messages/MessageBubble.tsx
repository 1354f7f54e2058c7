import type { Lang } from '@realty/shared';
import type { Message, Viewing } from '@realty/shared/contracts/messages';
import { ViewingCard } from './ViewingCard';
import { fullTime, messageTime } from './time';
import styles from './Messages.module.css';
import { useMessagesTranslation } from './register';

const FLAG_KEYS = { link: 'thread.flags.link', phone: 'thread.flags.phone', email: 'thread.flags.email' } as const;

/** One message: mine on the right with ✓ (sent) or ✓✓ (read); a flagged one warns; a viewing one is its card. */
export function MessageBubble({ message, lang, readUpTo, onViewing }: { message: Message; lang: Lang; readUpTo: number; onViewing(v: Viewing): void }) {
  const { t } = useMessagesTranslation();
  const read = message.from_me && message.id <= readUpTo;
  return (
    <li className={`${styles.bubble} ${message.from_me ? styles.mine : ''}`} data-testid="message" data-id={message.id} data-mine={message.from_me}>
      {message.flags.length && !message.from_me ? (
        <p className={styles.warning} role="note" data-testid="message-flagged">
          {t('thread.flagged', { what: message.flags.map((f) => t(FLAG_KEYS[f])).join(', ') })}
        </p>
      ) : null}
      {message.text ? <span>{message.text}</span> : null}
      {message.photos.length ? (
        <span className={styles.photos}>
          {message.photos.map((photo) => (
            <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer">
              <img src={photo.url} alt={t('thread.photo')} width={photo.width} height={photo.height} loading="lazy" />
            </a>
          ))}
        </span>
      ) : null}
      {message.kind === 'viewing' && message.viewing ? <ViewingCard viewing={message.viewing} lang={lang} onChanged={onViewing} /> : null}
      <span className={styles.stamp}>
        <time dateTime={message.created_at} title={fullTime(message.created_at, lang)}>
          {messageTime(message.created_at, lang)}
        </time>
        {message.from_me ? (
          <span data-testid="receipt" aria-label={read ? t('thread.read') : t('thread.sent')} title={read ? t('thread.read') : t('thread.sent')}>
            {' '}
            {read ? '✓✓' : '✓'}
          </span>
        ) : null}
      </span>
    </li>
  );
}
