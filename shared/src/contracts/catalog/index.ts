// The catalogue's contract (mf-catalog, mf-listing and the api): the read routes' own schemas and the calls of the
// catalogue page and the listing page. What several front ends read (the filter model, the card, list meta, page
// data) stays in the kernel (@realty/shared, @realty/shared/schemas).
export * from './schemas';
export * from './client';
