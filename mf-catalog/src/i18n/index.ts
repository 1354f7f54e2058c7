import { registerNamespace } from '@realty/shared';

// This package's translations ('catalog' namespace), one lazy chunk per language.
registerNamespace('catalog', (lang) => import(`./${lang}.json`));
