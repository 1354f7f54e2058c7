// Exposed as './NotificationsPage' (route table). Only modules in exposes/ may be imported by other packages.
import '../singletons';
import '../i18n';

export { default } from '../pages/NotificationsPage';
