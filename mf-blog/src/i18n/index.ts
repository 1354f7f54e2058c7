import { registerNamespace } from '@realty/shared';

// This package's translations ('blog' namespace), one lazy chunk per language.
registerNamespace('blog', (lang) => import(`./${lang}.json`));
