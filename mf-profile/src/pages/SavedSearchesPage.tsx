import { useTranslation } from 'react-i18next';
import { PageFrame, type PageProps } from '@realty/shared';

export default function SavedSearchesPage({ lang, route }: PageProps) {
  const { t } = useTranslation('profile');
  return <PageFrame lang={lang} route={route} intro={route.id === 'profileSearch' ? t('intro.profileSearch') : t('intro.profileSaved')} />;
}
