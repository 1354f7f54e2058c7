import { Suspense, use, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { getI18n, useTranslation } from 'react-i18next';
import { useUiStore, type PopupName } from '@realty/shared';
import { Dialog } from '@realty/shared/dialog';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { loadAuthForm, type AuthFormName } from './authForms';
import styles from './Popups.module.css';

function RemoteForm({ name }: { name: AuthFormName }) {
  const { default: Form } = use(loadAuthForm(name));
  return <Form />;
}

function Loading() {
  const { t } = useTranslation('shell');
  return (
    <p className={styles.loading} role="status">
      {t('remote.loading')}
    </p>
  );
}

function authPopup(popup: PopupName, form: AuthFormName, titleKey: string, testId: string) {
  return observer(function AuthPopup() {
    const { t } = useTranslation('shell');
    const ui = useUiStore();
    return (
      <Dialog title={t(titleKey)} onClose={() => ui.closePopup(popup)} testId={testId}>
        <ErrorBoundary scope="remote:auth" fallback={() => <RemoteFallback />}>
          <Suspense fallback={<Loading />}>
            <RemoteForm name={form} />
          </Suspense>
        </ErrorBoundary>
      </Dialog>
    );
  });
}

/** Sign-in, registration and forgot-password popups: the shell owns the popup, mf-auth the form inside. */
export const SignInPopup = authPopup('signIn', 'SignInForm', 'popup.signIn', 'sign-in-popup');
export const RegisterPopup = authPopup('register', 'RegisterForm', 'popup.register', 'register-popup');
export const ForgotPopup = authPopup('forgot', 'ForgotPasswordForm', 'popup.forgot', 'forgot-popup');

export type AuthPopupName = 'signIn' | 'register' | 'forgot';
const AUTH_POPUPS: Record<AuthPopupName, { component: ComponentType; form: AuthFormName }> = {
  signIn: { component: SignInPopup, form: 'SignInForm' },
  register: { component: RegisterPopup, form: 'RegisterForm' },
  forgot: { component: ForgotPopup, form: 'ForgotPasswordForm' },
};

/**
 * An account popup's component, with its mf-auth form and the form's texts already on their way: the form is a remote
 * module, which registers its `auth` namespace when it loads, so both would otherwise start only when the popup first
 * renders (two more round trips after the popup's own chunk).
 */
export function authPopupLoading(popup: AuthPopupName): ComponentType {
  void loadAuthForm(AUTH_POPUPS[popup].form)
    .then(() => getI18n()?.loadNamespaces('auth'))
    .catch(() => undefined); // opening the popup tries again and shows the failure
  return AUTH_POPUPS[popup].component;
}
