import { useTranslation } from 'react-i18next';
import { routeTitle, type Lang, type RouteId } from '@realty/shared';
import { SectionNav } from '@realty/shared/sections';

/** The back office's sections, in the order of the navigation (every id is in ADMIN_ROUTES). */
export const ADMIN_SECTIONS: RouteId[] = ['admin', 'adminModeration', 'adminVerification', 'adminPayments', 'adminJournal', 'adminUsers', 'adminAudit', 'adminJobs'];

/** Which section a page belongs to (an editor page marks its list). */
const SECTION_OF: Partial<Record<RouteId, RouteId>> = { adminPost: 'adminJournal', adminUser: 'adminUsers' };

/** The back office's navigation (one list of links; the current section is marked). */
export function AdminNav({ lang, current }: { lang: Lang; current: RouteId }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const label = (id: RouteId) => (id === 'admin' ? t('admin.nav.overview') : routeTitle(tc, id));
  return <SectionNav lang={lang} label={t('admin.nav.label')} testId="admin-nav" items={ADMIN_SECTIONS} current={SECTION_OF[current] ?? current} itemLabel={label} />;
}
