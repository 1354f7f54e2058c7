import { createContext } from 'react';
import type { PageModule } from './runtime';

/** `${remote}/${page}`, e.g. 'catalog/./HomePage'. */
export const pageKey = (remote: string, page: string): string => `${remote}/${page}`;

/**
 * Remote page modules loaded before the first render: the server renders with the remote's server bundle, and the
 * browser hydrating that HTML loads the same page first, so the first render matches without a Suspense pass.
 */
export type PreloadedPages = ReadonlyMap<string, PageModule>;

export const PreloadedPagesContext = createContext<PreloadedPages | null>(null);
