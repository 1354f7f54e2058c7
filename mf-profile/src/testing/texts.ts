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

export const en = { ...coreEn, ...companyEn, ...accountEn, ...billingEn, ...listsEn };
export const tr = { ...coreTr, ...companyTr, ...accountTr, ...billingTr, ...listsTr };
export const ru = { ...coreRu, ...companyRu, ...accountRu, ...billingRu, ...listsRu };
