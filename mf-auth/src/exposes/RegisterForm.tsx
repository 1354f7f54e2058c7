// Exposed as './RegisterForm': the shell renders it inside its popup (it reads the root store and the router).
import '../singletons';
import '../i18n';

export { RegisterForm as default } from '../forms/RegisterForm';
