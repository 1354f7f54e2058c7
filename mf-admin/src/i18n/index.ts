import { registerNamespace } from '@realty/shared';

// This package's translations ('admin' namespace), one lazy chunk per language.
registerNamespace('admin', (lang) => import(`./${lang}.json`));
