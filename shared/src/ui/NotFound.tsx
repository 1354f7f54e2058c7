import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo, type Lang } from '../routes';
import { PageHeading } from './PageHeading';

/**
 * 'This page could not be found' (translated) with a link home: the shell's 404 page, and what a remote shows when
 * its page's data does not exist (the server already answered HTTP 404 for the first load).
 */
export function NotFound({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  return (
    <section data-testid="not-found">
      <PageHeading title={t('notFound.message')} intro={t('notFound.title')} />
      <Link to={pathTo(lang, 'home')}>{t('notFound.home')}</Link>
    </section>
  );
}
