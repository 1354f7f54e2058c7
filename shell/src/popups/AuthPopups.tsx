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

export type AuthPopupName = Extract<PopupName, 'signIn' | 'register' | 'forgot'>;
/** The mf-auth form inside each account popup. */
const FORMS: Record<AuthPopupName, AuthFormName> = { signIn: 'SignInForm', register: 'RegisterForm', forgot: 'ForgotPasswordForm' };

function authPopup(popup: AuthPopupName, titleKey: string, testId: string) {
  const form = FORMS[popup];
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
export const SignInPopup = authPopup('signIn', 'popup.signIn', 'sign-in-popup');
export const RegisterPopup = authPopup('register', 'popup.register', 'register-popup');
export const ForgotPopup = authPopup('forgot', 'popup.forgot', 'forgot-popup');
const COMPONENTS: Record<AuthPopupName, ComponentType> = { signIn: SignInPopup, register: RegisterPopup, forgot: ForgotPopup };

/**
 * An account popup's component, with its mf-auth form and the form's texts already on their way: the form is a remote
 * module, which registers its `auth` namespace when it loads, so both would otherwise start only when the popup first
 * renders (two more round trips after the popup's own chunk).
 */
export function authPopupLoading(popup: AuthPopupName): ComponentType {
  void loadAuthForm(FORMS[popup])
    .then(() => getI18n()?.loadNamespaces('auth'))
    .catch(() => undefined); // opening the popup tries again and shows the failure
  return COMPONENTS[popup];
}
