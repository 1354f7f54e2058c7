import { registerNamespace, type NamespaceLoader } from '@realty/shared';

// This package's translations ('profile' namespace), one lazy chunk per language. The pages with texts of their own
// add their parts to it (pages/texts.ts: `withPageTexts` in their exposed module, `usePageTexts` as they render).
export const loadProfileTexts: NamespaceLoader = (lang) => import(`./${lang}.json`);
registerNamespace('profile', loadProfileTexts);
