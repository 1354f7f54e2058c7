// The back office's contract (issue 25): what mf-admin and the api's admin routes share. Imported as
// '@realty/shared/contracts/admin', bundled into mf-admin (not the shell's singleton); webpack keeps only the modules a
// bundle uses, so the remote's client calls do not pull in the zod schemas.
export * from './constants';
export * from './schemas';
export * from './client';
