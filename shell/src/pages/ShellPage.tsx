import { useTranslation } from 'react-i18next';
import { PageFrame, type PageProps } from '@realty/shared';

/** Pages the shell owns (about, fees, partners, policies, error): heading, breadcrumbs and a short intro for now. */
export function ShellPage({ lang, route }: PageProps) {
  const { t } = useTranslation('shell');
  return <PageFrame lang={lang} route={route} intro={t(`pages.${route.page}`)} />;
}
