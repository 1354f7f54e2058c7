// The billing contract (paid services, orders, invoices and the back office's payments): zod schemas, limits and
// checks, and typed client calls, imported as `@realty/shared/contracts/billing` by the api and mf-profile.
// Node-safe: no React, CSS or DOM. A page importing only client calls bundles no zod (sideEffects).
export * from './schemas';
export * from './client';
