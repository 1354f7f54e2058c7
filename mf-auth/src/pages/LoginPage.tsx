import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageFrame, useAuthStore, type PageProps, pathTo } from '@realty/shared';
import { SignInForm } from '../forms/SignInForm';
import styles from '../forms/Forms.module.css';

/** /{lang}/login: the sign-in form as a page (?redirect=/en/profile/favorites is followed after sign-in). */
const LoginView = observer(function LoginView({ lang, route }: Omit<PageProps, 'rest'>) {
  const { t } = useTranslation('auth');
  const auth = useAuthStore();
  const [params] = useSearchParams();
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.login')}>
      <div className={styles.page}>
        {auth.user ? (
          <p className={styles.success} role="status">
            {t('signIn.signedIn', { name: auth.user.name })} <Link to={pathTo(lang, 'profile')}>{t('signIn.goProfile')}</Link>
          </p>
        ) : (
          <SignInForm redirect={params.get('redirect')} />
        )}
      </div>
    </PageFrame>
  );
});

/** A plain function component: the shell's remote loader expects one (observer() returns a memo object). */
export default function LoginPage({ lang, route }: PageProps) {
  return <LoginView lang={lang} route={route} />;
}
