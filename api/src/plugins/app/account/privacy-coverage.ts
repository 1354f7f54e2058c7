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
  // The messages domain (privacy-export-messages.ts): only the messages the user sent, the other party by display name.
  'conversations.buyer_id': 'conversations',
  'conversations.seller_id': 'conversations',
  'conversation_messages.sender_id': 'conversations',
  'user_blocks.blocker_id': 'user_blocks',
  'user_reports.reporter_id': 'user_reports',
  'viewing_requests.buyer_id': 'viewing_requests',
  'viewing_requests.seller_id': 'viewing_requests',
  'notification_prefs.user_id': 'notification_settings',
  'push_subscriptions.user_id': 'push_subscriptions',
};

/** `table.column` → why its rows are not in the export. */
export const EXCLUDED_USER_COLUMNS: Record<string, string> = {
  'agency_invitations.invited_by':
    "Invitations the user sent hold the invitees' e-mail addresses, which are the invitees' data; the export lists the invitations addressed to the user.",
  'conversation_reads.user_id':
    "A read pointer is the id of the other party's last message the user opened, and the time of the last new-message e-mail: received messages are not exported (they are the other party's data), so the pointer means nothing on its own; it only drives unread counts and mail throttling.",
  'user_blocks.blocked_id':
    'Blocks other users made against the user are their decision and their data; the thread already tells the user they can no longer write, and naming the blocker could expose them to pressure.',
  'user_reports.reported_id':
    'Reports made about the user are left out to protect the reporter (KVKK art. 11 and GDPR art. 15(4): a copy must not harm the rights of others); the user hears of a report only through its outcome.',
  'user_reports.resolved_by':
    "A moderator's handling of a report is moderation of the reporter's and the reported user's data, not the moderator's personal data; the back-office actions the site audits are in the audit log section.",
};
