import { registerNamespace } from '@realty/shared';

// This package's translations ('listing' namespace), one lazy chunk per language.
registerNamespace('listing', (lang) => import(`./${lang}.json`));
