import { registerNamespace } from '@realty/shared';

// The composer's texts ('messaging'): a bundle of their own, loaded with the composer's chunk, so the pages' first
// load carries none of them.
export const MESSAGING_NS = 'messaging';
registerNamespace(MESSAGING_NS, (lang) => import(`./i18n/${lang}.json`));
