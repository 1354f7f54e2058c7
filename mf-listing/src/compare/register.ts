import { registerNamespace } from '@realty/shared';

// The comparison page's texts ('listingCompare'): loaded with its own chunk, never with the listing page.
export const COMPARE_NS = 'listingCompare';
registerNamespace(COMPARE_NS, (lang) => import(`./i18n/${lang}.json`));
