import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageFrame, type PageProps, pathTo } from '@realty/shared';
import { ErrorBoundary } from '../errors/ErrorBoundary';

/** Statuses with a message of their own; any other status gets the generic one. */
const STATUS_KEYS: Record<number, string> = {
  400: 'errorPage.status.400',
  401: 'errorPage.status.401',
  403: 'errorPage.status.403',
  404: 'errorPage.status.404',
  419: 'errorPage.status.419',
  429: 'errorPage.status.429',
  500: 'errorPage.status.500',
  503: 'errorPage.status.503',
};

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
      <p>{status === 404 ? t('errorPage.notFound') : `${status}: ${t(STATUS_KEYS[status] ?? 'errorPage.generic')}`}</p>
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
