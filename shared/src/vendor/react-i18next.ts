// What the site uses of react-i18next, provided and consumed under the share key 'react-i18next' (webpack.common.ts),
// as react-router-dom.ts does for the router: without Trans (and the HTML parser it brings), withTranslation,
// Translation, useSSR and the ICU helpers the shared chunk is 11.5 -> 3.5 kB gzip. Add a name here before importing
// it elsewhere (the build fails on a missing export, the unit tests import the real package).
// '@realty/vendor-react-i18next' is the package's own ES build under another name (webpack.common.ts): 'react-i18next'
// itself would be the shared module, i.e. this file.
export { getI18n, I18nContext, I18nextProvider, initReactI18next, useTranslation } from '@realty/vendor-react-i18next';
