import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore, type Lang } from '@realty/shared';
import styles from './Header.module.css';

/**
 * The signed-in part (avatar menu, unread messages link) is a lazy chunk: a signed-out visitor never downloads it. A
 * server-rendered page of a signed-in user keeps the server's HTML of it until the chunk has loaded (Suspense).
 */
const AccountMenu = lazy(() => import('./AccountMenu'));

/** Signed in: the avatar opens a small menu (profile pages, sign out). Signed out: the sign-in entry. */
export const UserMenu = observer(function UserMenu({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const store = useRootStore();
  if (store.auth.user) {
    return (
      <Suspense fallback={null}>
        <AccountMenu lang={lang} />
      </Suspense>
    );
  }
  return (
    <button type="button" className={styles.signIn} onClick={() => store.auth.requireAuth()} data-popup="signIn" data-testid="sign-in-entry">
      {t('header.signIn')}
    </button>
  );
});
