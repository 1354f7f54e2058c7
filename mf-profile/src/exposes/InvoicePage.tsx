// Exposed as './InvoicePage' (route table). Only modules in exposes/ may be imported by other packages.
import '../singletons';
import '../i18n';
import { withPageTexts } from '../pages/texts';

withPageTexts('billing');

export { default } from '../pages/InvoicePage';
