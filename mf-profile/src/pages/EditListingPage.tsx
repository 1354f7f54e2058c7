import { useTranslation } from 'react-i18next';
import { PageFrame, type PageProps } from '@realty/shared';
import { ListingFormLoader } from '../listing-form/ListingFormPage';

/** `profile/edit/{id}`: the add form over an own listing (404 text for anything else). */
export default function EditListingPage({ lang, route, rest }: PageProps) {
  const { t } = useTranslation('profile');
  const id = /^\d{1,10}$/.test(rest) ? Number(rest) : null;
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.profileEdit')}>
      <ListingFormLoader lang={lang} listingId={id} />
    </PageFrame>
  );
}
