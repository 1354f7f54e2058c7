// Browser entry of @realty/shared (React, MobX, i18next). Node code imports only the Node-safe subpaths
// (routes, schemas, format, i18n json). Front-end packages import from '@realty/shared' only, so that the
// Module Federation singleton is one module for everyone.
export * from './routes';
// Not catalog/seo.ts or catalog/summary.ts: they hold every language's catalogue, and seo.ts the site name from all
// three common translations (about 15 kB gzip that every page would load: a shared singleton is not tree-shaken). The
// API and the one page that shows a filter summary (mf-profile) import them from '@realty/shared/catalog'. A domain's
// own schemas, messages and calls are its contract (`@realty/shared/contracts/<domain>`), bundled into its remote.
export * from './catalog/constants';
// The catalogue URL codec (catalog/url.ts) and the slug folding (catalog/text.ts, the api's) are not in the kernel
// either: the packages that build catalogue URLs (mf-catalog, the shell's filter popup, mf-profile's saved searches)
// import them from '@realty/shared/catalog', which bundles them into their own chunks (docs/PERFORMANCE.md "Issue
// 27/28: the kernel split"). The filter store's reset value stays here.
export * from './catalog/cleared';
export * from './catalog/photos';
// Types of the API replies and the filter model (type-only: zod stays out of the browser bundles).
export type * from './schemas';
export * from './types';
export * from './events';
export * from './stores';
export * from './i18n';
export * from './api';
export * from './page-data';
export * from './format';
export * from './ui';
export * from './compare';
export * from './utils';
export * from './singletons';
// The signed-in user's live events and unread count (issue 30): one stream per page, shared with the remotes.
export * from './live';
// The version this copy of the package is (the shell's, at run time): remotes check it (./contract).
export { BUILT_SHARED_VERSION as SHARED_VERSION } from './contract';
