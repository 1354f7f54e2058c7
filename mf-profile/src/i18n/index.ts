import { registerNamespace } from '@realty/shared';

// This package's translations ('profile' namespace), one lazy chunk per language.
registerNamespace('profile', (lang) => import(`./${lang}.json`));
