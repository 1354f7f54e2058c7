import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageFrame, type PageProps, pathTo } from '@realty/shared';
import { ErrorBoundary } from '../errors/ErrorBoundary';

const KNOWN = new Set([400, 401, 403, 404, 419, 429, 500, 503]);

/** Plain texts for when the error page itself fails (i18n may be what broke). */
const FAILED: Record<PageProps['lang'], { message: string; home: string }> = {
  tr: { message: 'Hata sayfası gösterilirken bir hata oluştu', home: 'Ana sayfaya dön' },
  en: { message: 'An error occurred while showing the error page', home: 'Back to home' },
  ru: { message: 'Произошла ошибка при показе страницы ошибки', home: 'На главную' },
};

function ErrorDetails({ lang }: { lang: PageProps['lang'] }) {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const raw = Number(params.get('status') ?? 500);
  const status = Number.isInteger(raw) && raw >= 400 && raw <= 599 ? raw : 500;
  return (
    <section role="alert" data-testid="error-page" data-status={status}>
      <p>{status === 404 ? t('errorPage.notFound') : `${status}: ${t(KNOWN.has(status) ? `errorPage.status.${status}` : 'errorPage.generic')}`}</p>
      <Link to={pathTo(lang, 'home')}>{t('error.home')}</Link>
    </section>
  );
}

/** PRODUCT.md §2 error page: 404 → translated '404 page not found', otherwise status and message; its own fallback. */
export function ErrorPage({ lang, route }: PageProps) {
  return (
    <ErrorBoundary
      scope="error-page"
      fallback={() => (
        <section role="alert">
          <p>{FAILED[lang].message}</p>
          <a href={pathTo(lang, 'home')}>{FAILED[lang].home}</a>
        </section>
      )}
    >
      <PageFrame lang={lang} route={route}>
        <ErrorDetails lang={lang} />
      </PageFrame>
    </ErrorBoundary>
  );
}
