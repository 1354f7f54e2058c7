import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useRootStore, useUnreadMessages, pathTo } from '@realty/shared';
import { Dialog } from '@realty/shared/dialog';
import { signOutAndLeave } from '../session/signOut';
import { footerMenu, mainMenu } from '../header/menu';
import { MenuItems } from '../header/MenuItems';
import { GatedLink } from '../header/GatedLink';
import { badgeText } from '../header/badge';
import menuList from '../ui/MenuList.module.css';
import styles from './Popups.module.css';

/** The side menu (burger): main and footer menus, account entries (sign-out when signed in), language and currency. */
export const SideMenu = observer(function SideMenu() {
  const { t } = useTranslation('shell');
  const store = useRootStore();
  const { ui, filter, locale, currency, auth } = store;
  const navigate = useNavigate();
  const unread = useUnreadMessages();
  const lang = locale.lang;
  const close = () => ui.closePopup('sideMenu');
  const resetAndClose = () => {
    filter.reset('side-menu');
    close();
  };
  return (
    <Dialog title={t('side.title')} onClose={close} size="side" testId="side-menu">
      <nav className={`${styles.sideNav} ${menuList.entries}`} aria-label={t('menu.label')}>
        <ul>
          <MenuItems items={mainMenu(lang)} onNavigate={resetAndClose} />
        </ul>
        <p className={styles.sideHeading}>{t('side.account')}</p>
        <ul>
          <li>
            <GatedLink to={pathTo(lang, 'profileAdd')} onNavigate={close}>
              {t('header.add')}
            </GatedLink>
          </li>
          <li>
            <GatedLink to={pathTo(lang, 'profileFavorites')} onNavigate={close}>
              {t('header.favorites')}
            </GatedLink>
          </li>
          <li>
            <GatedLink to={pathTo(lang, 'profileMessages')} onNavigate={close}>
              {t('user.messages')}
              {unread > 0 ? <span data-testid="side-unread">{` (${badgeText(unread)})`}</span> : null}
            </GatedLink>
          </li>
          <li>
            <GatedLink to={pathTo(lang, 'profile')} onNavigate={close}>
              {t('user.profile')}
            </GatedLink>
          </li>
          {auth.user?.org_type === 'corporate' ? (
            <li>
              <Link to={pathTo(lang, 'profileCorporate')} onClick={close}>
                {t('user.corporate')}
              </Link>
            </li>
          ) : null}
          {auth.user?.role === 'admin' ? (
            <li>
              <Link to={pathTo(lang, 'admin')} onClick={close} data-testid="side-admin">
                {t('user.admin')}
              </Link>
            </li>
          ) : null}
          <li>
            <button type="button" onClick={() => ui.openPopup('languages')} data-popup="languages">
              {t('header.language', { lang: lang.toUpperCase() })}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => ui.openPopup('currency')} data-popup="currency">
              {t('header.currency', { currency: currency.currency })}
            </button>
          </li>
          {auth.user ? (
            <li>
              <button
                type="button"
                data-testid="side-sign-out"
                onClick={() => {
                  close();
                  signOutAndLeave(store, lang, navigate, t('user.signOutFailed'));
                }}
              >
                {t('user.signOut')}
              </button>
            </li>
          ) : null}
        </ul>
        <p className={styles.sideHeading}>{t('footer.label')}</p>
        <ul>
          <MenuItems items={footerMenu(lang)} onNavigate={resetAndClose} />
        </ul>
      </nav>
    </Dialog>
  );
});
