import { useTranslation } from 'react-i18next';
import { PageFrame, type PageProps } from '@realty/shared';

export default function TagIndexPage({ lang, route }: PageProps) {
  const { t } = useTranslation('blog');
  return <PageFrame lang={lang} route={route} intro={t('intro.journalTags')} />;
}
