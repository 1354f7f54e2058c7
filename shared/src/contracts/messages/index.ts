// The messages domain's contract (issue 30: conversations, viewings, live events, notices, Web Push): imported as
// '@realty/shared/contracts/messages' by the api, the shell (the unread badge) and mf-profile, bundled into each.
export * from './schemas';
export * from './viewing-messages';
export * from './viewing-client';
export * from './notice-messages';
export * from './notice-client';
export * from './messages';
export * from './client';
