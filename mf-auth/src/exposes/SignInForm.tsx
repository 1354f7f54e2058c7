// Exposed as './SignInForm': the shell renders it inside its popup (it reads the root store and the router).
import '../singletons';
import '../i18n';

export { SignInForm as default } from '../forms/SignInForm';
