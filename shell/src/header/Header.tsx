import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useFilterStore, type Lang } from '@realty/shared';
import styles from './Header.module.css';
import { mainMenu } from './menu';

/** Logo and main menu; clicking either resets the catalogue filter (PRODUCT.md §2). */
export function Header({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const filter = useFilterStore();
  const reset = () => filter.reset('menu');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link className={styles.logo} to={`/${lang}`} onClick={reset} aria-label={t('header.logo', { siteName: tc('siteName') })}>
          {tc('siteName')}
        </Link>
        <nav aria-label={t('menu.label')}>
          <ul className={styles.menu}>
            {mainMenu(lang).map((item) => (
              <li key={item.key}>
                <NavLink to={item.path} onClick={reset} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
