import { useTranslation } from 'react-i18next';
import { PageFrame, type PageProps } from '@realty/shared';

export default function AgencyPage({ lang, route }: PageProps) {
  const { t } = useTranslation('catalog');
  return <PageFrame lang={lang} route={route} intro={t('intro.agency')} />;
}
