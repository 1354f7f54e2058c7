import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { primitives, useAuthStore, useHydrated, useUnreadMessages } from '@realty/shared';

/** What a badge shows: the count, capped so that it stays a small pill. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/**
 * The count alone (the mobile bar's profile entry, whose profile pages list Messages first): nothing when signed out or
 * at 0. Its text is read with the entry, so it says what the number is.
 */
export const UnreadDot = observer(function UnreadDot({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const auth = useAuthStore();
  const unread = useUnreadMessages();
  // The count can arrive before the server's HTML is hydrated, which had none: shown from the first render after.
  const hydrated = useHydrated();
  if (!hydrated || !auth.user || unread <= 0) return null;
  return (
    <span className={className} data-testid="bar-unread">
      <span aria-hidden="true">{badgeText(unread)}</span>
      <span className={primitives.visuallyHidden}>{t('header.messagesUnread', { count: unread })}</span>
    </span>
  );
});
