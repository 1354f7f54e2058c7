import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass, PageFrame, pathTo, type PageProps } from '@realty/shared';
import message from '../ui/Message.module.css';
import styles from './UnsubscribePage.module.css';

const KINDS = ['search', 'favorites', 'messages', 'viewings'] as const;
type Kind = (typeof KINDS)[number];
const DONE_TEXT = { search: 'unsubscribe.doneSearch', favorites: 'unsubscribe.doneFavorites', messages: 'unsubscribe.doneMessages', viewings: 'unsubscribe.doneViewings' } as const;
/** Where "manage" leads after each kind. */
const MANAGE = {
  search: ['profileSaved', 'unsubscribe.manage'],
  favorites: ['profileFavorites', 'unsubscribe.manageFavorites'],
  messages: ['profileNotifications', 'unsubscribe.manageNotices'],
  viewings: ['profileNotifications', 'unsubscribe.manageNotices'],
} as const;

/**
 * Where the unsubscribe link of an alert or notice e-mail lands: `GET /{lang}/api/alerts/unsubscribe` (saved searches,
 * favourites) or `GET /{lang}/api/notifications/unsubscribe` (messages, viewings) does the work and sends the visitor
 * here with `?result=done&kind=…`, or `?result=invalid` for a broken or forged link. Anything else in the address is
 * taken as a link that did not work: this page never claims an unsubscribe that did not happen from a kind alone.
 */
export function UnsubscribePage({ lang, route }: PageProps) {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const asked = params.get('kind');
  const kind: Kind = KINDS.find((k) => k === asked) ?? 'search';
  const [manageRoute, manageLabel] = MANAGE[kind];
  const done = params.get('result') === 'done';
  return (
    <PageFrame lang={lang} route={route} title={done ? t('unsubscribe.doneTitle') : t('unsubscribe.invalidTitle')}>
      <section className={message.panel} role={done ? 'status' : 'alert'} data-testid="unsubscribe" data-result={done ? 'done' : 'invalid'}>
        <p className={styles.message}>{done ? t(DONE_TEXT[kind]) : t('unsubscribe.invalid')}</p>
        <p className={message.actions}>
          <Link className={buttonClass()} to={pathTo(lang, done ? manageRoute : 'profileSaved')}>
            {t(done ? manageLabel : 'unsubscribe.manage')}
          </Link>
          <Link className={buttonClass({ variant: 'secondary' })} to={pathTo(lang, 'home')}>
            {t('unsubscribe.home')}
          </Link>
        </p>
      </section>
    </PageFrame>
  );
}
