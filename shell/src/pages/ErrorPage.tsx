import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass, PageFrame, type PageProps, pathTo } from '@realty/shared';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import message from '../ui/Message.module.css';
import styles from './ErrorPage.module.css';

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

const statusOf = (raw: string | null): number => {
  const status = Number(raw ?? 500);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
};

function ErrorDetails({ lang, route }: Pick<PageProps, 'lang' | 'route'>) {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  const notFound = status === 404;
  return (
    <PageFrame lang={lang} route={route} title={notFound ? t('errorPage.status.404') : t('error.title')}>
      <section className={`${message.panel} ${styles.panel}`} role="alert" data-testid="error-page" data-status={status}>
        <p className={styles.code}>
          <abbr title={t('errorPage.code')}>{status}</abbr>
        </p>
        <div className={styles.text}>
          <p className={styles.message}>{notFound ? t('errorPage.notFound') : t(STATUS_KEYS[status] ?? 'errorPage.generic')}</p>
          <p className={styles.hint}>{notFound ? t('errorPage.notFoundHint') : t('errorPage.hint')}</p>
        </div>
        <p className={`${message.actions} ${styles.actions}`}>
          <Link className={buttonClass()} to={pathTo(lang, 'home')}>
            {t('error.home')}
          </Link>
          <Link className={buttonClass({ variant: 'secondary' })} to={pathTo(lang, 'realEstate')}>
            {t('errorPage.catalog')}
          </Link>
        </p>
      </section>
    </PageFrame>
  );
}

/**
 * PRODUCT.md §2 error page: the layout, a heading, the status code and its message (404 → translated '404 page not
 * found'), what to do next and a way home; its own plain fallback if it fails itself.
 */
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
      <ErrorDetails lang={lang} route={route} />
    </ErrorBoundary>
  );
}
