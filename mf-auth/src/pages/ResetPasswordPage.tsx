import { useTranslation } from 'react-i18next';
import { PageFrame, type PageProps } from '@realty/shared';

export default function ResetPasswordPage({ lang, route }: PageProps) {
  const { t } = useTranslation('auth');
  return <PageFrame lang={lang} route={route} intro={t(`intro.${route.id}`)} />;
}
