// Browser entry of @realty/shared (React, MobX, i18next). Node code imports only the Node-safe subpaths
// (routes, schemas, format, i18n json). Front-end packages import from '@realty/shared' only, so that the
// Module Federation singleton is one module for everyone.
export * from './routes';
export * from './catalog';
export * from './agencies';
export * from './admin';
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
export * from './filter';
export * from './listing';
export * from './maps';
export * from './utils';
export * from './blog';
export * from './singletons';
