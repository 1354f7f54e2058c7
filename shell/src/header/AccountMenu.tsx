import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useRootStore, useUnreadMessages, type Lang, pathTo } from '@realty/shared';
import { signOutAndLeave } from '../session/signOut';
import { Avatar } from './Avatar';
import { MessagesLink } from './MessagesLink';
import { badgeText } from './badge';
import menuList from '../ui/MenuList.module.css';
import styles from './Header.module.css';

/**
 * Signed in: the unread messages link, and the avatar that opens a small menu (profile pages, sign out). A chunk of its
 * own (UserMenu loads it for a signed-in user): a signed-out visitor's first load carries none of it.
 */
export const AccountMenu = observer(function AccountMenu({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const store = useRootStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const unread = useUnreadMessages();

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const user = store.auth.user;
  if (!user) return null;
  const links: Array<[string, string]> = [
    ['user.profile', pathTo(lang, 'profile')],
    ['user.my', pathTo(lang, 'profileMy')],
    ['user.messages', pathTo(lang, 'profileMessages')],
    ['user.favorites', pathTo(lang, 'profileFavorites')],
    ['user.saved', pathTo(lang, 'profileSaved')],
    // DECISIONS.md: only a corporate account owns an agency, so only it gets the company profile.
    ...(user.org_type === 'corporate' ? ([['user.corporate', pathTo(lang, 'profileCorporate')]] as Array<[string, string]>) : []),
    // The back office, for administrators only (its pages and API refuse everyone else).
    ...(user.role === 'admin' ? ([['user.admin', pathTo(lang, 'admin')]] as Array<[string, string]>) : []),
  ];
  return (
    <>
      <MessagesLink lang={lang} />
      <div className={styles.userMenu} ref={box}>
        <button
          type="button"
          className={styles.avatarButton}
          aria-expanded={open}
          aria-controls={menuId}
          // The visible initials lead the accessible name (WCAG 2.5.3, axe label-content-name-mismatch).
          aria-label={t('header.account', { initials: store.auth.initials, name: `${user.name} ${user.lastname ?? ''}`.trim() })}
          onClick={() => setOpen((v) => !v)}
          data-testid="user-menu"
        >
          <Avatar />
        </button>
        {open ? (
          <ul className={`${styles.dropdown} ${menuList.entries}`} id={menuId}>
            {links.map(([key, path]) => (
              <li key={key}>
                <Link to={path} onClick={() => setOpen(false)}>
                  {t(key)}
                  {key === 'user.messages' && unread > 0 ? <span data-testid="menu-unread">{` (${badgeText(unread)})`}</span> : null}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                data-testid="sign-out"
                onClick={() => {
                  setOpen(false);
                  signOutAndLeave(store, lang, navigate, t('user.signOutFailed'));
                }}
              >
                {t('user.signOut')}
              </button>
            </li>
          </ul>
        ) : null}
      </div>
    </>
  );
});

export default AccountMenu;
// The mobile bar's count rides in the same chunk (one request for a signed-in user, none for a visitor).
export { UnreadDot } from './MessagesLink';
