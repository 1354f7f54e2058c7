import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { primitives, useRootStore, type Lang, pathTo } from '@realty/shared';
import { GatedLink } from './GatedLink';
import styles from './Header.module.css';
import { mainMenu } from './menu';
import { UserMenu } from './UserMenu';

/**
 * Logo and main menu (both reset the catalogue filter and selection, PRODUCT.md §2), language and currency switches,
 * favorites shortcut, the avatar or a sign-in entry, and the add-listing button; a burger opens the side menu.
 */
export const Header = observer(function Header({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const { filter, ui, currency, favorites } = useRootStore();
  const reset = () => filter.reset('menu');
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('header.skip')}
      </a>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.burger}
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          onClick={() => ui.openPopup('sideMenu')}
          data-popup="sideMenu"
          data-testid="burger"
          data-replay=""
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Link className={styles.logo} to={pathTo(lang, 'home')} onClick={() => filter.reset('logo')} aria-label={t('header.logo', { siteName: tc('siteName') })}>
          {tc('siteName')}
        </Link>
        <nav aria-label={t('menu.label')} className={styles.nav}>
          <ul className={`${primitives.bare} ${styles.menu}`}>
            {mainMenu(lang).map((item) => (
              <li key={item.key}>
                <NavLink to={item.path} onClick={reset} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.switch}
            onClick={() => ui.openPopup('languages')}
            data-popup="languages"
            aria-haspopup="dialog"
            aria-label={t('header.language', { lang: lang.toUpperCase() })}
            data-testid="language-switch"
            data-replay=""
          >
            {lang.toUpperCase()}
          </button>
          <button
            type="button"
            className={styles.switch}
            onClick={() => ui.openPopup('currency')}
            data-popup="currency"
            aria-haspopup="dialog"
            aria-label={t('header.currency', { currency: currency.currency })}
            data-testid="currency-switch"
            data-replay=""
          >
            {currency.symbol} {currency.currency}
          </button>
          <GatedLink
            to={pathTo(lang, 'profileFavorites')}
            className={styles.favorites}
            aria-label={favorites.count ? t('header.favoritesCount', { count: favorites.count }) : t('header.favorites')}
            testId="favorites-shortcut"
          >
            <span aria-hidden="true">♡</span>
            {favorites.count ? <span className={`${styles.badge} ${styles.corner}`}>{favorites.count}</span> : null}
          </GatedLink>
          <UserMenu lang={lang} />
          <GatedLink to={pathTo(lang, 'profileAdd')} className={styles.add} testId="add-listing">
            {t('header.add')}
          </GatedLink>
        </div>
      </div>
    </header>
  );
});
