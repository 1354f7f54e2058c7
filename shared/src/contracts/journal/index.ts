// The journal contract: the post-body rules (one list for the server's sanitiser and mf-blog's renderer), the
// requests' zod schemas and the typed client calls, imported as `@realty/shared/contracts/journal` by the api and
// mf-blog. Node-safe: no React, CSS or DOM.
export * from './posts';
export * from './schemas';
export * from './client';
