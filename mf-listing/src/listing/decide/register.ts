import { registerNamespace } from '@realty/shared';

// The decide section's texts ('listingDecide'): a bundle of their own, loaded with the section's lazy chunk, so the
// listing page's first load carries neither.
export const DECIDE_NS = 'listingDecide';
registerNamespace(DECIDE_NS, (lang) => import(`./i18n/${lang}.json`));
