// Browser entry of @realty/shared (React, MobX, i18next). Node code imports only the Node-safe subpaths
// (routes, schemas, format, i18n json). Front-end packages import from '@realty/shared' only, so that the
// Module Federation singleton is one module for everyone.
export * from './routes';
export * from './types';
export * from './events';
export * from './stores';
export * from './i18n';
export * from './api';
export * from './format';
export * from './ui';
export * from './utils';
export * from './singletons';
