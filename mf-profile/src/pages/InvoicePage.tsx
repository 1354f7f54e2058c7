import { useTranslation } from 'react-i18next';
import { PageFrame, type PageProps } from '@realty/shared';

export default function InvoicePage({ lang, route }: PageProps) {
  const { t } = useTranslation('profile');
  return <PageFrame lang={lang} route={route} intro={t('intro.profileInvoice')} />;
}
