import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useFilterStore, type Lang, pathTo } from '@realty/shared';
import { GatedLink } from './GatedLink';
import styles from './BottomBar.module.css';

/** Mobile bottom bar (under 1000 px): search/home, add listing, favorites, profile; gated entries remember the target. */
export function BottomBar({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const filter = useFilterStore();
  return (
    <nav className={styles.bar} aria-label={t('bottom.label')} data-testid="bottom-bar">
      <NavLink to={pathTo(lang, 'home')} end className={styles.item} onClick={() => filter.reset('bottom-bar')}>
        <span className={styles.icon} aria-hidden="true">
          ⌕
        </span>
        {t('bottom.search')}
      </NavLink>
      <GatedLink to={pathTo(lang, 'profileAdd')} className={styles.item}>
        <span className={styles.icon} aria-hidden="true">
          +
        </span>
        {t('bottom.add')}
      </GatedLink>
      <GatedLink to={pathTo(lang, 'profileFavorites')} className={styles.item}>
        <span className={styles.icon} aria-hidden="true">
          ♡
        </span>
        {t('bottom.favorites')}
      </GatedLink>
      <GatedLink to={pathTo(lang, 'profile')} className={styles.item}>
        <span className={styles.icon} aria-hidden="true">
          ☺
        </span>
        {t('bottom.profile')}
      </GatedLink>
    </nav>
  );
}
