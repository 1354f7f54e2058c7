// The account domain's contract (sign-up, sign-in, password reset, profile, favourites, saved searches, own listings,
// dashboard): imported as '@realty/shared/contracts/account' by the api and by the one remote of each call (mf-auth,
// mf-profile; saving a search: mf-catalog), bundled into that remote. Node-safe (no React, CSS or DOM). The client
// calls import the schemas' types only, so a remote that takes the calls alone leaves zod's schemas out of its bundle.
export * from './client';
export * from './schemas';
export * from './profile-schemas';
export * from './auth-schemas';
export * from './pages';
