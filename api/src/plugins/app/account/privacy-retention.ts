// How long personal data is kept (KVKK art. 4(2)(d), 7): the privacy policy (shell/src/pages/static/content/*.json,
// "How long we keep it") names these periods, and the purge job (services/privacy/purge.ts, jobs/privacy-purge.ts)
// enforces them. Change a period here and in the three policy texts together (api/test/privacy/purge.test.ts checks
// that each text names each period).

const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION = {
  /** Sessions end after 30 days without use (services/sessions.ts); an expired one is deleted. */
  sessionsAfterExpiry: 0,
  /** Password-reset and e-mail change links (valid 1 hour / 24 hours) are deleted 7 days after they were requested. */
  tokensDays: 7,
  /** Sign-in and request counters (client address, hashed e-mail) go when their window closes (15 minutes to 1 hour). */
  throttlesAfterWindow: 0,
  /** Listing view records (hashed visitor, day) are kept 90 days (statistics show the last 30). */
  viewsDays: 90,
  /** Contact messages: the sender's name, e-mail, phone and text are erased after 12 months (the count stays). */
  contactMonths: 12,
  /** Which listings an alert already mailed: 90 days. */
  alertHistoryDays: 90,
  /** Team invitations: 30 days after they expired or were accepted. */
  invitationsDays: 30,
  /** A deleted account's remaining listings, photos and sent messages: 30 days after the deletion. */
  deletedAccountDays: 30,
  /** Conversations with no new message for 3 years go with their messages, photos, read pointers and viewings. */
  conversationYears: 3,
  /** Reports about users: 2 years after they were resolved (open ones stay until a moderator resolves them). */
  userReportYears: 2,
  /** Web Push subscriptions that delivered nothing for 1 year (or never, 1 year after they were made). */
  pushSubscriptionYears: 1,
  /** Back-office audit entries: 2 years. */
  auditYears: 2,
  /** Invoices: 10 years (Turkish Commercial Code art. 82, Tax Procedure Law art. 253). */
  invoiceYears: 10,
} as const;

export const daysAgo = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

export const monthsAgo = (now: Date, months: number): Date => {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};
