import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { matchRoute, useAuthStore, useFilterStore, type Lang, pathTo } from '@realty/shared';
import { GatedLink } from './GatedLink';
import header from './Header.module.css';
import styles from './BottomBar.module.css';

type Section = 'search' | 'add' | 'favorites' | 'profile' | null;

/** The bar's entry of a route: the search (home, catalogue, listings), add (and edit), favourites, or the profile. */
export function sectionOf(routeId: string | undefined): Section {
  if (!routeId) return null;
  if (routeId === 'home' || routeId === 'realEstate' || routeId === 'catalog' || routeId === 'listing') return 'search';
  if (routeId === 'profileAdd' || routeId === 'profileEdit') return 'add';
  if (routeId === 'profileFavorites') return 'favorites';
  return routeId.startsWith('profile') ? 'profile' : null;
}

/** The bar's entries that need sign-in (the target is followed after it). */
const GATED_ENTRIES = [
  { section: 'add', route: 'profileAdd', icon: '+', label: 'bottom.add' },
  { section: 'favorites', route: 'profileFavorites', icon: '♡', label: 'bottom.favorites' },
  { section: 'profile', route: 'profile', icon: '☺', label: 'bottom.profile' },
] as const;

const UnreadDot = lazy(() => import('./AccountMenu').then((m) => ({ default: m.UnreadDot })));

/** The profile entry's unread count: for a signed-in user only, from the account menu's lazy chunk. */
const ProfileUnread = observer(function ProfileUnread({ className }: { className?: string }) {
  if (!useAuthStore().user) return null;
  return (
    <Suspense fallback={null}>
      <UnreadDot className={className} />
    </Suspense>
  );
});

/**
 * Mobile bottom bar (under 1000 px): search/home, add listing, favorites, profile; gated entries remember the target.
 * The entry of the section on screen is marked (aria-current).
 */
export function BottomBar({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const filter = useFilterStore();
  const section = sectionOf(matchRoute(useLocation().pathname)?.route.id);
  const current = (entry: Section) => (section === entry ? ('page' as const) : undefined);
  return (
    <nav className={styles.bar} aria-label={t('bottom.label')} data-testid="bottom-bar">
      <Link to={pathTo(lang, 'home')} className={styles.item} aria-current={current('search')} onClick={() => filter.reset('bottom-bar')}>
        <span className={styles.icon} aria-hidden="true">
          ⌕
        </span>
        {t('bottom.search')}
      </Link>
      {GATED_ENTRIES.map((entry) => (
        <GatedLink key={entry.section} to={pathTo(lang, entry.route)} className={styles.item} current={current(entry.section)}>
          <span className={styles.icon} aria-hidden="true">
            {entry.icon}
          </span>
          {entry.section === 'profile' ? <ProfileUnread className={`${header.badge} ${styles.badge}`} /> : null}
          {t(entry.label)}
        </GatedLink>
      ))}
    </nav>
  );
}
