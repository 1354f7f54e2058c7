import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo, primitives, routeTitle, type Lang, type RouteId } from '@realty/shared';
import styles from '../components/Profile.module.css';

/** The back office's sections, in the order of the navigation (every id is in ADMIN_ROUTES). */
export const ADMIN_SECTIONS: RouteId[] = ['admin', 'adminModeration', 'adminVerification', 'adminPayments', 'adminJournal', 'adminUsers', 'adminAudit', 'adminJobs'];

/** Which section a page belongs to (an editor page marks its list). */
const SECTION_OF: Partial<Record<RouteId, RouteId>> = { adminPost: 'adminJournal', adminUser: 'adminUsers' };

/** The back office's navigation (one list of links; the current section is marked). */
export function AdminNav({ lang, current }: { lang: Lang; current: RouteId }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const here = SECTION_OF[current] ?? current;
  return (
    <nav className={styles.nav} aria-label={t('admin.nav.label')} data-testid="admin-nav">
      <ul className={primitives.pills}>
        {ADMIN_SECTIONS.map((id) => (
          <li key={id}>
            <Link to={pathTo(lang, id)} className={`${primitives.frame} ${styles.navLink} ${here === id ? primitives.current : ''}`} aria-current={here === id ? 'page' : undefined}>
              {id === 'admin' ? t('admin.nav.overview') : routeTitle(tc, id)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
