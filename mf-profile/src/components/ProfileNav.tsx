import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { routeTitle, useRootStore, type Lang, type RouteId } from '@realty/shared';
import { SectionNav } from '@realty/shared/sections';

/** Every account: a private owner orders promotions too, so invoices are here. */
const PRIVATE: RouteId[] = [
  'profile', 'profileMy', 'profileMessages', 'profileViewings', 'profileFavorites', 'profileSaved', 'profileNotifications', 'profileInvoice', 'profileInfo',
];
/** Corporate accounts only: the agency profile and the feed import. */
const CORPORATE: RouteId[] = ['profileCorporate', 'profileImport'];

/** The account pages' navigation (one list of links; the current page is marked). */
export const ProfileNav = observer(function ProfileNav({ lang, current }: { lang: Lang; current: string }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const { auth } = useRootStore();
  // The overview is "Overview" here (its route title, "Profile", names the whole section); the others use their titles.
  const label = (id: RouteId) => (id === 'profile' ? t('nav.overview') : routeTitle(tc, id));
  const items = auth.user?.org_type === 'corporate' ? [...PRIVATE, ...CORPORATE] : PRIVATE;
  const here = current === 'profileSearch' ? 'profileSaved' : current === 'profileThread' ? 'profileMessages' : current;
  return <SectionNav lang={lang} label={t('nav.label')} testId="profile-nav" items={items} current={here} itemLabel={label} />;
});
