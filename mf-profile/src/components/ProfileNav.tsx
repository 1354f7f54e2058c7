import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo, useRootStore, type Lang, type RouteId } from '@realty/shared';
import styles from './Profile.module.css';

type NavKey = 'overview' | 'my' | 'favorites' | 'saved' | 'info' | 'corporate' | 'invoice' | 'import';

const PRIVATE: [RouteId, NavKey][] = [
  ['profile', 'overview'],
  ['profileMy', 'my'],
  ['profileFavorites', 'favorites'],
  ['profileSaved', 'saved'],
  ['profileInfo', 'info'],
];
/** Corporate accounts only: the agency profile, invoices and the feed import. */
const CORPORATE: [RouteId, NavKey][] = [
  ['profileCorporate', 'corporate'],
  ['profileInvoice', 'invoice'],
  ['profileImport', 'import'],
];

/** The account pages' navigation (one list of links; the current page is marked). */
export const ProfileNav = observer(function ProfileNav({ lang, current }: { lang: Lang; current: string }) {
  const { t } = useTranslation('profile');
  const { auth } = useRootStore();
  const label: Record<NavKey, string> = {
    overview: t('nav.overview'),
    my: t('nav.my'),
    favorites: t('nav.favorites'),
    saved: t('nav.saved'),
    info: t('nav.info'),
    corporate: t('nav.corporate'),
    invoice: t('nav.invoice'),
    import: t('nav.import'),
  };
  const items = auth.user?.org_type === 'corporate' ? [...PRIVATE, ...CORPORATE] : PRIVATE;
  const here = current === 'profileSearch' ? 'profileSaved' : current;
  return (
    <nav className={styles.nav} aria-label={t('nav.label')} data-testid="profile-nav">
      <ul>
        {items.map(([id, key]) => (
          <li key={id}>
            <Link to={pathTo(lang, id)} className={`${styles.navLink} ${here === id ? styles.navCurrent : ''}`} aria-current={here === id ? 'page' : undefined}>
              {label[key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});
