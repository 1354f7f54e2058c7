import { useTranslation } from 'react-i18next';
import { PageFrame, type PageProps } from '@realty/shared';
import { ListingFormLoader } from '../listing-form/ListingFormPage';

export default function AddListingPage({ lang, route }: PageProps) {
  const { t } = useTranslation('profile');
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.profileAdd')}>
      <ListingFormLoader lang={lang} />
    </PageFrame>
  );
}
