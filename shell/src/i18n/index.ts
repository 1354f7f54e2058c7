import { registerNamespace } from '@realty/shared';

// The shell's own translations ('shell' namespace), one lazy chunk per language.
registerNamespace('shell', (lang) => import(`./${lang}.json`));
