// The whole 'profile' namespace of each language, as the app has it once a page's parts are added (pages/texts.ts):
// the bundle every profile page loads (src/i18n) and the page parts (src/pages/i18n/<part>). Tests render components
// on their own, without the page that would add their part.
import coreEn from '../i18n/en.json';
import coreTr from '../i18n/tr.json';
import coreRu from '../i18n/ru.json';
import companyEn from '../pages/i18n/company/en.json';
import companyTr from '../pages/i18n/company/tr.json';
import companyRu from '../pages/i18n/company/ru.json';
import accountEn from '../pages/i18n/account/en.json';
import accountTr from '../pages/i18n/account/tr.json';
import accountRu from '../pages/i18n/account/ru.json';
import billingEn from '../pages/i18n/billing/en.json';
import billingTr from '../pages/i18n/billing/tr.json';
import billingRu from '../pages/i18n/billing/ru.json';
import listsEn from '../pages/i18n/lists/en.json';
import listsTr from '../pages/i18n/lists/tr.json';
import listsRu from '../pages/i18n/lists/ru.json';
import formTabsEn from '../pages/i18n/formTabs/en.json';
import formTabsTr from '../pages/i18n/formTabs/tr.json';
import formTabsRu from '../pages/i18n/formTabs/ru.json';

// The parts have top-level groups of their own, but for the form's later tabs, which add to `form`.
export const en = { ...coreEn, ...companyEn, ...accountEn, ...billingEn, ...listsEn, form: { ...coreEn.form, ...formTabsEn.form } };
export const tr = { ...coreTr, ...companyTr, ...accountTr, ...billingTr, ...listsTr, form: { ...coreTr.form, ...formTabsTr.form } };
export const ru = { ...coreRu, ...companyRu, ...accountRu, ...billingRu, ...listsRu, form: { ...coreRu.form, ...formTabsRu.form } };
