// Exposed as './ForgotPasswordForm': the shell renders it inside its popup (it reads the root store and the router).
import '../singletons';
import '../i18n';

export { ForgotPasswordForm as default } from '../forms/ForgotPasswordForm';
