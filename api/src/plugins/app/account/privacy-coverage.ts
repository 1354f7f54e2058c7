// Every column that holds a user's id (a foreign key to `users`, found in the schema by api/test/privacy/export.test.ts)
// is either read by the personal data export (services/privacy/export.ts, the section it lands in) or named here
// with the reason it is left out. A new table with a user id fails that test until it is added to one of the two.

/** `table.column` → the export section that holds its rows. */
export const EXPORTED_USER_COLUMNS: Record<string, string> = {
  'users.id': 'account',
  'sessions.user_id': 'sessions',
  'password_resets.user_id': 'password_resets',
  'email_changes.user_id': 'email_changes',
  'agencies.owner_id': 'agency',
  'agency_members.user_id': 'agency_membership',
  'agency_invitations.accepted_by': 'agency_invitations',
  'audit_log.actor_id': 'audit_log',
  'listings.user_id': 'listings',
  'listing_reports.reporter_id': 'listing_reports',
  'listing_drafts.user_id': 'listing_drafts',
  'photo_uploads.user_id': 'photo_uploads',
  'favorites.user_id': 'favorites',
  'saved_searches.user_id': 'saved_searches',
  'favorite_alerts_sent.user_id': 'favorite_alerts_sent',
  'contact_messages.sender_id': 'contact_messages_sent',
  'blog_posts.author_id': 'blog_posts',
  'invoices.user_id': 'invoices',
  'import_feeds.user_id': 'import_feeds',
  'imports.user_id': 'imports',
};

/** `table.column` → why its rows are not in the export. */
export const EXCLUDED_USER_COLUMNS: Record<string, string> = {
  'agency_invitations.invited_by':
    "Invitations the user sent hold the invitees' e-mail addresses, which are the invitees' data; the export lists the invitations addressed to the user.",
};
