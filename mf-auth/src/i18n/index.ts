import { registerNamespace } from '@realty/shared';

// This package's translations ('auth' namespace), one lazy chunk per language.
registerNamespace('auth', (lang) => import(`./${lang}.json`));
