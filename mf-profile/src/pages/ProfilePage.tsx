import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { getApiClient, pathTo, primitives, useRootStore, type PageProps, type RouteId } from '@realty/shared';
import { useLoad } from '@realty/shared/sections';
import { fetchAccountSummary } from '@realty/shared/contracts/account';
import { ProfileLayout } from '../components/ProfileLayout';
import styles from '../components/Profile.module.css';
import { usePageTexts } from './texts';

const initials = (name = '', lastname = ''): string => ((name.trim()[0] ?? '') + (lastname.trim()[0] ?? '')).toUpperCase() || 'NN';

/** profile: the user's name and photo, the counts of their listings, favourites, searches and alerts, links to every page. */
export default observer(function ProfilePage({ lang, route }: PageProps) {
  const { t } = usePageTexts(lang, 'account');
  const { auth } = useRootStore();
  const summary = useLoad(() => fetchAccountSummary(getApiClient(), lang), lang);
  const s = summary.data?.data;
  const user = auth.user;
  const tiles: { id: RouteId; label: string; count?: number; testId: string }[] = [
    { id: 'profileMy', label: t('dashboard.active'), count: s?.active, testId: 'count-active' },
    { id: 'profileMy', label: t('dashboard.hidden'), count: s?.hidden, testId: 'count-hidden' },
    { id: 'profileFavorites', label: t('dashboard.favorites'), count: s?.favorites, testId: 'count-favorites' },
    { id: 'profileSaved', label: t('dashboard.searches'), count: s?.searches, testId: 'count-searches' },
    { id: 'profileSaved', label: t('dashboard.alerts'), count: s?.unread_alerts, testId: 'count-alerts' },
    { id: 'profileInfo', label: t('dashboard.info'), testId: 'link-info' },
    { id: 'profileAdd', label: t('dashboard.add'), testId: 'link-add' },
  ];
  return (
    <ProfileLayout lang={lang} route={route} intro={t('intro.profile')}>
      {user ? (
        <div className={styles.person}>
          {user.photo ? (
            <img className={styles.avatar} src={user.photo} alt="" width={72} height={72} />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initials(user.name, user.lastname ?? '')}
            </span>
          )}
          <div>
            <p className={styles.personName} data-testid="profile-name">
              {[user.name, user.lastname].filter(Boolean).join(' ')}
            </p>
            {user.email ? <p className={primitives.muted}>{user.email}</p> : null}
          </div>
        </div>
      ) : null}
      {summary.error ? <p role="alert">{t('common.loadFailed')}</p> : null}
      <ul className={`${primitives.bare} ${styles.tiles}`} aria-label={t('dashboard.label')}>
        {tiles.map((tile) => (
          <li key={tile.testId}>
            <Link className={`${primitives.frame} ${styles.tile}`} to={pathTo(lang, tile.id)} data-testid={tile.testId}>
              {tile.count !== undefined ? <span className={styles.tileCount}>{tile.count}</span> : null}
              <span>{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ProfileLayout>
  );
});
