import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@realty/shared';

// The messages pages' texts ('profileMessages': messages, thread, viewing(s), notices): a bundle of their own, loaded
// only when one of those pages renders, so the other profile pages (profile/add's first load) do not download them.
export const MESSAGES_NS = 'profileMessages';
registerNamespace(MESSAGES_NS, (lang) => import(`./i18n/${lang}.json`));

/**
 * The messages pages' translate function: their own namespace first, then the package's ('profile': common.*, intro.*)
 * for the keys they share with the other profile pages; both load (suspending) before the component renders.
 */
export const useMessagesTranslation = () => useTranslation([MESSAGES_NS, 'profile'], { nsMode: 'fallback' });
