import { useTranslation } from 'react-i18next';
import { PageFrame, type PageProps } from '@realty/shared';

export default function ListingPage({ lang, route }: PageProps) {
  const { t } = useTranslation('listing');
  return <PageFrame lang={lang} route={route} intro={t('intro.listing')} />;
}
