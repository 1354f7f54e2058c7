// The agencies contract (agents, agencies, the corporate profile and listing import): constants, messages, zod schemas
// and typed client calls, imported as `@realty/shared/contracts/agencies` by the api and mf-profile / mf-catalog.
// Node-safe: no React, CSS or DOM. A page importing only client calls or constants bundles no zod (sideEffects).
export * from './constants';
export * from './messages';
export * from './posts';
export * from './schemas';
export * from './client';
