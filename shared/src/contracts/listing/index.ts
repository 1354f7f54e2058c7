// The listing domain's contract (the listing form of mf-profile, the contact form of mf-listing, and the api):
// the form's constants, messages and zod schema, the editor's replies, the contact form and its call.
export * from './constants';
export * from './messages';
export * from './schemas';
export * from './field-tabs';
export * from './editor-api';
export * from './contact';
export * from './client';
export * from './report';
