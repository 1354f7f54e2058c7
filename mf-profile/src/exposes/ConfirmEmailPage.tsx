// Exposed as './ConfirmEmailPage' (route table). Only modules in exposes/ may be imported by other packages.
import '../singletons';
import '../i18n';
import { withPageTexts } from '../pages/texts';

withPageTexts('account');

export { default } from '../pages/ConfirmEmailPage';
