import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo, primitives, useAuthStore, useHydrated, useUnreadMessages, type Lang } from '@realty/shared';
import styles from './Header.module.css';
import { badgeText } from './badge';

/**
 * The unread count to show: 0 when signed out. The count can arrive before the server's HTML is hydrated, which had
 * none: shown from the first render after.
 */
function useShownUnread(): number {
  const auth = useAuthStore();
  const unread = useUnreadMessages();
  const hydrated = useHydrated();
  return hydrated && auth.user ? unread : 0;
}

/**
 * The header's unread messages shortcut (issue 30), beside the avatar at every width: shown only to a signed-in user
 * with unread messages, it leads to the messages page. The count comes live from the kernel's live events client.
 * Part of the signed-in account menu's lazy chunk (AccountMenu), like everything a signed-out visitor never sees.
 */
export const MessagesLink = observer(function MessagesLink({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const unread = useShownUnread();
  if (unread <= 0) return null;
  return (
    <Link to={pathTo(lang, 'profileMessages')} className={styles.messages} aria-label={t('header.messagesUnread', { count: unread })} data-testid="messages-badge">
      <span aria-hidden="true">✉</span>
      <span className={`${styles.badge} ${styles.corner}`}>{badgeText(unread)}</span>
    </Link>
  );
});

/**
 * The count alone (the mobile bar's profile entry, whose profile pages list Messages first): nothing when signed out or
 * at 0. Its text is read with the entry, so it says what the number is. In the account menu's lazy chunk too (BottomBar).
 */
export const UnreadDot = observer(function UnreadDot({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const unread = useShownUnread();
  if (unread <= 0) return null;
  return (
    <span className={className} data-testid="bar-unread">
      <span aria-hidden="true">{badgeText(unread)}</span>
      <span className={primitives.visuallyHidden}>{t('header.messagesUnread', { count: unread })}</span>
    </span>
  );
});
