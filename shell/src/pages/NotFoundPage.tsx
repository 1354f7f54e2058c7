import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeading, type Lang } from '@realty/shared';

/** Unknown paths: 'This page could not be found' (translated) and a link home. */
export function NotFoundPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  return (
    <section data-testid="not-found">
      <PageHeading title={t('notFound.message')} intro={t('notFound.title')} />
      <Link to={`/${lang}`}>{t('notFound.home')}</Link>
    </section>
  );
}
