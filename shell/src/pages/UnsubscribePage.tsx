import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass, PageFrame, pathTo, type PageProps } from '@realty/shared';
import message from '../ui/Message.module.css';
import styles from './UnsubscribePage.module.css';

/**
 * Where the unsubscribe link of an alert e-mail lands: `GET /{lang}/api/alerts/unsubscribe` does the work and sends the
 * visitor here with `?result=done&kind=search|favorites`, or `?result=invalid` for a broken or forged link. Anything
 * else in the address is taken as a link that did not work: this page never claims an unsubscribe that did not happen
 * from a kind alone.
 */
export function UnsubscribePage({ lang, route }: PageProps) {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'favorites' ? 'favorites' : 'search';
  const done = params.get('result') === 'done';
  return (
    <PageFrame lang={lang} route={route} title={done ? t('unsubscribe.doneTitle') : t('unsubscribe.invalidTitle')}>
      <section className={message.panel} role={done ? 'status' : 'alert'} data-testid="unsubscribe" data-result={done ? 'done' : 'invalid'}>
        <p className={styles.message}>{done ? (kind === 'favorites' ? t('unsubscribe.doneFavorites') : t('unsubscribe.doneSearch')) : t('unsubscribe.invalid')}</p>
        <p className={message.actions}>
          {done && kind === 'favorites' ? (
            <Link className={buttonClass()} to={pathTo(lang, 'profileFavorites')}>
              {t('unsubscribe.manageFavorites')}
            </Link>
          ) : (
            <Link className={buttonClass()} to={pathTo(lang, 'profileSaved')}>
              {t('unsubscribe.manage')}
            </Link>
          )}
          <Link className={buttonClass({ variant: 'secondary' })} to={pathTo(lang, 'home')}>
            {t('unsubscribe.home')}
          </Link>
        </p>
      </section>
    </PageFrame>
  );
}
