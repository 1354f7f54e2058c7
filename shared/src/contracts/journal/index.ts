// The journal contract: the post-body rules (one list for the server's sanitiser and mf-blog's renderer) and the
// typed client calls, imported as `@realty/shared/contracts/journal` by the api and mf-blog. Node-safe: no React, CSS
// or DOM, and no zod (the schemas of the replies and requests are the kernel's, schemas/blog.ts: the page data holds
// them), so mf-blog's pages load no zod.
export * from './posts';
export * from './client';
